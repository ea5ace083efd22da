import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answered as `{ message }` with its status; the message is Portuguese and safe to show.
 * `headers` go out with it (e.g. `Retry-After` on a 429).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
