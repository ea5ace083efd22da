export { MAX_UPLOAD_BYTES } from '../contract/document';

/** Largest total the entries of an archive may expand to, declared or actually inflated. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/** Most cells a workbook may hold (all its sheets together). */
export const MAX_CELLS = 200_000;
