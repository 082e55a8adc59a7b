import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Test support for the `pnpm stock:import` command line: runs it in a child process, as a dealer's
 * scheduled job would. Not part of the package's API.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, 'stock-import-cli.ts');

/**
 * The workspace's Node 22 binary (it runs .ts files), else the one running the tests: the binary
 * itself, not node_modules/.bin/node (a shell wrapper), so that a SIGKILL reaches the import.
 */
function workspaceNode(): string {
  for (let dir = HERE; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '.bin', 'node');
    if (existsSync(candidate)) {
      return execFileSync(candidate, ['-p', 'process.execPath'], { encoding: 'utf8' }).trim();
    }
  }
  return process.execPath;
}

/** What a run of the command printed and how it ended. */
export interface StockImportCliRun {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `pnpm stock:import <args>` without the caller's database settings (plus `env`); with
 * `killAfterBatches` it sends SIGKILL as soon as the child reports that many batches committed
 * (mid-import, another batch already in flight).
 */
export function runStockImportCli(
  args: string[],
  options: { env?: Record<string, string | undefined>; killAfterBatches?: number } = {},
): Promise<StockImportCliRun> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.DATABASE_URL;
  delete env.FORECOURT_DATA_DIR;
  delete env.INIT_CWD;
  Object.assign(env, options.env);
  const { killAfterBatches } = options;
  return new Promise((done, fail) => {
    const child = spawn(
      workspaceNode(),
      [
        '--conditions=source',
        '--experimental-transform-types',
        '--disable-warning=ExperimentalWarning',
        CLI,
        ...args,
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const committed = stderr.match(/rows \d+–\d+ committed/g)?.length ?? 0;
      if (killAfterBatches !== undefined && committed >= killAfterBatches) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}
