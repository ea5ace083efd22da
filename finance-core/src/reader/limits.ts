export { MAX_UPLOAD_BYTES } from '../contract/document';

/** Largest total the entries of an archive may expand to, declared or actually inflated. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/** Most cells a workbook may hold (all its sheets together). */
export const MAX_CELLS = 200_000;

/**
 * A part of an archive may inflate to at most this many times the size of the whole file (or
 * `MIN_PART_CAP`): spreadsheet XML compresses about 3 to 20 times, a zip bomb hundreds of times
 * (a 110 KB workbook holding 95 MB of padding is refused).
 */
export const MAX_PART_RATIO = 50;

/** The part cap of small files: any part may inflate to 16 MiB whatever the file's size. */
export const MIN_PART_CAP = 16 * 1024 * 1024;

/** Largest size one part of a `fileSize`-byte archive may inflate to. */
export function partCap(fileSize: number): number {
  return Math.max(MIN_PART_CAP, MAX_PART_RATIO * fileSize);
}
