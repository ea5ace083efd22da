/**
 * A raw DEFLATE decoder (RFC 1951) whose output can never pass a given cap: it counts every byte it
 * writes and stops as soon as the next one would go past the cap. SheetJS's own inflater trusts the
 * size a zip entry declares, so a lying entry could expand far beyond it; this one cannot. Pure
 * TypeScript, synchronous, no Node or DOM API, so it runs unchanged in a Web Worker.
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
  constructor(reason: string) {
    super(`invalid deflate data: ${reason}`);
    this.name = 'InflateDataError';
  }
}

const LENGTH_BASE = new Uint16Array([
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
]);
const LENGTH_EXTRA = new Uint8Array([
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
]);
const DIST_BASE = new Uint16Array([
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
]);
const DIST_EXTRA = new Uint8Array([
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
]);
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const MAX_BITS = 15;

/**
 * A decoding table: indexed by the next `bits` bits of the stream (least significant first), each
 * entry holds `symbol << 4 | codeLength`; 0 marks a bit pattern no code starts with.
 */
interface HuffmanTable {
  entries: Uint32Array;
  bits: number;
  mask: number;
}

// Tables are rebuilt for every dynamic block; these buffers are reused so a block costs no
// allocation. Decoding is synchronous, so one set of buffers is enough.
const litLenEntries = new Uint32Array(1 << MAX_BITS);
const distEntries = new Uint32Array(1 << MAX_BITS);
const codeLengthEntries = new Uint32Array(1 << 7);
const lengthCounts = new Uint16Array(MAX_BITS + 1);
const nextCode = new Uint16Array(MAX_BITS + 1);
const lengths = new Uint8Array(288 + 32);

function buildTable(
  codeLengths: Uint8Array,
  start: number,
  count: number,
  entries: Uint32Array,
): HuffmanTable {
  lengthCounts.fill(0);
  let maxLength = 0;
  for (let i = 0; i < count; i++) {
    const length = codeLengths[start + i]!;
    lengthCounts[length]!++;
    if (length > maxLength) maxLength = length;
  }
  lengthCounts[0] = 0;
  // Reject over-subscribed code sets; incomplete ones are legal (a lone distance code) and their
  // unused patterns stay 0, which the decoder reports as invalid data if the stream uses them.
  let left = 1;
  for (let length = 1; length <= MAX_BITS; length++) {
    left = (left << 1) - lengthCounts[length]!;
    if (left < 0) throw new InflateDataError('over-subscribed code lengths');
  }
  const bits = Math.max(maxLength, 1);
  const size = 1 << bits;
  // A complete code writes every entry below; only an incomplete one leaves patterns to clear.
  if (left > 0) entries.fill(0, 0, size);
  let code = 0;
  for (let length = 1; length <= MAX_BITS; length++) {
    code = (code + lengthCounts[length - 1]!) << 1;
    nextCode[length] = code;
  }
  for (let symbol = 0; symbol < count; symbol++) {
    const length = codeLengths[start + symbol]!;
    if (length === 0) continue;
    const canonical = nextCode[length]!++;
    // Huffman codes are stored most significant bit first inside an LSB-first bit stream.
    let reversed = 0;
    for (let i = 0, c = canonical; i < length; i++, c >>>= 1) reversed = (reversed << 1) | (c & 1);
    const entry = (symbol << 4) | length;
    for (let i = reversed; i < size; i += 1 << length) entries[i] = entry;
  }
  return { entries, bits, mask: size - 1 };
}

let fixedTables: { litLen: HuffmanTable; dist: HuffmanTable } | null = null;

function getFixedTables(): { litLen: HuffmanTable; dist: HuffmanTable } {
  if (fixedTables) return fixedTables;
  const litLengths = new Uint8Array(288);
  litLengths.fill(8, 0, 144);
  litLengths.fill(9, 144, 256);
  litLengths.fill(7, 256, 280);
  litLengths.fill(8, 280, 288);
  const distLengths = new Uint8Array(30).fill(5);
  fixedTables = {
    litLen: buildTable(litLengths, 0, 288, new Uint32Array(1 << 9)),
    dist: buildTable(distLengths, 0, 30, new Uint32Array(1 << 5)),
  };
  return fixedTables;
}

/** Decoder state; the hot loop copies it into locals, which V8 keeps in registers. */
class Inflater {
  out: Uint8Array;
  outPos = 0;
  inPos = 0;
  bitBuf = 0;
  bitCount = 0;

