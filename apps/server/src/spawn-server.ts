import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Ends the process with SIGKILL (no graceful shutdown) or SIGTERM. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * Starts the real platform server (`src/main.ts`) in its own process on a free loopback port and
 * resolves once it logs that it listens (so `LOG_LEVEL` must stay at `info` or below); a server
 * that has not started within `startTimeoutMs` (default 120 s) is killed. Used by the durability
 * test, the API benchmark and the browser tests.
 */
export function spawnServer(
  env: Record<string, string>,
  {
    startTimeoutMs = 120_000,
    execArgv = [],
  }: {
    startTimeoutMs?: number;
    /** Extra Node flags for the server process (e.g. `--cpu-prof`). */
    execArgv?: string[];
  } = {},
): Promise<SpawnedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...execArgv, '--conditions=source', main], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    // A server that never says it listens is stopped, not left running behind a failed test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`server exited with ${code}:\n${output}`));
    };
    child.on('exit', onExit);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (started) return;
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('platform server listening'));
      if (!line) return;
      started = true;
      clearTimeout(timer);
      resolve({
        child,
        url: (JSON.parse(line) as { url: string }).url.replace('localhost', '127.0.0.1'),
        stop: (signal = 'SIGTERM') =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      });
    });
  });
}
