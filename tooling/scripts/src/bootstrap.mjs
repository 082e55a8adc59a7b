#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here. This file runs on whatever
// Node the machine has (20 or newer) and needs nothing installed: it finds or fetches the pinned
// pnpm, installs the workspace from the lockfile (which brings Node 22 into node_modules/.bin for
// every package script, see TOOLCHAIN.md), then hands over to the real script on Node 22.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const targets = { start: 'platform:start', check: 'check' };
const target = targets[process.argv[2]];
if (!target) {
  console.error(`usage: bootstrap.mjs ${Object.keys(targets).join('|')}`);
  process.exit(2);
}

const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = packageManager.replace(/^pnpm@/, '');

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { cwd: root, encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === pnpmVersion;
}

// Use the pinned pnpm from PATH when it is there; otherwise run it through npx, which also puts
// it on PATH for the nested `pnpm run` calls in package scripts.
let pnpm = ['pnpm'];
if (!pnpmOnPath()) {
  console.log(`[forecourt] pnpm ${pnpmVersion} not on PATH; using npx pnpm@${pnpmVersion}`);
  pnpm = ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const install = run(pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile'], { env });
if (install !== 0) {
  console.error('[forecourt] pnpm install failed; see the output above.');
  process.exit(install);
}
process.exit(run(pnpm[0], [...pnpm.slice(1), 'run', target], { env }));
