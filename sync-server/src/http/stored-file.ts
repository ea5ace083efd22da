import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import type { StoredFile } from '../repositories';

const gzipAsync = promisify(gzip);

/** A zip's first local file header: an `.xlsx` or a zipped SAF-T, deflated already. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The original file as it is kept: gzip (fastest level) when that makes it at least an eighth
 * smaller (a SAF-T's XML shrinks some tenfold), else the bytes as received. Compressed on libuv's
 * thread pool, off the event loop, so it runs while the reader pool reads the same bytes; what
 * the store then writes (better-sqlite3 writes on the event loop) is a few MB instead of 50.
 */
export async function packFile(bytes: Uint8Array): Promise<StoredFile> {
  const asReceived: StoredFile = {
    content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    encoding: 'identity',
  };
  if (bytes.byteLength < 1024 || isZip(bytes)) return asReceived;
  const packed = await gzipAsync(bytes, { level: constants.Z_BEST_SPEED });
  return packed.byteLength <= bytes.byteLength * (7 / 8)
    ? { content: packed, encoding: 'gzip' }
    : asReceived;
}

/** The original bytes of a kept file. */
export function unpackFile(file: StoredFile): Uint8Array {
  return file.encoding === 'gzip' ? gunzipSync(file.content) : file.content;
}
