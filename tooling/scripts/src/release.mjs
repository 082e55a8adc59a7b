#!/usr/bin/env node
// `pnpm release`: cut a release of the publishable @forecourt/* packages.
//
//   1. `changeset version` consumes the waiting changesets in .changeset/: new versions, a
//      CHANGELOG.md per package, internal dependency ranges updated (skipped when none wait, or
//      with --publish-only).
//   2. builds every publishable package (turbo),
//   3. `pnpm publish -r` to the registry named by the environment — FORECOURT_REGISTRY, else
//      NPM_CONFIG_REGISTRY — never a default one. Versions the registry
//      already has are skipped, so a re-run publishes only what is missing. pnpm turns
//      `workspace:*` ranges into the versions being published.
//
// Authentication is the registry's business: a token in ~/.npmrc (or NPM_CONFIG_USERCONFIG).
// The release check (release-check.mjs) runs this with --publish-only against a throwaway
// Verdaccio. Commit the versioning (step 1) on main: `git add -A && git commit -m "release: …"`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildPublishable,
  changesetProblems,
  publishablePackages,
  root,
  run,
} from './published-packages.mjs';

const args = process.argv.slice(2);
const publishOnly = args.includes('--publish-only');
const dryRun = args.includes('--dry-run');
const log = (message) => console.log(`[release] ${message}`);

// Only what a person set: package managers inject a lowercase npm_config_registry (the public
// default) into scripts, which must never be published to by accident.
const registry = process.env.FORECOURT_REGISTRY || process.env.NPM_CONFIG_REGISTRY;
if (!registry) {
  console.error(
    '[release] no registry named: set FORECOURT_REGISTRY (or NPM_CONFIG_REGISTRY) to the registry to publish to, e.g. FORECOURT_REGISTRY=https://npm.example.com/ pnpm release',
  );
  process.exit(2);
}

const pending = readdirSync(join(root, '.changeset')).filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
);
if (publishOnly) {
  log('--publish-only: versions as committed');
} else if (pending.length === 0) {
  log('no changesets waiting: publishing the versions as committed');
} else {
  const problems = changesetProblems(publishablePackages());
  if (problems.length > 0) {
    console.error(`[release] fix these changesets first:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  log(`changeset version: ${pending.length} changesets`);
  run('pnpm', ['exec', 'changeset', 'version']);
  // The new versions only change the packages' own manifests; keep the lockfile in step.
  run('pnpm', ['install', '--lockfile-only', '--prefer-offline']);
}

const packages = publishablePackages();
log(`building ${packages.length} packages`);
buildPublishable(packages);

log(`publishing to ${registry}${dryRun ? ' (dry run)' : ''}`);
run('pnpm', [
  'publish',
  '-r',
  '--no-git-checks',
  '--access',
  'restricted',
  '--registry',
  registry,
  ...(dryRun ? ['--dry-run'] : []),
]);
log(
  `done: ${packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}${pending.length > 0 && !publishOnly ? '\n[release] commit the new versions, CHANGELOG.md files and the consumed changesets' : ''}`,
);