  constructor(
    readonly input: Uint8Array,
    sizeHint: number,
    readonly maxOutput: number,
  ) {
    // DEFLATE cannot expand more than 1032:1, so a larger declared size is not worth allocating.
    this.out = new Uint8Array(Math.max(0, Math.min(sizeHint, maxOutput, input.length * 1032 + 64)));
  }

  /** Makes room for `extra` more bytes after `outPos`, within the cap. */
  grow(outPos: number, extra: number): Uint8Array {
    const needed = outPos + extra;
    if (needed > this.maxOutput) throw new InflateLimitError();
    const next = new Uint8Array(
      Math.min(this.maxOutput, Math.max(needed, this.out.length * 2, 1024)),
    );
    next.set(this.out.subarray(0, outPos));
    this.out = next;
    return next;
  }

  /** Reads past the end feed zero bits; more than a few bytes past it means truncated data. */
  refill(needed: number): void {
    while (this.bitCount < needed) {
      if (this.inPos < this.input.length) this.bitBuf |= this.input[this.inPos]! << this.bitCount;
      else if (this.inPos >= this.input.length + 4) throw new InflateDataError('truncated stream');
      this.inPos++;
      this.bitCount += 8;
    }
  }

  readBits(count: number): number {
    this.refill(count);
    const value = this.bitBuf & ((1 << count) - 1);
    this.bitBuf >>>= count;
    this.bitCount -= count;
    return value;
  }

  decodeSymbol(table: HuffmanTable): number {
    if (this.bitCount < table.bits) this.refill(table.bits);
    const entry = table.entries[this.bitBuf & table.mask]!;
    const length = entry & 15;
    if (length === 0 || length > this.bitCount) throw new InflateDataError('invalid code');
    this.bitBuf >>>= length;
    this.bitCount -= length;
    return entry >>> 4;
  }

  run(): Uint8Array {
    let lastBlock = false;
    while (!lastBlock) {
      lastBlock = this.readBits(1) === 1;
      const type = this.readBits(2);
      if (type === 0) this.storedBlock();
      else if (type === 1) {
        const { litLen, dist } = getFixedTables();
        this.codes(litLen, dist);
      } else if (type === 2) {
        const { litLen, dist } = this.dynamicTables();
        this.codes(litLen, dist);
      } else {
        throw new InflateDataError('reserved block type');
      }
    }
    // Whole bytes still buffered were read ahead; more than the input holds means truncated data.
    if (this.inPos - (this.bitCount >>> 3) > this.input.length)
      throw new InflateDataError('truncated stream');
    return this.outPos === this.out.length ? this.out : this.out.subarray(0, this.outPos);
  }

  storedBlock(): void {
    // Drop to a byte boundary and hand back the whole bytes still buffered.
    this.inPos -= this.bitCount >>> 3;
    this.bitBuf = 0;
    this.bitCount = 0;
    const { input } = this;
    let inPos = this.inPos;
    if (inPos + 4 > input.length) throw new InflateDataError('truncated stored block');
    const length = input[inPos]! | (input[inPos + 1]! << 8);
    const check = input[inPos + 2]! | (input[inPos + 3]! << 8);
    if ((length ^ 0xffff) !== check) throw new InflateDataError('bad stored block length');
    inPos += 4;
    if (inPos + length > input.length) throw new InflateDataError('truncated stored block');
    const out = this.outPos + length > this.out.length ? this.grow(this.outPos, length) : this.out;
    out.set(input.subarray(inPos, inPos + length), this.outPos);
    this.outPos += length;
    this.inPos = inPos + length;
  }

