/** Longest stored upload file name, in characters (the extension kept when cut). */
export const MAX_FILE_NAME_LENGTH = 200;

/** What a file name becomes when nothing of it is left to show. */
const FALLBACK_FILE_NAME = 'ficheiro';

/** Control, format (bidi, zero-width, tags) and line/paragraph separator characters. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** A first character a spreadsheet would read as a formula when the list is exported. */
const FORMULA_START = /^[=+\-@]/;
/** An extension worth keeping when the name is cut: a dot and up to 10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * An upload's file name as stored and shown: the base name only (a client may send `../x` or
 * `C:\dir\x`), without control, bidi or other invisible characters, spaces collapsed, at most
 * MAX_FILE_NAME_LENGTH characters keeping the extension, never starting with `=`, `+`, `-` or `@`
 * (an underscore is put first, so an exported list cannot run a formula), never empty.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/gu, ' ').trim();
  if (clean === '.' || clean === '..') clean = '';
  if (FORMULA_START.test(clean)) clean = `_${clean}`;
  const chars = [...clean];
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const extension = EXTENSION.exec(clean)?.[0] ?? '';
    const extensionLength = [...extension].length;
    clean =
      chars
        .slice(0, MAX_FILE_NAME_LENGTH - extensionLength)
        .join('')
        .trimEnd() + extension;
  }
  return clean === '' ? FALLBACK_FILE_NAME : clean;
}
