import { isWorkbookRefusal } from '../reader/refusal';
import { inflateArchive, readCentralDirectory } from '../reader/zip-archive';
import { MAX_SAFT_BYTES, SaftRefusal } from './saft-refusal';

/** True when the bytes are a zip archive (by content, not by name). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * True when the bytes are for the SAF-T reader rather than the workbook reader, by content: XML
 * text (after an optional byte-order mark and white space), or a zip that is no Office package (no
 * `[Content_Types].xml`).
 */
export function isSaftInput(bytes: Uint8Array): boolean {
  if (isZip(bytes)) {
    try {
      return !readCentralDirectory(bytes, MAX_SAFT_BYTES, MAX_SAFT_BYTES).some(
        (entry) => entry.name.toLowerCase() === '[content_types].xml',
      );
    } catch {
      return false;
    }
  }
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    at < bytes.length &&
    (bytes[at] === 0x20 || bytes[at] === 0x0a || bytes[at] === 0x0d || bytes[at] === 0x09)
  )
    at++;
  return bytes[at] === 0x3c;
}

/** Entries an archiving tool adds on its own (macOS resource forks), not the user's files. */
const TOOL_ENTRIES = /^__MACOSX\/|(?:^|\/)\.DS_Store$/;

/**
 * The `.xml` a `.zip` holds: exactly one file, named `.xml`, inflated under the reader's caps (the
 * sizes declared and the bytes actually inflated, at most `MAX_SAFT_BYTES`; the inflater stops at
 * the cap, `reader/inflate.ts`). Anything else refuses.
 */
export function unzipSaft(bytes: Uint8Array): Uint8Array {
  try {
    // No cap relative to the file's size: accounting XML compresses far more than a workbook's.
    const files = readCentralDirectory(bytes, MAX_SAFT_BYTES, MAX_SAFT_BYTES).filter(
      (entry) => !entry.name.endsWith('/') && !TOOL_ENTRIES.test(entry.name),
    );
    const only = files[0];
    if (files.length !== 1 || !only || !only.name.toLowerCase().endsWith('.xml')) {
      throw new SaftRefusal('zip_contents');
    }
    const content = inflateArchive(bytes, [only], MAX_SAFT_BYTES, MAX_SAFT_BYTES).files.get(
      only.name,
    );
    if (!content) throw new SaftRefusal('zip_contents');
    return content;
  } catch (error) {
    if (isWorkbookRefusal(error, 'too_complex'))
      throw new SaftRefusal('too_complex', '', { cause: error });
    if (isWorkbookRefusal(error)) throw new SaftRefusal('not_xml', '', { cause: error });
    throw error;
  }
}
