import { deflateRawSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InflateDataError, InflateLimitError, inflateRaw } from './inflate';

/** Deterministic pseudo-random bytes (a small LCG), so failures reproduce. */
function noise(length: number, seed: number, alphabet = 256): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = (state >>> 16) % alphabet;
  }
  return out;
}

function xmlLike(rows: number): Uint8Array {
  let text = '<sheetData>';
  for (let r = 1; r <= rows; r++) {
    text += `<row r="${r}"><c r="A${r}" t="s"><v>${r % 17}</v></c><c r="B${r}"><v>${(r * 1234.56).toFixed(2)}</v></c></row>`;
  }
  return new TextEncoder().encode(`${text}</sheetData>`);
}

const samples: Array<[string, Uint8Array]> = [
  ['empty', new Uint8Array(0)],
  ['one byte', new Uint8Array([42])],
  ['sheet-like XML', xmlLike(3000)],
  ['random bytes', noise(70_000, 7)],
  ['low-entropy bytes', noise(200_000, 11, 4)],
  ['long runs', new Uint8Array(300_000).fill(65)],
];

describe('inflateRaw', () => {
  for (const [name, data] of samples) {
    for (const [label, options] of [
      ['stored', { level: 0 }],
      ['fast', { level: 1 }],
      ['default', { level: 6 }],
      ['best', { level: 9 }],
      ['fixed Huffman', { strategy: constants.Z_FIXED }],
      ['Huffman only', { strategy: constants.Z_HUFFMAN_ONLY }],
      ['run-length', { strategy: constants.Z_RLE }],
    ] as const) {
      it(`restores ${name} compressed ${label}, in one go and streamed`, () => {
        const compressed = deflateRawSync(data, options);
        // The declared size lets a small entry go in one go; a declared 0 sends any entry that
        // holds something down the streaming path.
        for (const declared of [data.length, 0]) {
          const restored = inflateRaw(compressed, declared, data.length);
          expect(Buffer.from(restored).equals(Buffer.from(data))).toBe(true);
        }
      });
    }
  }

  it('grows past a size hint that is too small, within the cap', () => {
    const data = xmlLike(500);
    const restored = inflateRaw(deflateRawSync(data), 10, data.length);
    expect(restored.length).toBe(data.length);
  });

  it('stops at the cap whatever the declared size', () => {
    const data = new Uint8Array(1_000_000);
    const compressed = deflateRawSync(data);
    expect(compressed.length).toBeLessThan(16 * 1024);
    for (const declared of [1000, 999_999, 1_000_000, 1 << 30]) {
      expect(() => inflateRaw(compressed, declared, 999_999)).toThrow(InflateLimitError);
      expect(inflateRaw(compressed, declared, 1_000_000).length).toBe(1_000_000);
    }
  });

  it('stops a stream pushed in many chunks at the cap, counting across chunks', () => {
    // Random bytes do not compress: 200 KB of input is pushed in 16 KiB chunks.
    const data = noise(200_000, 3);
    const compressed = deflateRawSync(data, { level: 0 });
    expect(compressed.length).toBeGreaterThan(16 * 1024 * 2);
    expect(() => inflateRaw(compressed, data.length, data.length - 1)).toThrow(InflateLimitError);
    const restored = inflateRaw(compressed, data.length, data.length);
    expect(Buffer.from(restored).equals(Buffer.from(data))).toBe(true);
  });

  it('finds out an entry larger than it declares and still reads it within the cap', () => {
    const data = xmlLike(200);
    const compressed = deflateRawSync(data);
    expect(inflateRaw(compressed, data.length - 1, data.length).length).toBe(data.length);
    expect(() => inflateRaw(compressed, data.length - 1, data.length - 1)).toThrow(
      InflateLimitError,
    );
  });

  it('refuses an empty stream', () => {
    expect(() => inflateRaw(new Uint8Array(0), 0, 10)).toThrow(InflateDataError);
  });

  it('refuses truncated data', () => {
    const compressed = deflateRawSync(xmlLike(2000));
    for (const cut of [1, 10, compressed.length >> 1, compressed.length - 1]) {
      expect(() => inflateRaw(compressed.subarray(0, cut), 1 << 20, 1 << 24)).toThrow(
        InflateDataError,
      );
    }
  });

  it('refuses a reserved block type', () => {
    expect(() => inflateRaw(new Uint8Array([0x07, 0, 0]), 10, 10)).toThrow(InflateDataError);
  });

  it('never throws anything but its own errors on garbage', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const garbage = noise(64 + (seed % 200), seed);
      try {
        inflateRaw(garbage, seed % 2 ? 1000 : 0, 1 << 20);
      } catch (error) {
        expect(error instanceof InflateDataError || error instanceof InflateLimitError).toBe(true);
      }
    }
  });
});
