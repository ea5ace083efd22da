import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SECURITY_HEADERS, markSecured } from './security-headers';

/** How a JSON answer goes out. */
export type JsonEncoding =
  /** As is, and the same for every client (errors, answers of mutations). */
  | 'fixed'
  /** As is, to a client that did not accept gzip or for an answer too small to gain from it. */
  | 'identity'
  /** Compressed, to a client that accepts gzip. */
  | 'gzip';

/**
 * API answers carry tokens or company data: no cache (browser, proxy, shared computer) may keep
 * them (issue 14). The client keeps what it needs in its own store.
 */
export const NO_STORE = Object.freeze({ 'Cache-Control': 'no-store' });

/** Header records built once: @hono/node-server writes a plain record straight to the socket. */
const HEADERS: Record<JsonEncoding, Readonly<Record<string, string>>> = {
  fixed: Object.freeze({ 'Content-Type': 'application/json', ...NO_STORE, ...SECURITY_HEADERS }),
  identity: Object.freeze({
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
    ...NO_STORE,
    ...SECURITY_HEADERS,
  }),
  gzip: Object.freeze({
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
    ...NO_STORE,
    ...SECURITY_HEADERS,
  }),
};

/**
 * A JSON answer with the security headers, built so nothing copies or rebuilds its headers on
 * the way out. Answers that may be compressed say `Vary: Accept-Encoding` in both forms.
 */
export function jsonResponse(
  body: string | Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  encoding: JsonEncoding,
): Response {
  return markSecured(new Response(body, { status, headers: HEADERS[encoding] }));
}
