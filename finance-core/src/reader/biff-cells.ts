function u16(stream: Uint8Array, at: number): number {
  return stream[at]! | (stream[at + 1]! << 8);
}

/** Cells a range record (rwFirst, rwLast, colFirst, colLast at `at`) makes SheetJS visit. */
function rangeArea(stream: Uint8Array, at: number): number {
  const rows = u16(stream, at + 2) - u16(stream, at) + 1;
  const columns = u16(stream, at + 6) - u16(stream, at + 4) + 1;
  return Math.max(0, rows) * Math.max(0, columns);
}

/**
 * Counts the cells of a BIFF workbook stream (`.xls`, BIFF5/BIFF8, the `Workbook`/`Book` stream
 * of an OLE2 file) by walking its record headers, without building any sheet: every record is
 * `type (2 bytes) | length (2 bytes) | data`. Value records count one cell each; MULRK holds
 * `(length − 6) / 6` cells; a note creates one. Blank cells (BLANK, MULBLANK) are not counted:
 * SheetJS does not build them. A hyperlink (HLINK) or its tooltip counts every address of its
 * range, which SheetJS visits one by one. This bounds what SheetJS will do before it does it.
 */
export function countBiffCells(stream: Uint8Array): number {
  let count = 0;
  let at = 0;
  while (at + 4 <= stream.length) {
    const type = stream[at]! | (stream[at + 1]! << 8);
    const length = stream[at + 2]! | (stream[at + 3]! << 8);
    switch (type) {
      case 0x0203: // NUMBER
      case 0x027e: // RK
      case 0x00fd: // LABELSST
      case 0x0204: // LABEL
      case 0x00d6: // RSTRING
      case 0x0205: // BOOLERR
      case 0x0006: // FORMULA (BIFF5/8)
      case 0x0206: // FORMULA (BIFF3)
      case 0x0406: // FORMULA (BIFF4)
      case 0x0002: // INTEGER (BIFF2)
      case 0x0003: // NUMBER (BIFF2)
      case 0x0004: // LABEL (BIFF2)
      case 0x0005: // BOOLERR (BIFF2)
        count++;
        break;
      case 0x001c: // NOTE: a comment, on a cell SheetJS creates when missing
        count++;
        break;
      case 0x00bd: // MULRK: row, first column, 6 bytes per cell, last column
        if (length > 6) count += Math.floor((length - 6) / 6);
        break;
      case 0x01b8: // HLINK: the range first
        if (length >= 8) count += rangeArea(stream, at + 4);
        break;
      case 0x0800: // HLINKTOOLTIP: a record type, then the range
        if (length >= 10) count += rangeArea(stream, at + 6);
        break;
      default:
        break;
    }
    at += 4 + length;
  }
  return count;
}
