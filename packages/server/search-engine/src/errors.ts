/** Meilisearch error types as they appear in the `type` field of an error body. */
export type MeiliErrorType = 'invalid_request' | 'auth' | 'internal' | 'system';

/** The JSON body Meilisearch answers with when a request fails. */
export interface MeiliErrorBody {
  message: string;
  code: string;
  type: MeiliErrorType;
  link: string;
}

/** HTTP status for each error code this engine raises (Meilisearch's own table). */
const STATUS_BY_CODE: Record<string, number> = {
  index_not_found: 404,
  document_not_found: 404,
  task_not_found: 404,
  index_already_exists: 409,
  missing_authorization_header: 401,
  invalid_api_key: 403,
  internal: 500,
  payload_too_large: 413,
  unsupported_media_type: 415,
  missing_content_type: 415,
};

const TYPE_BY_CODE: Record<string, MeiliErrorType> = {
  missing_authorization_header: 'auth',
  invalid_api_key: 'auth',
  internal: 'internal',
};

/**
 * An error in Meilisearch's shape: `toJSON()` gives the body an HTTP layer sends back and
 * `httpStatus` the status to send it with.
 */
export class MeiliError extends Error {
  readonly code: string;
  readonly type: MeiliErrorType;
  readonly link: string;
  httpStatus: number;
  /** Set when the failure was recorded as a failed task. */
  taskUid: number | undefined;

  constructor(code: string, message: string, httpStatus?: number) {
    super(message);
    this.name = 'MeiliError';
    this.code = code;
    this.type = TYPE_BY_CODE[code] ?? 'invalid_request';
    this.link = `https://docs.meilisearch.com/errors#${code}`;
    this.httpStatus = httpStatus ?? STATUS_BY_CODE[code] ?? 400;
    this.taskUid = undefined;
  }

  toJSON(): MeiliErrorBody {
    return { message: this.message, code: this.code, type: this.type, link: this.link };
  }
}

/** True for a {@link MeiliError}. */
export function isMeiliError(value: unknown): value is MeiliError {
  return value instanceof MeiliError;
}

export function indexNotFound(uid: string): MeiliError {
  return new MeiliError('index_not_found', `Index \`${uid}\` not found.`);
}

export function documentNotFound(id: string): MeiliError {
  return new MeiliError('document_not_found', `Document \`${id}\` not found.`);
}

/** Formats an attribute list the way Meilisearch error messages do: `a, b, c`. */
export function listAttributes(attributes: readonly string[]): string {
  return [...attributes].sort().join(', ');
}
