import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function config(env: NodeJS.ProcessEnv) {
  const dir = await mkdtemp(join(tmpdir(), 'forecourt-config-'));
  dirs.push(dir);
  return readServerConfig({ FORECOURT_ADMIN_KEY: 'k', ...env }, dir);
}

describe('FORECOURT_RATE_LIMIT_NAMESPACE', () => {
  it('is unset by default (the counters keep the forecourt prefix)', async () => {
    expect((await config({})).rateLimitNamespace).toBeUndefined();
  });

  it('names the shared counters of one deployment', async () => {
    expect((await config({ FORECOURT_RATE_LIMIT_NAMESPACE: 'staging' })).rateLimitNamespace).toBe(
      'staging',
    );
  });

  it('refuses a prefix that is not a plain name, naming the variable', async () => {
    await expect(config({ FORECOURT_RATE_LIMIT_NAMESPACE: 'a b:c' })).rejects.toThrow(
      /FORECOURT_RATE_LIMIT_NAMESPACE/,
    );
  });
});
