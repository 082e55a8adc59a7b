// The shell chunk of a site's client build (first-load JavaScript).
//
// Every page loads the root route, and with it everything the root imports. Left to the default
// chunking, that code is cut into one chunk per set of routes sharing a module (~30 chunks of a
// few hundred bytes to 2 KB), each gzipped on its own and fetched on its own request. As one
// chunk it compresses as one stream: 5–7 KB gzip less on every page of the demo sites.
//
// Which modules the root really uses is only known after tree-shaking (packages are imported
// through barrels), so the build learns it: a build writes the modules of the root chunk and the
// chunks it statically imports (framework aside) to a list, and the next build puts exactly
// those modules into one `shell` chunk. `build-site.mjs` keeps the list with the site's build and
// rebuilds once when a build's list differs from the one it was given. No page gets code it did
// not load before: every module of the list was in the root's static closure already.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The chunk a route module's client build comes from (React Router's `?…client-route` ids). */
const isRootRoute = (id) => /[\\/]src[\\/]root\.tsx(\?|$)/.test(id);

/**
 * The modules (repo-relative ids, sorted) of the root route's chunk and every chunk it imports
 * statically, except `excludedChunk` (the framework chunk, cached apart). `bundle` is Rolldown's
 * output bundle.
 */
export function shellModulesOf(bundle, { root = REPO_ROOT, excludedChunk = /^framework\b/ } = {}) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const rootChunk = chunks.find(
    (chunk) => chunk.facadeModuleId && isRootRoute(chunk.facadeModuleId),
  );
  if (!rootChunk) return [];
  const seen = new Set();
  const stack = [rootChunk.fileName];
  while (stack.length) {
    const fileName = stack.pop();
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    stack.push(...(bundle[fileName]?.imports ?? []));
  }
  const modules = [...seen]
    .filter((fileName) => !excludedChunk.test(fileName.split('/').pop() ?? ''))
    .flatMap((fileName) => bundle[fileName].moduleIds)
    .map((id) => (isAbsolute(id) ? relative(root, id) : id));
  return [...new Set(modules)].sort();
}

/**
 * The `shell` code-splitting group and the plugin that writes the build's list.
 * `modulesIn`: the list to group by (absent or missing file: default chunking);
 * `modulesOut`: where the client build writes its list.
 */
export function shellChunk({
  modulesIn = process.env.FORECOURT_SHELL_MODULES,
  modulesOut = process.env.FORECOURT_SHELL_MODULES_OUT,
  root = REPO_ROOT,
} = {}) {
  let listed = null;
  try {
    if (modulesIn) listed = new Set(JSON.parse(readFileSync(modulesIn, 'utf8')));
  } catch {
    listed = null; // no list yet: this build learns it
  }
  return {
    groups: listed
      ? [
          {
            name: 'shell',
            test: (id) => listed.has(isAbsolute(id) ? relative(root, id) : id),
            priority: 10,
          },
        ]
      : [],
    plugin: {
      name: 'forecourt-shell-chunk',
      generateBundle(_options, bundle) {
        if (this.environment?.name !== 'client' || !modulesOut) return;
        writeFileSync(modulesOut, `${JSON.stringify(shellModulesOf(bundle, { root }), null, 1)}\n`);
      },
    },
  };
}
