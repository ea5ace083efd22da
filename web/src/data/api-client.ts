import {
  IDEMPOTENCY_HEADER,
  endpointPath,
  endpoints,
  errorBodySchema,
  messages,
} from '@risema/finance-core/contract';
import type { Endpoint, EndpointName } from '@risema/finance-core/contract';
import type { z } from 'zod';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';
import { validateInput } from './validate-input';

type Endpoints = typeof endpoints;

/** The parsed answer of an endpoint, as the contract describes it. */
export type ApiResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The JSON body an endpoint accepts (before the contract's transforms). */
export type ApiBody<N extends EndpointName> = Endpoints[N] extends {
  body: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;
type ApiQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
type ApiFields<N extends EndpointName> = Endpoints[N] extends {
  multipart: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;

export interface RequestOptions<N extends EndpointName> {
  /** Values of the path's `:params`. */
  params?: Record<string, string>;
  body?: ApiBody<N>;
  query?: ApiQuery<N>;
  /** Multipart fields and the `document` file of an upload. */
  fields?: ApiFields<N>;
  file?: { data: Blob; name: string };
  /** Sent as `Idempotency-Key`, so that a replay is answered without running twice. */
  idempotencyKey?: string;
  /** Send this token instead of the current one (the outbox replays under its own user's token). */
  token?: string;
}

export interface ApiClientOptions {
  /** Origin of the API; empty in the browser (same origin as the app). */
  baseUrl: string;
  /** The current session token, or null when signed out. */
  getToken(): string | null;
  /** Called with the token the server no longer accepts (401), so a live session can end. */
  onUnauthorized?(token: string): void;
  fetch?: typeof fetch;
  /** Milliseconds before a call without answer counts as a network failure. */
  timeoutMs?: number;
  /** The same, for uploads (a 10 MB workbook on a slow line). */
  uploadTimeoutMs?: number;
}

export interface ApiClient {
  request<N extends EndpointName>(name: N, options?: RequestOptions<N>): Promise<ApiResponse<N>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_UPLOAD_TIMEOUT_MS = 180_000;

/**
 * The only way the web app talks to the server: bearer token, bodies validated with the
 * contract before sending, answers parsed with the contract, errors as Portuguese messages
 * (the body's `message`, otherwise `status: text`, docs/product.md §7–§8).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<N extends EndpointName>(
    name: N,
    request: RequestOptions<N> = {},
  ): Promise<ApiResponse<N>> {
    const endpoint: Endpoint = endpoints[name];
    const headers = new Headers({ Accept: 'application/json' });
    const token = request.token ?? options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (request.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, request.idempotencyKey);

    let body: BodyInit | undefined;
    if (endpoint.body) {
      const parsed = validateInput(endpoint.body, request.body ?? {});
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(parsed);
    } else if (endpoint.multipart) {
      const fields = validateInput(endpoint.multipart, request.fields ?? {}) as Record<
        string,
        unknown
      >;
      if (!request.file) throw new ApiError(messages.missingFile, 0, 'invalid-input');
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
      form.set('document', request.file.data, request.file.name);
      body = form;
    }

    let url = options.baseUrl + endpointPath(name, request.params);
    if (endpoint.query && request.query) {
      // Query schemas of the contract hold strings only.
      const query = validateInput(endpoint.query, request.query) as Record<
        string,
        string | undefined
      >;
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) search.set(key, value);
      }
      if (search.size > 0) url += `?${search.toString()}`;
    }

    const timeout = endpoint.multipart
      ? (options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS)
      : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network');
    }

    const text = await readText(response);
    if (!response.ok) {
      if (response.status === 401 && token && endpoint.roles !== 'public') {
        options.onUnauthorized?.(token);
      }
      throw new ApiError(errorMessage(response, text), response.status, 'http');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, 'invalid-response');
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status, 'invalid-response');
    }
    return parsed.data as ApiResponse<N>;
  }

  return { request };
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network');
  }
}

/** The body's `message` when it has one; otherwise `status: text` (or the status text). */
function errorMessage(response: Response, text: string): string {
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success && body.data.message) return body.data.message;
  } catch {
    // Not JSON: fall through to the status line.
  }
  const detail = text.trim() || response.statusText;
  return `${response.status}: ${detail}`;
}
