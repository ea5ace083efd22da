import { Zip, ZipPassThrough } from 'fflate';

/**
 * A zip writer for tests, on fflate's streaming `Zip`: it writes what the test says, including
 * sizes and CRCs that lie, which a zip library will not do by itself. Entries are stored as given:
 * `content` uncompressed (method 0), or `deflated` raw DEFLATE data (method 8) with the size to
 * declare for it. fflate writes each entry as a local header, the data and a data descriptor, then
 * the central directory, where the declared sizes and CRCs are the ones a reader trusts.
 */
export type ZipWriterEntry =
  | { name: string; content: Uint8Array; declaredSize?: number }
  | { name: string; deflated: Uint8Array; declaredSize: number; crc32?: number };

/** A fixed date (1980-01-01, the first a zip can hold), so the same entries give the same bytes. */
const MTIME = new Date(1980, 0, 1);

/**
 * One entry whose bytes go in exactly as given (fflate's pass-through), with the compression
 * method, uncompressed size and CRC the test declares instead of the ones fflate measures.
 */
class DeclaredEntry extends ZipPassThrough {
  constructor(
    name: string,
    compression: number,
    private readonly declared: { size?: number; crc?: number },
  ) {
    super(name);
    this.compression = compression;
    this.mtime = MTIME;
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    // fflate reads `size` and `crc` when the final chunk comes through: set the declared ones now.
    if (final) {
      if (this.declared.size !== undefined) this.size = this.declared.size;
      if (this.declared.crc !== undefined) this.crc = this.declared.crc;
    }
    this.ondata(null, chunk, final);
  }
}

/** CRC-32 (IEEE), as zip stores it, measured by fflate. */
export function crc32(bytes: Uint8Array): number {
  const entry = new ZipPassThrough('');
  entry.ondata = () => {};
  entry.push(bytes, true);
  return entry.crc >>> 0;
}

/** Writes a zip archive of `entries`. */
export function writeZip(entries: ZipWriterEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  // fflate calls back synchronously, so an error thrown here comes out of `add`, `push` or `end`.
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const entry of entries) {
    const file =
      'content' in entry
        ? new DeclaredEntry(entry.name, 0, { size: entry.declaredSize })
        : new DeclaredEntry(entry.name, 8, { size: entry.declaredSize, crc: entry.crc32 ?? 0 });
    zip.add(file);
    file.push('content' in entry ? entry.content : entry.deflated, true);
  }
  zip.end();
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
