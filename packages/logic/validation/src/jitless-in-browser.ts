import * as z from 'zod';

/**
 * Whether this module runs in a browser (a document to render into). Server rendering, the API
 * and plain-Node tests have none.
 */
export const IN_BROWSER = 'window' in globalThis && 'document' in globalThis;

// The sites' Content-Security-Policy has no 'unsafe-eval' (the platform's security headers). zod 4
// probes `new Function('')` the first time an object schema is built, and the browser reports
// that probe as a policy violation even though zod catches the throw. `jitless` skips the probe
// (and the compiled fast path it guards). It must be set before any schema is built: every
// browser-reachable module imports zod through this package, so ES module evaluation order runs
// this line before any importer's schemas. On the server there is no page policy and the
// compiled parsers validate the API's payloads faster, so jit stays on there.
if (IN_BROWSER) z.config({ jitless: true });
