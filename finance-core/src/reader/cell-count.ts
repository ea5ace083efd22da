const LT = 0x3c; // <
const COLON = 0x3a; // :
const LOWER_C = 0x63; // c

function endsTagName(byte: number | undefined): boolean {
  // A tag name ends at white space, `>` or `/`.
  return (
    byte === 0x20 ||
    byte === 0x3e ||
    byte === 0x2f ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0d
  );
}

function isNameByte(byte: number): boolean {
  return (
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x5f ||
    byte === 0x2d ||
    byte === 0x2e
  );
}

/**
 * Counts the cell elements (`<c …>`, `<c/>`, or with a namespace prefix such as `<x:c …>`) in
 * SpreadsheetML bytes without parsing them. Other elements starting with `c` (`<col>`, `<cfRule>`,
 * `<cellXfs>`) and prefixed names (`<c:chart>`) are not cells and are not counted.
 */
export function countXmlCells(xml: Uint8Array): number {
  let count = 0;
  let at = xml.indexOf(LT);
  while (at !== -1) {
    let name = at + 1;
    if (xml[name] === LOWER_C && endsTagName(xml[name + 1])) {
      count++;
    } else {
      // Skip a namespace prefix, if any, and look at the local name.
      while (name < xml.length && isNameByte(xml[name]!)) name++;
      if (xml[name] === COLON && xml[name + 1] === LOWER_C && endsTagName(xml[name + 2])) count++;
    }
    at = xml.indexOf(LT, at + 1);
  }
  return count;
}
