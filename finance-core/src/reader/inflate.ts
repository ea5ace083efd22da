import { Inflate, inflateSync } from 'fflate';

/**
 * Raw DEFLATE (RFC 1951) through fflate's streaming inflater, with a cap on the output: the
 * compressed data is pushed a chunk at a time and every byte that comes out is counted, so a zip
 * entry that lies about its size stops at the cap instead of expanding as far as it likes. Pure
 * JavaScript, synchronous, no Node or DOM API, so it runs unchanged in a Web Worker.
 */

/** The entry would expand past the cap it was given. */
export class InflateLimitError extends Error {
  constructor() {
    super('inflated data exceeds the limit');
    this.name = 'InflateLimitError';
  }
}

/** The compressed data is invalid or truncated. */
export class InflateDataError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`invalid deflate data: ${reason}`, options);
    this.name = 'InflateDataError';
  }
}

/** DEFLATE's largest expansion: a 258-byte match costs at least 2 bits, about 1032:1. */
const MAX_RATIO = 1032;

/**
 * The smallest compressed chunk pushed at once. One push may write up to `MAX_RATIO` times its
 * input before the count is checked, so this bounds the overshoot past the cap (16 KiB → at most
 * about 16.5 MiB) while keeping the number of pushes, each of which copies fflate's 32 KiB window,
 * small.
 */
const MIN_CHUNK = 16 * 1024;

/**
 * Compressed entries up to this size are first inflated in one go by fflate into a buffer of the
 * size the archive declares plus one byte: no buffer growth and no window copies, about three times
 * faster than the streaming path on a workbook's small parts. fflate does not write past a buffer
 * it is given but goes on decoding, so a lying entry wastes at most `MAX_RATIO` × 16 KiB (about
 * 16.5 MB) of decoding before it is found out and sent down the counted streaming path.
 */
const ONE_SHOT_MAX_INPUT = 16 * 1024;

/**
 * Inflates raw DEFLATE `input`, never keeping more than `maxOutput` bytes: past it,
 * `InflateLimitError`. Invalid or truncated data throws `InflateDataError`. `declaredSize` (what
 * the archive says the entry holds) is trusted for nothing but the first attempt's buffer.
 */
export function inflateRaw(input: Uint8Array, declaredSize: number, maxOutput: number): Uint8Array {
  // fflate answers an empty stream with empty output; DEFLATE has no empty encoding.
  if (input.length === 0) throw new InflateDataError('empty stream');
  if (
    input.length <= ONE_SHOT_MAX_INPUT &&
    declaredSize <= maxOutput &&
    declaredSize <= input.length * MAX_RATIO
  ) {
    const inflated = inflateOneShot(input, declaredSize);
    if (inflated) return inflated;
  }
  return inflateCounted(input, maxOutput);
}

/**
 * The entry inflated into a buffer one byte larger than declared, or null when it does not fit
 * (a full buffer: the entry is larger than it says) or fflate refuses it (the streaming path then
 * says why).
 */
function inflateOneShot(input: Uint8Array, declaredSize: number): Uint8Array | null {
  try {
    const out = inflateSync(input, { out: new Uint8Array(declaredSize + 1) });
    return out.length <= declaredSize ? out : null;
  } catch {
    return null;
  }
}

/**
 * fflate's streaming inflater, counting every byte that comes out. While what is left of the input
 * cannot expand past the cap it is pushed in one go; otherwise in chunks that shrink with the
 * budget left, down to `MIN_CHUNK`.
 */
function inflateCounted(input: Uint8Array, maxOutput: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxOutput) throw new InflateLimitError();
    if (chunk.length > 0) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < input.length;) {
      const size = Math.max(MIN_CHUNK, Math.floor((maxOutput - total) / MAX_RATIO));
      const end = Math.min(input.length, at + size);
      inflater.push(input.subarray(at, end), end === input.length);
      at = end;
    }
  } catch (error) {
    if (error instanceof InflateLimitError) throw error;
    // fflate throws plain errors with a numeric code (unexpected EOF, invalid block type…).
    throw new InflateDataError(error instanceof Error ? error.message : 'unknown', {
      cause: error,
    });
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
