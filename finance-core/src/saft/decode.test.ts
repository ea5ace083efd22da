import { describe, expect, it } from 'vitest';
import { InvalidEncodingError, chunkDecoder } from './decode';

describe('chunk decoders', () => {
  it('strict UTF-8 across chunk boundaries, refusing invalid bytes', () => {
    const bytes = new TextEncoder().encode('Conceição €');
    const decoder = chunkDecoder('utf-8');
    // Split inside the two bytes of "ç".
    const cut = bytes.indexOf(0xc3);
    expect(
      decoder.decode(bytes.subarray(0, cut + 1), false) +
        decoder.decode(bytes.subarray(cut + 1), true),
    ).toBe('Conceição €');
    expect(() => chunkDecoder('utf-8').decode(new Uint8Array([0x43, 0xe7, 0x61]), true)).toThrow(
      InvalidEncodingError,
    );
  });

  it('Windows-1252, including the 0x80–0x9F range', () => {
    const decoder = chunkDecoder('windows-1252');
    expect(decoder.decode(new Uint8Array([0x43, 0xe7, 0xe3, 0x80, 0x93, 0x94, 0x96]), true)).toBe(
      'Cçã€“”–',
    );
  });
});
