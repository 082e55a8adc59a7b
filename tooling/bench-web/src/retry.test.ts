import { describe, expect, it } from 'vitest';
import { isRetriedLighthouseError, LighthouseRunError, withRetries } from './retry.ts';

const noNavstart = () => new LighthouseRunError('http://x.localhost/', 'NO_NAVSTART', 'no nav');

describe('withRetries (a Lighthouse run that hits NO_NAVSTART is run again)', () => {
  it('retries NO_NAVSTART up to twice and returns the run that succeeds', async () => {
    const tries: number[] = [];
    const retried: number[] = [];
    const result = await withRetries(
      async (tryNumber) => {
        tries.push(tryNumber);
        if (tryNumber < 3) throw noNavstart();
        return 'measured';
      },
      { onRetry: (_error, tryNumber) => retried.push(tryNumber) },
    );
    expect(result).toBe('measured');
    expect(tries).toEqual([1, 2, 3]);
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after two retries with the last error', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw noNavstart();
      }),
    ).rejects.toThrow(/NO_NAVSTART/);
    expect(tries).toBe(3);
  });

  it('does not retry any other failure', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw new LighthouseRunError(
          'http://x.localhost/',
          'ERRORED_DOCUMENT_REQUEST',
          'status 500',
        );
      }),
    ).rejects.toThrow(/ERRORED_DOCUMENT_REQUEST/);
    expect(tries).toBe(1);
  });

  it('tells NO_NAVSTART apart from other errors', () => {
    expect(isRetriedLighthouseError(noNavstart())).toBe(true);
    expect(isRetriedLighthouseError(new Error('NO_NAVSTART'))).toBe(false);
    expect(isRetriedLighthouseError(new LighthouseRunError('u', 'PAGE_HUNG', 'hung'))).toBe(false);
  });
});
