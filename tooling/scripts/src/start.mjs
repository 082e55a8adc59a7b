#!/usr/bin/env node
// `npm start` ends here, on Node 22 (see bootstrap.mjs). It builds every demo site that has no
// build yet (configs/<slug>.json without dist/sites/<slug>/, see build-site.mjs), then starts the
// platform server from its sources: Node 22 strips the TypeScript types itself and the `source`
// condition resolves every workspace package to its src/, so nothing else needs a build first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const missing = readdirSync(join(root, 'configs'))
  .filter((file) => /^[a-z0-9-]+\.(json|ts)$/.test(file))
  .map((file) => file.replace(/\.(json|ts)$/, ''))
  .filter((slug) => !existsSync(join(root, 'dist', 'sites', slug, 'server', 'index.js')));
if (missing.length) {
  console.log(`[forecourt] building the dealer sites not built yet: ${missing.join(', ')}`);
  const build = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--disable-warning=ExperimentalWarning',
      join(root, 'tooling/scripts/src/build-site.mjs'),
      ...missing,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error(
      '[forecourt] some sites did not build; they answer 503 until `pnpm build:site <slug>` succeeds.',
    );
  }
} else {
  console.log('[forecourt] every dealer site is built (pnpm build:sites rebuilds what changed).');
}
const child = spawn(
  process.execPath,
  ['--conditions=source', '--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
