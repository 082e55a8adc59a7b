import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * Another process holds the embedded database folder. PGlite itself does not notice a second
 * process on the same folder (both would write to it and corrupt it), so Forecourt's tools take
 * this lock file beside the folder first.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly pid: number;
  readonly holder: string;

  constructor(dataDir: string, pid: number, holder: string) {
    super(`The embedded database at ${dataDir} is in use by process ${pid} (${holder}).`);
    this.pid = pid;
    this.holder = holder;
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dataDir>.lock` (pid and holder name) or throws {@link DataDirLockedError} while a live
 * process holds it; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string, holder: string): DataDirLock {
  const path = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid?: unknown; holder?: unknown } = {};
      try {
        owner = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // unreadable: treat as stale
      }
      const pid = typeof owner.pid === 'number' ? owner.pid : 0;
      if (pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid, String(owner.holder ?? 'unknown'));
      }
      try {
        unlinkSync(path);
      } catch {
        // raced with another process: the next attempt decides
      }
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
