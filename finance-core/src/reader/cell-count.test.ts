import { describe, expect, it } from 'vitest';
import { countBiffCells } from './biff-cells';
import { countXmlCells } from './cell-count';

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

function record(type: number, length: number): number[] {
  return [type & 0xff, type >> 8, length & 0xff, length >> 8, ...new Array<number>(length).fill(0)];
}

describe('countBiffCells', () => {
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