  dynamicTables(): { litLen: HuffmanTable; dist: HuffmanTable } {
    const litCount = this.readBits(5) + 257;
    const distCount = this.readBits(5) + 1;
    const codeLengthCount = this.readBits(4) + 4;
    if (litCount > 286 || distCount > 30) throw new InflateDataError('too many codes');
    lengths.fill(0, 0, 19);
    for (let i = 0; i < codeLengthCount; i++) lengths[CODE_LENGTH_ORDER[i]!] = this.readBits(3);
    const codeLengthTable = buildTable(lengths, 0, 19, codeLengthEntries);
    const total = litCount + distCount;
    let i = 0;
    while (i < total) {
      const symbol = this.decodeSymbol(codeLengthTable);
      if (symbol < 16) {
        lengths[i++] = symbol;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (symbol === 16) {
        if (i === 0) throw new InflateDataError('repeat without a previous length');
        value = lengths[i - 1]!;
        repeat = 3 + this.readBits(2);
      } else if (symbol === 17) {
        repeat = 3 + this.readBits(3);
      } else {
        repeat = 11 + this.readBits(7);
      }
      if (i + repeat > total) throw new InflateDataError('code lengths overflow');
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    if (lengths[256] === 0) throw new InflateDataError('no end-of-block code');
    return {
      litLen: buildTable(lengths, 0, litCount, litLenEntries),
      dist: buildTable(lengths, litCount, distCount, distEntries),
    };
  }

  /** Decodes one compressed block: the hot loop, on locals. */
  codes(litLen: HuffmanTable, dist: HuffmanTable): void {
    const { input } = this;
    const inputLength = input.length;
    const litEntries = litLen.entries;
    const litMask = litLen.mask;
    const distTable = dist.entries;
    const distMask = dist.mask;
    let out = this.out;
    let outPos = this.outPos;
    let inPos = this.inPos;
    let bitBuf = this.bitBuf;
    let bitCount = this.bitCount;
    try {
      for (;;) {
        // Refill to at least 24 bits: a literal/length code (≤ 15) and its extra bits (≤ 5).
        while (bitCount < 24) {
          if (inPos < inputLength) bitBuf |= input[inPos]! << bitCount;
          else if (inPos >= inputLength + 4) throw new InflateDataError('truncated stream');
          inPos++;
          bitCount += 8;
        }
        const entry = litEntries[bitBuf & litMask]!;
        const codeLength = entry & 15;
        if (codeLength === 0) throw new InflateDataError('invalid code');
        bitBuf >>>= codeLength;
        bitCount -= codeLength;
        const symbol = entry >>> 4;
        if (symbol < 256) {
          if (outPos >= out.length) out = this.grow(outPos, 1);
          out[outPos++] = symbol;
          continue;
        }
        if (symbol === 256) break;
        const lengthIndex = symbol - 257;
        if (lengthIndex >= 29) throw new InflateDataError('invalid length code');
        let length = LENGTH_BASE[lengthIndex]!;
        const lengthExtra = LENGTH_EXTRA[lengthIndex]!;
        if (lengthExtra > 0) {
          length += bitBuf & ((1 << lengthExtra) - 1);
          bitBuf >>>= lengthExtra;
          bitCount -= lengthExtra;
        }

        // Refill to at least 24 bits again: a distance code (≤ 15) and its extra bits (≤ 13)
        // may need 28, so the extra bits get their own refill when needed.
        while (bitCount < 24) {
          if (inPos < inputLength) bitBuf |= input[inPos]! << bitCount;
          else if (inPos >= inputLength + 4) throw new InflateDataError('truncated stream');
          inPos++;
          bitCount += 8;
        }
        const distEntry = distTable[bitBuf & distMask]!;
        const distLength = distEntry & 15;
        if (distLength === 0) throw new InflateDataError('invalid code');
        bitBuf >>>= distLength;
        bitCount -= distLength;
        const distSymbol = distEntry >>> 4;
        if (distSymbol >= 30) throw new InflateDataError('invalid distance code');
        let distance = DIST_BASE[distSymbol]!;
        const distExtra = DIST_EXTRA[distSymbol]!;
        if (distExtra > 0) {
          while (bitCount < distExtra) {
            if (inPos < inputLength) bitBuf |= input[inPos]! << bitCount;
            else if (inPos >= inputLength + 4) throw new InflateDataError('truncated stream');
            inPos++;
            bitCount += 8;
          }
          distance += bitBuf & ((1 << distExtra) - 1);
          bitBuf >>>= distExtra;
          bitCount -= distExtra;
        }
        if (distance > outPos) throw new InflateDataError('distance too far back');

        if (outPos + length > out.length) out = this.grow(outPos, length);
        let from = outPos - distance;
        if (length > 64 && distance >= length) {
          out.copyWithin(outPos, from, from + length);
          outPos += length;
        } else if (length > 64 && distance === 1) {
          out.fill(out[from]!, outPos, outPos + length);
          outPos += length;
        } else {
          // Short copies (most of them) are faster byte by byte than through a built-in call,
          // and an overlapping copy (a repeated pattern) must go byte by byte anyway.
          const end = outPos + length;
          while (outPos < end) out[outPos++] = out[from++]!;
        }
      }
    } finally {
      this.outPos = outPos;
      this.inPos = inPos;
      this.bitBuf = bitBuf;
      this.bitCount = bitCount;
    }
  }
}

/**
 * Inflates raw DEFLATE `input`. `sizeHint` (the size the archive declares) only sizes the first
 * buffer; the output grows as needed but never past `maxOutput` bytes, else `InflateLimitError`.
 * Invalid or truncated data throws `InflateDataError`.
 */
export function inflateRaw(input: Uint8Array, sizeHint: number, maxOutput: number): Uint8Array {
  return new Inflater(input, sizeHint, maxOutput).run();
}
