import { describe, expect, it } from 'vitest';
import { countBiffCells } from './biff-cells';
import { countXmlCells, rangeArea } from './cell-count';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countXmlCells', () => {
  it('counts cell elements, with or without attributes, empty or prefixed', () => {
    expect(
      countXmlCells(bytes('<row><c r="A1" t="s"><v>0</v></c><c><v>1</v></c><c r="C1"/><c/></row>')),
    ).toBe(4);
    expect(
      countXmlCells(bytes('<x:row><x:c r="A1"><x:v>1</x:v></x:c>\n<c\tr="B1"/></x:row>')),
    ).toBe(2);
  });

  it('does not count other elements starting with c, nor chart elements', () => {
    expect(
      countXmlCells(
        bytes(
          '<cols><col min="1"/></cols><cfRule/><cellXfs count="1"/><c:chart/><c:ser></c:ser><color/>',
        ),
      ),
    ).toBe(0);
  });
});

describe('hyperlinks', () => {
  it('count the cells of their range, as SheetJS creates one per address', () => {
    expect(countXmlCells(bytes('<hyperlinks><hyperlink ref="A1" r:id="rId1"/></hyperlinks>'))).toBe(
      1,
    );
    expect(countXmlCells(bytes("<x:hyperlink location='x' ref='B2:C4'/>"))).toBe(6);
    expect(countXmlCells(bytes('<hyperlink ref="A1:XFD1048576"/>'))).toBe(16384 * 1048576);
    expect(countXmlCells(bytes('<hyperlinks count="2"/>'))).toBe(0);
  });

  it('refuse to guess an escaped reference', () => {
    expect(countXmlCells(bytes('<hyperlink ref="A1&#58;B2"/>'))).toBe(Number.POSITIVE_INFINITY);
  });

  it('decode ranges as SheetJS does', () => {
    expect(rangeArea('A1')).toBe(1);
    expect(rangeArea('A1:B2')).toBe(4);
    expect(rangeArea('B2:A1')).toBe(0);
    expect(rangeArea('AA10:AB20')).toBe(22);
  });
});

function record(type: number, length: number): number[] {
  return [type & 0xff, type >> 8, length & 0xff, length >> 8, ...new Array<number>(length).fill(0)];
}

function rangeRecord(
  type: number,
  offset: number,
  rows: [number, number],
  columns: [number, number],
): number[] {
  const data = new Array<number>(offset).fill(0);
  for (const value of [...rows, ...columns]) data.push(value & 0xff, value >> 8);
  return [type & 0xff, type >> 8, data.length & 0xff, data.length >> 8, ...data];
}

describe('countBiffCells', () => {
  it('counts the addresses of hyperlink ranges and notes', () => {
    const stream = new Uint8Array([
      ...rangeRecord(0x01b8, 0, [0, 65535], [0, 255]), // HLINK over a whole BIFF8 sheet
      ...rangeRecord(0x0800, 2, [4, 5], [1, 2]), // HLINKTOOLTIP over B5:C6
      ...record(0x001c, 12), // NOTE
    ]);
    expect(countBiffCells(stream)).toBe(65536 * 256 + 4 + 1);
  });

  it('counts value records, expands MULRK and skips blanks and other records', () => {
    const stream = new Uint8Array([
      ...record(0x0809, 16), // BOF
      ...record(0x0203, 14), // NUMBER
      ...record(0x00fd, 10), // LABELSST
      ...record(0x027e, 10), // RK
      ...record(0x0006, 22), // FORMULA
      ...record(0x00bd, 6 + 3 * 6), // MULRK with 3 cells
      ...record(0x0201, 6), // BLANK
      ...record(0x00be, 6 + 2 * 4), // MULBLANK
      ...record(0x000a, 0), // EOF
    ]);
    expect(countBiffCells(stream)).toBe(7);
  });
});
