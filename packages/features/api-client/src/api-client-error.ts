/** What an {@link ApiClientError} is built from. */
export interface ApiClientErrorInit {
  /** The HTTP status, or 0 when no answer arrived (network failure, aborted request). */
  status: number;
  /** Field messages from the server's `{ error, fields }` body; empty when there are none. */
  fields?: Readonly<Record<string, string>> | undefined;
  /** The parsed response body, when there was one. */
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed platform API call. `message` is the server's `error` text (the platform's error
 * contract is JSON `{ error, fields }`), or the client's fallback when the server gave none.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  readonly body: unknown;

  constructor(message: string, init: ApiClientErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiClientError';
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.body = init.body;
  }

  /** True when the request never got an answer (offline, DNS, connection reset, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Narrows an unknown thrown value to an {@link ApiClientError}. */
export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
