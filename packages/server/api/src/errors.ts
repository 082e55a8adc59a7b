/** An error answered to the client as JSON `{ error, fields? }` with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  toJSON(): { error: string; fields?: Record<string, string> } {
    return this.fields ? { error: this.message, fields: this.fields } : { error: this.message };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, message, fields ? { fields } : {});
export const unauthorized = (message = 'Sign in required.') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
