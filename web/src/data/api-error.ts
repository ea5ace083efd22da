/**
 * Why a call failed:
 * - `http`: the server answered with an error status (its `message`, or `status: text`);
 * - `network`: no answer at all (offline, server down, connection cut);
 * - `invalid-input`: the request broke the contract before it was sent;
 * - `invalid-response`: the server answered something the contract does not describe.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-input' | 'invalid-response';

/** Message of an answer that is not the JSON the contract describes (docs/product.md §7). */
export const INVALID_RESPONSE_MESSAGE = 'resposta inválida do servidor';
/** Message of a call that got no answer. */
export const NETWORK_ERROR_MESSAGE = 'Sem ligação ao servidor';

/** A failed API call, with a Portuguese message fit for a toast. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or 0 when there was no answer or the call was never sent. */
    readonly status: number,
    readonly kind: ApiErrorKind,
  ) {
    super(message);
  }

  /** No answer, or a gateway that could not reach the server: worth trying again later. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' || this.status === 502 || this.status === 503 || this.status === 504
    );
  }

  /**
   * The request as it is will not succeed by repeating it: a 4xx other than a lost session (401),
   * a timeout (408) or a rate limit (429), a request that broke the contract, or an answer the
   * contract does not describe.
   */
  get isRefusal(): boolean {
    if (this.kind === 'invalid-input' || this.kind === 'invalid-response') return true;
    if (this.kind !== 'http' || this.status < 400 || this.status >= 500) return false;
    return this.status !== 401 && this.status !== 408 && this.status !== 429;
  }
}

/** Whether `error` is an ApiError for which the request should be queued or retried. */
export function isTransientError(error: unknown): boolean {
  return error instanceof ApiError && error.isTransient;
}
