import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../../apps/server/src/spawn-server.ts';
import { ADMIN_KEY, ALL_SITES, REPO_ROOT } from './site-list.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The platform server every browser test file shares (`http://127.0.0.1:<port>`). */
    serverUrl: string;
  }
}

/**
 * Builds the demo sites that have no build yet: all six, as the links check visits every one (a
 * site already built costs nothing here; `pnpm test:e2e` builds them all before the run).
 */
async function buildSitesIfMissing(): Promise<void> {
  const missing = ALL_SITES.filter((slug) => !existsSync(join(REPO_ROOT, 'dist/sites', slug)));
  if (!missing.length) return;
  await promisify(execFile)(
    process.execPath,
    [join(REPO_ROOT, 'tooling/scripts/src/build-site.mjs'), ...missing],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
}

/**
 * One real platform server for every browser test file, on a fresh embedded database: the first
 * start seeds ~4,200 vehicles and indexes them, so it is paid once per run, not per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildSitesIfMissing();
  const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-e2e-'));
  const server = await spawnServer(
    {
      FORECOURT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      FORECOURT_ADMIN_KEY: ADMIN_KEY,
      // Every browser test is one client (127.0.0.1) acting as many shoppers, and the files
      // together send well over the default 20 leads a minute per client, and the search path
      // check (search-paths.server.test.ts) opens a group's every make and model page, each a
      // few searches, within a minute. The limits themselves are tested by the API's
      // rate-limit tests.
      FORECOURT_RATE_LIMITS: 'leads.client=600/60,search.client=20000/60',
    },
    { startTimeoutMs: 220_000 },
  );
  project.provide('serverUrl', server.url);
  return async () => {
    await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  };
}
