/** Writes bits least significant first, as DEFLATE packs them. */
class BitWriter {
  private bytes: Uint8Array;
  private bitLength = 0;

  constructor(capacityBits: number) {
    this.bytes = new Uint8Array((capacityBits >>> 3) + 1);
  }

  /** `value`'s low `count` bits, least significant first (header fields, extra bits). */
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      if ((value >>> i) & 1) this.bytes[this.bitLength >>> 3]! |= 1 << (this.bitLength & 7);
      this.bitLength++;
    }
  }

  /** A Huffman code, most significant bit first. */
  code(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits((code >>> i) & 1, 1);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, (this.bitLength + 7) >>> 3);
  }
}

/**
 * A raw DEFLATE stream that inflates to `1 + 258 × repeats` zero bytes from about
 * `repeats / 4` bytes: one dynamic block whose only codes are the literal 0 (2 bits), the end of
 * block (2 bits), the match length 258 (1 bit) and the distance 1 (1 bit), so each 258 bytes of
 * output cost 2 bits, the format's maximum ratio (about 1032:1).
 */
export function zeroBombDeflate(repeats: number): Uint8Array {
  const writer = new BitWriter(200 + repeats * 2);
  writer.bits(1, 1); // last block
  writer.bits(2, 2); // dynamic Huffman
  writer.bits(286 - 257, 5); // literal/length codes 0..285
  writer.bits(1 - 1, 5); // one distance code
  writer.bits(18 - 4, 4); // code length codes, in the format's order up to symbol 1
  // Code-length alphabet: symbols 1, 2, 17 and 18 get 2-bit codes (00, 01, 10, 11).
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1];
  for (const symbol of order)
    writer.bits(symbol === 1 || symbol === 2 || symbol === 17 || symbol === 18 ? 2 : 0, 3);
  const codeLength = { 1: 0b00, 2: 0b01, 17: 0b10, 18: 0b11 } as const;
  // Literal/length lengths: 0 → 2, 1..255 → 0, 256 → 2, 257..284 → 0, 285 → 1.
  writer.code(codeLength[2], 2);
  writer.code(codeLength[18], 2);
  writer.bits(138 - 11, 7);
  writer.code(codeLength[18], 2);
  writer.bits(117 - 11, 7);
  writer.code(codeLength[2], 2);
  writer.code(codeLength[18], 2);
  writer.bits(28 - 11, 7);
  writer.code(codeLength[1], 2);
  // Distance lengths: code 0 (distance 1) → 1.
  writer.code(codeLength[1], 2);
  // Canonical codes: 285 → 0, literal 0 → 10, end of block → 11; distance 0 → 0.
  writer.code(0b10, 2);
  for (let i = 0; i < repeats; i++) {
    writer.code(0, 1);
    writer.code(0, 1);
  }
  writer.code(0b11, 2);
  return writer.result();
}
