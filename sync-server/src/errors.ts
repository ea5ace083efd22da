import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error answered as `{ message }` with its status; the message is Portuguese and safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
