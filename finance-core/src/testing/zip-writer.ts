/**
 * A minimal zip writer for tests: it writes what the test says, including sizes that lie, which
 * no real zip library will do. Entries are stored as given: `content` uncompressed (method 0), or
 * `deflated` raw DEFLATE data (method 8) with the size to declare for it. Pure TypeScript.
 */
export type ZipWriterEntry =
  | { name: string; content: Uint8Array; declaredSize?: number }
  | { name: string; deflated: Uint8Array; declaredSize: number; crc32?: number };

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE), as zip stores it. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

class ByteWriter {
  private chunks: Uint8Array[] = [];
  length = 0;

  u16(value: number): void {
    this.bytes(new Uint8Array([value & 0xff, (value >>> 8) & 0xff]));
  }

  u32(value: number): void {
    this.bytes(
      new Uint8Array([
        value & 0xff,
        (value >>> 8) & 0xff,
        (value >>> 16) & 0xff,
        (value >>> 24) & 0xff,
      ]),
    );
  }

  bytes(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  result(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

function nameBytes(name: string): Uint8Array {
  return new TextEncoder().encode(name);
}

/** Writes a zip archive of `entries`. */
export function writeZip(entries: ZipWriterEntry[]): Uint8Array {
  const out = new ByteWriter();
  const central = new ByteWriter();
  for (const entry of entries) {
    const name = nameBytes(entry.name);
    const stored = 'content' in entry;
    const data = stored ? entry.content : entry.deflated;
    const declared = entry.declaredSize ?? data.length;
    const crc = stored ? crc32(entry.content) : (entry.crc32 ?? 0);
    const offset = out.length;
    const header = (writer: ByteWriter, isCentral: boolean): void => {
      writer.u32(isCentral ? 0x02014b50 : 0x04034b50);
      if (isCentral) writer.u16(20); // version made by
      writer.u16(20); // version needed
      writer.u16(0x0800); // flags: UTF-8 names
      writer.u16(stored ? 0 : 8);
      writer.u16(0); // time
      writer.u16(0x21); // date: 1980-01-01
      writer.u32(crc);
      writer.u32(data.length);
      writer.u32(declared);
      writer.u16(name.length);
      writer.u16(0); // extra length
      if (isCentral) {
        writer.u16(0); // comment length
        writer.u16(0); // disk
        writer.u16(0); // internal attributes
        writer.u32(0); // external attributes
        writer.u32(offset);
      }
      writer.bytes(name);
    };
    header(out, false);
    out.bytes(data);
    header(central, true);
  }
  const centralOffset = out.length;
  const centralBytes = central.result();
  out.bytes(centralBytes);
  out.u32(0x06054b50);
  out.u16(0);
  out.u16(0);
  out.u16(entries.length);
  out.u16(entries.length);
  out.u32(centralBytes.length);
  out.u32(centralOffset);
  out.u16(0);
  return out.result();
}
