import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

describe('data dir lock', () => {
  it('refuses a second holder while the first is alive, and frees the dir on release', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'lock-')), 'db');
    const first = acquireDataDirLock(dir, 'server');
    writeFileSync(first.path, JSON.stringify({ pid: process.ppid, holder: 'server' }));
    expect(() => acquireDataDirLock(dir, 'stock:import')).toThrow(DataDirLockedError);
    first.release();
    expect(existsSync(first.path)).toBe(false);
    acquireDataDirLock(dir, 'stock:import').release();
  });

  it('takes over a lock left by a process that died (e.g. SIGKILL)', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'lock-')), 'db');
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, holder: 'gone' }));
    const lock = acquireDataDirLock(dir, 'server');
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });

  it('is taken by openDatabase for an embedded data dir and released on close', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'lock-')), 'db');
    const db = await openDatabase({ dataDir: dir, holder: 'test' });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
