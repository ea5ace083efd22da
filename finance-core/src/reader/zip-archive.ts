/**
 * The zip container of an `.xlsx`: its central directory read here, each entry inflated by fflate
 * (`inflate.ts`) under a running byte cap. fflate's own unzip is not used for the directory: its
 * `unzipSync` inflates into a buffer of the size an entry declares (no cap on the whole, a lying
 * size is not caught) and checks no signature, and its streaming `Unzip` walks the local headers,
 * so declared sizes could not all be refused before the first byte is inflated.
 */
import { InflateDataError, InflateLimitError, inflateRaw } from './inflate';
import { MAX_INFLATED_BYTES, partCap } from './limits';
import { WorkbookRefusal } from './refusal';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  /** The path inside the archive, each byte read as one character (as SheetJS reads it). */
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** What the archive declares; the real size is only known once inflated. */
  declaredSize: number;
  localHeaderOffset: number;
}

/** A zip archive's entries with their inflated contents. */
export interface ZipContents {
  entries: ZipEntry[];
  files: Map<string, Uint8Array>;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
  );
}

function u64(bytes: Uint8Array, at: number): number {
  return u32(bytes, at) + u32(bytes, at + 4) * 0x1_0000_0000;
}

function corrupt(): WorkbookRefusal {
  return new WorkbookRefusal('corrupt');
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && u32(bytes, at) === END_OF_CENTRAL_DIRECTORY)
      return at;
  }
  throw corrupt();
}

/**
 * Reads the central directory: every entry with its declared sizes. A malformed or truncated
 * directory refuses as `corrupt`; declared sizes adding up past `MAX_INFLATED_BYTES` refuse as
 * `too_complex` before anything is inflated.
 */
export function readCentralDirectory(
  bytes: Uint8Array,
  maxInflated = MAX_INFLATED_BYTES,
  maxPart = partCap(bytes.length),
): ZipEntry[] {
  const end = findEndOfCentralDirectory(bytes);
  const disk = u16(bytes, end + 4);
  const directoryDisk = u16(bytes, end + 6);
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryOffset = u32(bytes, end + 16);
  // Multi-volume and ZIP64-sized directories never come from a spreadsheet under 10 MB.
  if (disk !== 0 || directoryDisk !== 0 || count === 0xffff || directoryOffset === 0xffffffff)
    throw corrupt();
  if (directoryOffset + directorySize > end) throw corrupt();

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL_FILE_HEADER) throw corrupt();
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    let compressedSize = u32(bytes, at + 20);
    let declaredSize = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    let localHeaderOffset = u32(bytes, at + 42);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > end) throw corrupt();

    // ZIP64: a field set to 0xFFFFFFFF is given in full in the ZIP64 extra field, in this order.
    if (
      compressedSize === 0xffffffff ||
      declaredSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      let zip64: number | null = null;
      for (let e = extraStart; e + 4 <= extraStart + extraLength;) {
        const id = u16(bytes, e);
        const size = u16(bytes, e + 2);
        if (id === ZIP64_EXTRA) zip64 = e + 4;
        e += 4 + size;
      }
      if (zip64 === null) throw corrupt();
      let field = zip64;
      const fieldEnd = extraStart + extraLength;
      const take = (): number => {
        if (field + 8 > fieldEnd) throw corrupt();
        const value = u64(bytes, field);
        field += 8;
        return value;
      };
      if (declaredSize === 0xffffffff) declaredSize = take();
      if (compressedSize === 0xffffffff) compressedSize = take();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
    }

    let name = '';
    for (let c = nameStart; c < extraStart; c++) name += String.fromCharCode(bytes[c]!);
    entries.push({ name, method, flags, compressedSize, declaredSize, localHeaderOffset });
    declaredTotal += declaredSize;
    if (declaredTotal > maxInflated || declaredSize > maxPart) {
      throw new WorkbookRefusal('too_complex');
    }
    at = next;
  }
  return entries;
}

/** The compressed bytes of an entry, located through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_FILE_HEADER) throw corrupt();
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt();
  return bytes.subarray(start, end);
}

/**
 * Inflates every file of the archive, counting what each one really expands to: a part stops as
 * soon as it passes the size the directory declares for it (a lying size does not get through),
 * no part may pass `maxPart` (`partCap`: relative to the file's size) and the running total may
 * never pass `maxInflated`; else `too_complex`. Encrypted entries, unknown compression methods,
 * and invalid or truncated data refuse as `corrupt`.
 */
export function inflateArchive(
  bytes: Uint8Array,
  entries: ZipEntry[],
  maxInflated = MAX_INFLATED_BYTES,
  maxPart = partCap(bytes.length),
): ZipContents {
  const files = new Map<string, Uint8Array>();
  let inflatedTotal = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw corrupt();
    const data = entryData(bytes, entry);
    let content: Uint8Array;
    if (entry.method === 0) {
      content = data;
    } else if (entry.method === 8) {
      try {
        const cap = Math.min(entry.declaredSize, maxPart, maxInflated - inflatedTotal);
        content = inflateRaw(data, entry.declaredSize, cap);
      } catch (error) {
        if (error instanceof InflateLimitError)
          throw new WorkbookRefusal('too_complex', { cause: error });
        if (error instanceof InflateDataError)
          throw new WorkbookRefusal('corrupt', { cause: error });
        throw error;
      }
    } else {
      throw corrupt();
    }
    inflatedTotal += content.length;
    if (inflatedTotal > maxInflated || content.length > maxPart) {
      throw new WorkbookRefusal('too_complex');
    }
    files.set(entry.name, content);
  }
  return { entries, files };
}
