#!/usr/bin/env node
// `pnpm check:pack`: the publishable packages work outside the workspace. Builds them, packs
// each with `pnpm pack` (as `pnpm release` publishes them), installs every tarball with npm into
// a temporary project outside the workspace, then on plain Node 22 (no `source` condition, no
// bundler) imports every JavaScript entry of every package's `exports` — route modules included —
// and resolves every stylesheet export. A `?url`-style import left in any `dist` fails it too.
// Third-party dependencies come from the npm registry npm is configured with.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPublishable,
  bundlerOnlyImports,
  changesetProblems,
  exportSpecifiers,
  pack,
  publishablePackages,
  run,
  workspaceNode,
} from './published-packages.mjs';

const keep = process.argv.includes('--keep');
const log = (message) => console.log(`[pack-check] ${message}`);
const started = Date.now();

const packages = publishablePackages();
// A changeset naming a private package would stop `pnpm release` at `changeset version`.
const badChangesets = changesetProblems(packages);
if (badChangesets.length > 0) {
  console.error(
    `[pack-check] FAILED: changesets pnpm release cannot version:\n  ${badChangesets.join('\n  ')}`,
  );
  process.exit(1);
}
log(`${packages.length} publishable packages; building`);
buildPublishable(packages);

const work = mkdtempSync(join(tmpdir(), 'forecourt-pack-check-'));
const tarballs = join(work, 'tarballs');
const project = join(work, 'project');
let failed = false;
try {
  run('mkdir', ['-p', tarballs, project]);
  const dependencies = {};
  const overrides = {};
  for (const pkg of packages) {
    dependencies[pkg.name] = `file:${pack(pkg, tarballs)}`;
    // Internal dependencies (`"@forecourt/format": "0.1.0"` once packed) resolve to these same
    // tarballs, never to a registry.
    overrides[pkg.name] = `$${pkg.name}`;
  }
  log(`packed ${packages.length} tarballs; npm install in ${project}`);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'forecourt-pack-check', private: true, type: 'module', dependencies, overrides }, null, 2)}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], {
    cwd: project,
  });

  const problems = [];
  const specifiers = [];
  const stylesheets = [];
  for (const pkg of packages) {
    const installed = join(project, 'node_modules', ...pkg.name.split('/'));
    for (const hit of bundlerOnlyImports(installed)) {
      problems.push(`${pkg.name}: bundler-only import in ${hit}`);
    }
    const entries = exportSpecifiers(pkg.name, installed);
    specifiers.push(...entries.scripts);
    stylesheets.push(...entries.stylesheets);
  }

  // One plain-Node process imports every entry; each failure is reported, none stops the rest.
  const probe = join(project, 'import-every-entry.mjs');
  writeFileSync(
    probe,
    `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const scripts = ${JSON.stringify(specifiers)};
const stylesheets = ${JSON.stringify(stylesheets)};
const failures = [];
for (const specifier of scripts) {
  try {
    const module = await import(specifier);
    if (Object.keys(module).length === 0) failures.push(specifier + ': exports nothing');
  } catch (error) {
    failures.push(specifier + ': ' + String(error?.stack ?? error).split('\\n').slice(0, 3).join(' | '));
  }
}
for (const specifier of stylesheets) {
  try {
    const file = fileURLToPath(import.meta.resolve(specifier));
    if (!existsSync(file)) failures.push(specifier + ': resolves to a missing file ' + file);
  } catch (error) {
    failures.push(specifier + ': ' + String(error?.message ?? error));
  }
}
console.log(JSON.stringify({ imported: scripts.length, stylesheets: stylesheets.length, failures }));
`,
  );
  const output = run(workspaceNode, [probe], { cwd: project, quiet: true });
  const report = JSON.parse(output.trim().split('\n').at(-1));
  problems.push(...report.failures);
  log(
    `plain Node ${run(workspaceNode, ['--version'], { quiet: true }).trim()}: ${report.imported} entries imported, ${report.stylesheets} stylesheet exports resolved`,
  );

  if (problems.length > 0) {
    failed = true;
    console.error(`[pack-check] FAILED: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
  } else {
    log(
      `OK: all ${packages.length} packages install and import outside the workspace (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
} finally {
  if (keep) log(`kept ${work}`);
  else if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
