/**
 * Bytes to text for the SAF-T reader. The XML declaration is not trusted (exports declare
 * Windows-1252 over UTF-8 bytes and the other way round): the bytes are read as strict UTF-8, and
 * a file that is not valid UTF-8 is read again as Windows-1252 (`read-saft.ts`).
 */

/** The two encodings a SAF-T comes in. */
export type SaftEncoding = 'utf-8' | 'windows-1252';

/** Decodes a byte stream a chunk at a time (a character may straddle two chunks). */
export interface ChunkDecoder {
  /** Throws `InvalidEncodingError` when the bytes are not valid in the encoding. */
  decode(chunk: Uint8Array, last: boolean): string;
}

/** The bytes are not valid in the encoding tried. */
export class InvalidEncodingError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('invalid byte sequence', options);
    this.name = 'InvalidEncodingError';
  }
}

/**
 * The WHATWG `TextDecoder`, which every runtime the reader runs in has (browsers, Web Workers,
 * Node): reached through `globalThis` because finance-core compiles without DOM or Node types.
 * Native code, so strict UTF-8 costs next to nothing next to the XML parse.
 */
interface StrictDecoder {
  decode(input: Uint8Array, options: { stream: boolean }): string;
}
type StrictDecoderConstructor = new (
  label: string,
  options: { fatal: boolean; ignoreBOM: boolean },
) => StrictDecoder;

function utf8Decoder(): ChunkDecoder {
  const { TextDecoder } = globalThis as unknown as { TextDecoder: StrictDecoderConstructor };
  // ignoreBOM false: a leading byte-order mark is dropped, not handed to the XML parser.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return {
    decode(chunk, last) {
      try {
        return decoder.decode(chunk, { stream: !last });
      } catch (error) {
        throw new InvalidEncodingError({ cause: error });
      }
    },
  };
}

/** Windows-1252 bytes 0x80–0x9F (the rest is ISO-8859-1: the byte is the code point). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

const CP1252 = new Uint16Array(256);
for (let byte = 0; byte < 256; byte++) {
  CP1252[byte] = byte >= 0x80 && byte < 0xa0 ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte;
}

/** Code units turned into a string this many at a time (the argument limit of `apply`). */
const CODE_UNITS_PER_CALL = 8192;

function windows1252Decoder(): ChunkDecoder {
  return {
    decode(chunk) {
      const units = new Uint16Array(chunk.length);
      for (let i = 0; i < chunk.length; i++) units[i] = CP1252[chunk[i]!]!;
      const parts: string[] = [];
      for (let at = 0; at < units.length; at += CODE_UNITS_PER_CALL) {
        parts.push(
          String.fromCharCode.apply(
            null,
            units.subarray(at, at + CODE_UNITS_PER_CALL) as unknown as number[],
          ),
        );
      }
      return parts.join('');
    },
  };
}

/** A chunk decoder for the encoding. */
export function chunkDecoder(encoding: SaftEncoding): ChunkDecoder {
  return encoding === 'utf-8' ? utf8Decoder() : windows1252Decoder();
}
