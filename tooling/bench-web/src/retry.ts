import { LIGHTHOUSE_RETRIES, RETRIED_LIGHTHOUSE_ERRORS } from './options.ts';

/** A Lighthouse run that ended in a runtime error (`lhr.runtimeError`). */
export class LighthouseRunError extends Error {
  readonly code: string;

  constructor(url: string, code: string, message: string) {
    super(`Lighthouse failed on ${url}: ${code} ${message}`);
    this.code = code;
  }
}

/**
 * Whether a failed run is worth running again: Lighthouse's `NO_NAVSTART` (Chromium on these
 * machines sometimes reports no navigation start for a page that loads fine) is; a page that
 * errors or a Lighthouse that cannot start is not.
 */
export function isRetriedLighthouseError(error: unknown): boolean {
  return error instanceof LighthouseRunError && RETRIED_LIGHTHOUSE_ERRORS.includes(error.code);
}

/**
 * Runs `attempt` and runs it again, up to `retries` more times, while it fails with an error
 * `shouldRetry` accepts; any other error, or the last one, is thrown.
 */
export async function withRetries<T>(
  attempt: (tryNumber: number) => Promise<T>,
  {
    retries = LIGHTHOUSE_RETRIES,
    shouldRetry = isRetriedLighthouseError,
    onRetry,
  }: {
    retries?: number;
    shouldRetry?: (error: unknown) => boolean;
    onRetry?: (error: unknown, tryNumber: number) => void;
  } = {},
): Promise<T> {
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      if (tryNumber > retries || !shouldRetry(error)) throw error;
      onRetry?.(error, tryNumber);
    }
  }
}
