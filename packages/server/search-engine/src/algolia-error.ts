/** An error answered in Algolia's shape: `{ message, status }` with `status` as the HTTP status. */
export class AlgoliaError extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.name = 'AlgoliaError';
    this.status = status;
  }

  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status };
  }
}
