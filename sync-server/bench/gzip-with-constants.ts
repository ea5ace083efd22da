import { Buffer } from 'node:buffer';
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member's header: deflate, no name or time, best compression (XFL 2), Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0x03]);
/** An empty final block with the fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Longest stored (uncompressed) deflate block. */
const STORED_MAX = 0xffff;
/** Shorter constants are left to the stored blocks (a `[]` would match anywhere). */
const MIN_CONSTANT = 64;

/** Stored blocks holding `bytes` as they are (RFC 1951 §3.2.4), on a byte boundary. */
function stored(bytes: Uint8Array): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return blocks;
}

/**
 * Makes the gzip form of many JSON answers that share the same large pieces (a bench's seeded
 * periods: the same statements under another company and period), far faster than compressing
 * each: every shared piece is deflated once (level 9, ending on a byte boundary) and reused, the
 * rest of an answer (ids, keys) goes in stored blocks, and the CRC of the whole answer closes it.
 * Any gzip decoder reads the result as one member; it decompresses to exactly `json`, and is
 * longer than compressing the answer whole (a financial-data answer: some 3.6 KB, not 2.6 KB).
 */
export class GzipWithConstants {
  readonly #pieces: { bytes: Buffer; deflated: Buffer }[];

  constructor(pieces: readonly Uint8Array[]) {
    this.#pieces = pieces
      .filter((piece) => piece.length >= MIN_CONSTANT)
      .map((piece) => ({
        bytes: Buffer.from(piece.buffer, piece.byteOffset, piece.length),
        // A full flush ends the blocks on a byte boundary, and nothing after refers back.
        deflated: deflateRawSync(piece, { level: 9, finishFlush: zlib.Z_FULL_FLUSH }),
      }));
  }

  /** The gzip form of `json`, whose shared pieces appear in it in the constructor's order. */
  gzip(json: Uint8Array): Buffer {
    const whole = Buffer.from(json.buffer, json.byteOffset, json.length);
    const parts: Buffer[] = [HEADER];
    let at = 0;
    for (const piece of this.#pieces) {
      const found = whole.indexOf(piece.bytes, at);
      if (found < 0) continue;
      parts.push(...stored(whole.subarray(at, found)), piece.deflated);
      at = found + piece.bytes.length;
    }
    parts.push(...stored(whole.subarray(at)), FINAL_BLOCK);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(whole) >>> 0, 0);
    trailer.writeUInt32LE(whole.length >>> 0, 4);
    parts.push(trailer);
    return Buffer.concat(parts);
  }
}
