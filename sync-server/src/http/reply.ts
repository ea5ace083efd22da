import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { CompressibleJson, GzipJson } from './gzip-json';
import { gzipJsonAsync } from './gzip-json';
import type { JsonBytes } from './json-bytes';
import { jsonResponse } from './json-response';

/**
 * Answers built per request are compressed from this size up: a smaller one leaves in the first
 * round trip either way, and compressing it costs the server more than it saves on the wire.
 */
export const GZIP_MIN_BYTES = 4096;

/**
 * What a handler answers, 200 unless told: a body of the endpoint's response schema; the same as
 * JSON bytes already built; as such bytes with their gzip form made once and kept
 * (`compressible`); or, only when the client accepts gzip, as a gzip form already made. Answers
 * of GET calls are compressed for clients that accept gzip when they are large enough.
 */
export type Reply<S extends z.ZodType> = { status?: ContentfulStatusCode } & (
  | { body: z.input<S> }
  | { json: JsonBytes<z.input<S>> }
  | { compressible: CompressibleJson<z.input<S>> }
  | { gzip: GzipJson<z.input<S>> }
);

/**
 * The HTTP answer of a reply. Only `negotiated` answers (those of GET calls) may be compressed:
 * the answers of mutations are small, and idempotent replays keep them as text.
 */
export async function respond<S extends z.ZodType>(
  reply: Reply<S>,
  negotiated: boolean,
  gzipAccepted: boolean,
): Promise<Response> {
  const status = reply.status ?? 200;
  if ('gzip' in reply) {
    if (!gzipAccepted) throw new Error('a gzip answer to a request that does not accept it');
    return jsonResponse(reply.gzip, status, 'gzip');
  }
  if ('compressible' in reply) {
    const { json } = reply.compressible;
    if (!negotiated) return jsonResponse(json, status, 'fixed');
    return gzipAccepted && json.byteLength >= GZIP_MIN_BYTES
      ? jsonResponse(reply.compressible.gzip, status, 'gzip')
      : jsonResponse(json, status, 'identity');
  }
  const json = 'json' in reply ? reply.json : JSON.stringify(reply.body);
  if (!negotiated) return jsonResponse(json, status, 'fixed');
  // A string's length never exceeds its UTF-8 size: a fair measure of "large enough".
  return gzipAccepted && json.length >= GZIP_MIN_BYTES
    ? jsonResponse(await gzipJsonAsync(json), status, 'gzip')
    : jsonResponse(json, status, 'identity');
}
