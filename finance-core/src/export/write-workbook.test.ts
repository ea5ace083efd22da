import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { headerRow, numberCell, text } from './export-table';
import type { ExportSheet } from './export-table';
import { NUMBER_FORMATS, sheetName, writeWorkbook } from './write-workbook';

function readBack(bytes: Uint8Array): XLSX.WorkBook {
  return XLSX.read(bytes, { cellFormula: true, cellNF: true });
}

/** The cells of a sheet by reference (`A1`), typed. */
function sheetOf(
  book: XLSX.WorkBook,
  name: string,
): Record<string, XLSX.CellObject | undefined> & { '!merges'?: XLSX.Range[] } {
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

describe('writeWorkbook', () => {
  const sheet: ExportSheet = {
    name: 'Balanço',
    lines: ['Padaria Lusitana, Lda', 'NIF: 509442013 · Período: Dezembro 2025'],
    tables: [
      {
        title: 'BALANÇO 2025',
        notes: ['Uma nota.'],
        header: headerRow('Conta', '% Peso', '2025', 'Δ%'),
        rows: [
          [
            text('11 Caixa'),
            numberCell(0.183, 'percent0'),
            numberCell(129_684.04, 'euros'),
            numberCell(-0.052, 'percentChange'),
          ],
          [text('=1+2'), null, numberCell(Number.NaN, 'euros'), numberCell(null, 'percent')],
          [text('+351 912 345 678'), text('-5%'), text('@SUM(A1)'), text('=HYPERLINK("x")')],
        ],
      },
    ],
    footer: ['Fim.'],
  };

  it('writes amounts and percentages as numbers with their pt-PT formats', () => {
    const book = readBack(writeWorkbook([sheet]));
    expect(book.SheetNames).toEqual(['Balanço']);
    const ws = sheetOf(book, 'Balanço');
    // Lines, a blank row, the title, the note, the header, the rows.
    expect(ws.A1?.v).toBe('Padaria Lusitana, Lda');
    expect(ws.A4?.v).toBe('BALANÇO 2025');
    expect(ws.A5?.v).toBe('Uma nota.');
    expect([ws.A6?.v, ws.B6?.v, ws.C6?.v, ws.D6?.v]).toEqual(['Conta', '% Peso', '2025', 'Δ%']);
    expect(ws.C7).toMatchObject({ t: 'n', v: 129_684.04, z: NUMBER_FORMATS.euros });
    expect(ws.B7).toMatchObject({ t: 'n', v: 0.183, z: '0%' });
    expect(ws.D7).toMatchObject({ t: 'n', v: -0.052, z: NUMBER_FORMATS.percentChange });
    expect(ws.D7?.w).toBe('-5.2%');
    expect(ws.C7?.w).toBe('129,684 €');
    // Not a number: an empty cell, as the screen's `—`.
    expect(ws.C8).toBeUndefined();
    expect(ws.D8).toBeUndefined();
    expect(ws.A11?.v).toBe('Fim.');
  });

  it('writes a text starting with =, +, - or @ as text, never as a formula', () => {
    const ws = sheetOf(readBack(writeWorkbook([sheet])), 'Balanço');
    for (const [ref, value] of [
      ['A8', '=1+2'],
      ['A9', '+351 912 345 678'],
      ['B9', '-5%'],
      ['C9', '@SUM(A1)'],
      ['D9', '=HYPERLINK("x")'],
    ] as const) {
      expect(ws[ref]).toMatchObject({ t: 's', v: value });
      expect(ws[ref]?.f).toBeUndefined();
    }
  });

  it('lays header spans out as the screen does, merged', () => {
    const ws = sheetOf(
      readBack(
        writeWorkbook([
          {
            name: 'Comparativo',
            lines: [],
            tables: [
              {
                title: 'Indicadores-chave',
                header: [
                  [
                    { text: 'Indicador', rowSpan: 2 },
                    { text: 'dezembro de 2025', rowSpan: 2 },
                    { text: 'vs dezembro de 2024', colSpan: 2 },
                    { text: 'dezembro de 2024', rowSpan: 2 },
                  ],
                  [{ text: 'Δ €' }, { text: 'Δ %' }],
                ],
                rows: [
                  [
                    text('Vendas'),
                    numberCell(1, 'euros'),
                    numberCell(1, 'euroChange'),
                    numberCell(0.5, 'percentChange'),
                    numberCell(2, 'euros'),
                  ],
                ],
              },
            ],
          },
        ]),
      ),
      'Comparativo',
    );
    expect([ws.A2?.v, ws.B2?.v, ws.C2?.v, ws.E2?.v]).toEqual([
      'Indicador',
      'dezembro de 2025',
      'vs dezembro de 2024',
      'dezembro de 2024',
    ]);
    expect([ws.C3?.v, ws.D3?.v]).toEqual(['Δ €', 'Δ %']);
    expect(ws['!merges']?.map((range) => XLSX.utils.encode_range(range))).toEqual([
      'A2:A3',
      'B2:B3',
      'C2:D2',
      'E2:E3',
    ]);
    expect(ws.D4).toMatchObject({ t: 'n', v: 0.5 });
  });

  it('gives every sheet a name Excel accepts, once', () => {
    const taken = new Set<string>();
    expect(sheetName('Rácios', taken)).toBe('Rácios');
    expect(sheetName('rácios', taken)).toBe('rácios (2)');
    expect(sheetName('A/B:C?D*E[F]G\\H', taken)).toBe('A B C D E F G H');
    expect(sheetName('x'.repeat(40), taken)).toHaveLength(31);
    expect(sheetName('', taken)).toBe('Folha');
    const book = readBack(
      writeWorkbook([
        { ...sheet, name: 'DRE' },
        { ...sheet, name: 'DRE' },
      ]),
    );
    expect(book.SheetNames).toEqual(['DRE', 'DRE (2)']);
  });
});
