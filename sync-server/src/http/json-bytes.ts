/**
 * UTF-8 JSON the store produced (SQLite's JSON functions, or statements this server stored as
 * JSON), known to hold a `T`. Reads answer these bytes as they are: no parse, no re-serialisation
 * and no round trip through JavaScript strings (whose non-ASCII text costs two transcodings).
 */
export type JsonBytes<T> = Uint8Array<ArrayBuffer> & { readonly __jsonOf: T };

/** Marks bytes the store produced as JSON of `T` (only for bytes built from trusted columns). */
export function jsonBytes<T>(bytes: Uint8Array): JsonBytes<T> {
  return bytes as JsonBytes<T>;
}

/** Joins JSON fragments (text written here, bytes from the store) into one answer. */
export function joinJson<T>(parts: readonly (string | Uint8Array)[]): JsonBytes<T> {
  return jsonBytes<T>(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
  );
}
