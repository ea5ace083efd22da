/**
 * UTF-8 JSON known to hold a `T`: serialised here, or stored by this server as JSON and read
 * back as bytes. Reads answer stored bytes as they are: no parse, no re-serialisation and no
 * round trip through JavaScript strings (whose non-ASCII text costs two transcodings).
 */
export type JsonBytes<T> = Uint8Array<ArrayBuffer> & { readonly __jsonOf: T };

/** Marks bytes as JSON of `T` (only for bytes this server serialised, or stored as such). */
export function jsonBytes<T>(bytes: Uint8Array): JsonBytes<T> {
  return bytes as JsonBytes<T>;
}

/** Joins JSON fragments (text written here, stored bytes) into one answer. */
export function joinJson<T>(parts: readonly (string | Uint8Array)[]): JsonBytes<T> {
  return jsonBytes<T>(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
  );
}
