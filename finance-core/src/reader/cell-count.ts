const LT = 0x3c; // <
const GT = 0x3e; // >
const COLON = 0x3a; // :
const HYPERLINK = [0x68, 0x79, 0x70, 0x65, 0x72, 0x6c, 0x69, 0x6e, 0x6b]; // hyperlink

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

/** Row or column numbers of one end of a range, read as SheetJS's `safe_decode_range` does. */
function readEnd(ref: string, from: number): { row: number; column: number; next: number } {
  let i = from;
  let column = 0;
  for (; i < ref.length; i++) {
    const letter = ref.charCodeAt(i) - 64;
    if (letter < 1 || letter > 26) break;
    column = 26 * column + letter;
  }
  let row = 0;
  for (; i < ref.length; i++) {
    const digit = ref.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    row = 10 * row + digit;
  }
  return { row: row - 1, column: column - 1, next: i };
}

/** How many cells a range reference (`A1`, `A1:XFD1048576`) spans, as SheetJS decodes it. */
export function rangeArea(ref: string): number {
  const start = readEnd(ref, 0);
  if (start.next >= ref.length || ref.charCodeAt(start.next) !== COLON) return 1;
  const end = readEnd(ref, start.next + 1);
  return Math.max(0, end.row - start.row + 1) * Math.max(0, end.column - start.column + 1);
}

/** The cells a `<hyperlink …>` tag makes SheetJS create: the area of its `ref` attribute. */
function hyperlinkArea(xml: Uint8Array, from: number): number {
  const close = xml.indexOf(GT, from);
  const end = close === -1 ? xml.length : close;
  let tag = '';
  for (let i = from; i < end; i++) tag += String.fromCharCode(xml[i]!);
  let area = 0;
  for (const match of tag.matchAll(/(?:^|\s)(?:[\w.-]+:)?ref\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const ref = match[1] ?? match[2] ?? '';
    // References are plain ASCII; an escaped one would be decoded by SheetJS into another range.
    if (ref.includes('&')) return Number.POSITIVE_INFINITY;
    area = Math.max(area, rangeArea(ref));
  }
  return area;
}

function isHyperlink(xml: Uint8Array, at: number): boolean {
  for (let i = 0; i < HYPERLINK.length; i++) if (xml[at + i] !== HYPERLINK[i]) return false;
  return endsTagName(xml[at + HYPERLINK.length]);
}

/**
 * Counts the cells SheetJS builds from SpreadsheetML bytes, without parsing them: cell elements
 * (`<c …>`, `<c/>`, or with a namespace prefix such as `<x:c …>`) and the cells a hyperlink spans
 * (SheetJS creates a cell for every address of a hyperlink's range, so `A1:XFD1048576` counts
 * 17 billion). Other elements starting with `c` (`<col>`, `<cfRule>`, `<cellXfs>`) and prefixed
 * names (`<c:chart>`) are not cells.
 */
export function countXmlCells(xml: Uint8Array): number {
  let count = 0;
  let at = xml.indexOf(LT);
  while (at !== -1) {
    let name = at + 1;
    // Skip a namespace prefix, if any, to the local name.
    let scan = name;
    while (scan < xml.length && isNameByte(xml[scan]!)) scan++;
    if (xml[scan] === COLON) name = scan + 1;
    if (xml[name] === 0x63 && endsTagName(xml[name + 1])) count++;
    else if (xml[name] === 0x68 && isHyperlink(xml, name)) count += hyperlinkArea(xml, name);
    at = xml.indexOf(LT, at + 1);
  }
  return count;
}
