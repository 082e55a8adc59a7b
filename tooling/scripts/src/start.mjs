#!/usr/bin/env node
// `npm start` ends here, on Node 22 (see bootstrap.mjs). It starts the platform server from its
// sources: Node 22 strips the TypeScript types itself and the `source` condition resolves every
// workspace package to its src/, so nothing needs a build first. Dealer-site builds are added
// here when the sites arrive.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const child = spawn(
  process.execPath,
  ['--conditions=source', '--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
