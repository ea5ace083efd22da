import { describe, expect, it } from 'vitest';
import {
  buildWorkbook,
  compoundFile,
  crc32,
  myReportWorkbook,
  refusalCases,
  risemaWorkbook,
  unzipFiles,
  writeZip,
  zeroBombDeflate,
  zipFiles,
} from '../testing';
import { MAX_CELLS, MAX_INFLATED_BYTES, MAX_UPLOAD_BYTES, MIN_PART_CAP } from './limits';
import { readWorkbook } from './read-workbook';
import { WorkbookRefusal } from './refusal';

function refusalOf(read: () => unknown): WorkbookRefusal {
  try {
    read();
  } catch (error) {
    if (error instanceof WorkbookRefusal) return error;
    throw error;
  }
  throw new Error('the workbook was not refused');
}

describe('every refusal of docs/workbook-format.md §3 is a typed error with its status and exact message', () => {
  const cases = refusalCases();

  it('covers each refusal code', () => {
    expect(new Set(cases.map((c) => c.code))).toEqual(
      new Set([
        'too_large',
        'not_excel',
        'corrupt',
        'too_complex',
        'xls_not_allowed',
        'no_statement_sheet',
      ]),
    );
  });

  for (const c of cases) {
    it(`${c.name} → ${c.code} ${c.status}`, () => {
      const refusal = refusalOf(() => readWorkbook(c.bytes, c.fileName, { kind: c.kind }));
      expect(refusal.code).toBe(c.code);
      expect(refusal.status).toBe(c.status);
      expect(refusal.message).toBe(c.message);
    });
  }

  it('uses the texts of docs/workbook-format.md to the letter', () => {
    const byCode = new Map(cases.map((c) => [c.code, c]));
    expect(byCode.get('too_large')).toMatchObject({
      status: 413,
      message: 'Ficheiro demasiado grande (máximo: 10MB)',
    });
    expect(byCode.get('not_excel')).toMatchObject({
      status: 415,
      message: 'O ficheiro não é um Excel válido',
    });
    expect(byCode.get('corrupt')).toMatchObject({
      status: 422,
      message: 'O ficheiro não é um Excel válido',
    });
    expect(byCode.get('too_complex')).toMatchObject({
      status: 422,
      message: 'Ficheiro demasiado complexo para processar',
    });
    expect(byCode.get('xls_not_allowed')).toMatchObject({
      status: 415,
      message: 'O MyReport aceita apenas ficheiros .xlsx',
    });
    expect(byCode.get('no_statement_sheet')).toMatchObject({
      status: 422,
      message: 'Nenhuma folha reconhecida (Balanço, DRE, FSE, Rácios)',
    });
  });
});

describe('limits, on both sides', () => {
  it('reads a workbook of exactly 10 MB and refuses one byte more', () => {
    const { bytes } = myReportWorkbook();
    const files = unzipFiles(bytes);
    const entries = [...files].map(([name, content]) => ({ name, content }));
    const withPadding = (size: number) =>
      writeZip([...entries, { name: 'xl/media/p.bin', content: new Uint8Array(size) }]);
    const base = withPadding(0).length;
    const exact = withPadding(MAX_UPLOAD_BYTES - base);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    expect(readWorkbook(exact, 'a.xlsx').counts.incomeStatement).toBeGreaterThan(0);
    const over = withPadding(MAX_UPLOAD_BYTES - base + 1);
    expect(refusalOf(() => readWorkbook(over, 'a.xlsx')).code).toBe('too_large');
  });

  it('accepts declared sizes adding up to 100 MiB and refuses one byte more, before inflating', () => {
    const entries = [...unzipFiles(myReportWorkbook().bytes)].map(([name, content]) => ({
      name,
      content,
    }));
    const declaredTotal = entries.reduce((sum, entry) => sum + entry.content.length, 0);
    // Extra stored parts declaring the rest, each within the cap on one part (MIN_PART_CAP).
    const lie = (extra: number) => {
      const parts: { name: string; content: Uint8Array; declaredSize: number }[] = [];
      for (let left = extra, i = 0; left > 0; left -= MIN_PART_CAP, i++) {
        const declaredSize = Math.min(left, MIN_PART_CAP);
        parts.push({ name: `xl/media/x${i}.bin`, content: new Uint8Array(4), declaredSize });
      }
      return writeZip([...entries, ...parts]);
    };
    // At the limit the stored entry (4 real bytes) is read and the workbook goes through.
    expect(
      readWorkbook(lie(MAX_INFLATED_BYTES - declaredTotal), 'a.xlsx').counts.balanceSheet,
    ).toBeGreaterThan(0);
    expect(
      refusalOf(() => readWorkbook(lie(MAX_INFLATED_BYTES - declaredTotal + 1), 'a.xlsx')).code,
    ).toBe('too_complex');
  });

  it(`reads ${MAX_CELLS} cells and refuses ${MAX_CELLS + 1}`, () => {
    const withCells = (count: number) => {
      const files = unzipFiles(myReportWorkbook().bytes);
      // The cover sheet (sheet1) is replaced by a row of plain cells; the others keep theirs.
      let existing = 0;
      for (const [name, content] of files)
        if (name.startsWith('xl/worksheets/') && name !== 'xl/worksheets/sheet1.xml')
          existing += new TextDecoder().decode(content).split('<c ').length - 1;
      const cells = '<c><v>1</v></c>'.repeat(count - existing);
      files.set(
        'xl/worksheets/sheet1.xml',
        new TextEncoder().encode(
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cells}</row></sheetData></worksheet>`,
        ),
      );
      return zipFiles(files);
    };
    expect(readWorkbook(withCells(MAX_CELLS), 'a.xlsx').counts.incomeStatement).toBeGreaterThan(0);
    expect(refusalOf(() => readWorkbook(withCells(MAX_CELLS + 1), 'a.xlsx')).code).toBe(
      'too_complex',
    );
  });
});

describe('sheets shaped to cost more than their cells', () => {
  const withDreSheet = (sheetData: string, after = '') => {
    const files = unzipFiles(myReportWorkbook().bytes);
    files.set(
      'xl/worksheets/sheet3.xml',
      new TextEncoder().encode(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData>${after}</worksheet>`,
      ),
    );
    return zipFiles(files);
  };
  const header =
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Descrição</t></is></c><c r="B1"><v>2025</v></c></row>';

  it('refuses a hyperlink whose range would make SheetJS create too many cells', () => {
    const small = withDreSheet(
      header,
      '<hyperlinks><hyperlink ref="A2:A10" location="x"/></hyperlinks>',
    );
    expect(readWorkbook(small, 'a.xlsx').sheets.incomeStatement).toBe('DRE');
    const huge = withDreSheet(
      header,
      '<hyperlinks><hyperlink ref="A1:XFD1048576" location="x"/></hyperlinks>',
    );
    expect(refusalOf(() => readWorkbook(huge, 'a.xlsx')).code).toBe('too_complex');
  });

  it('reads cells far apart (last column, last rows) by what they hold, not by the sheet extent', () => {
    let rows = header;
    for (let r = 2; r < 2000; r++)
      rows += `<row r="${r * 500}"><c r="XFD${r * 500}"><v>1</v></c></row>`;
    rows +=
      '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>Última</t></is></c><c r="B1048576"><v>7</v></c></row>';
    const parsed = readWorkbook(withDreSheet(rows), 'a.xlsx');
    expect(parsed.incomeStatement).toEqual([
      { code: '', description: 'Última', amount: 7, values: { '2025': 7 } },
    ]);
  });
});

describe('parts the reader never hands to SheetJS', () => {
  it('are not inflated at all, so a lying one there costs nothing', () => {
    const entries = [...unzipFiles(myReportWorkbook().bytes)].map(([name, content]) => ({
      name,
      content,
    }));
    const bomb = zeroBombDeflate(Math.ceil((MAX_INFLATED_BYTES + 1) / 258));
    const zip = writeZip([
      ...entries,
      { name: 'xl/media/image1.png', deflated: bomb, declaredSize: 1024 },
    ]);
    expect(readWorkbook(zip, 'a.xlsx').counts.balanceSheet).toBeGreaterThan(0);
    // The same entry as a worksheet is inflated, counted and stopped at the limit.
    const sheet = writeZip([
      ...entries.filter((entry) => entry.name !== 'xl/worksheets/sheet1.xml'),
      { name: 'xl/worksheets/sheet1.xml', deflated: bomb, declaredSize: 1024 },
    ]);
    expect(refusalOf(() => readWorkbook(sheet, 'a.xlsx')).code).toBe('too_complex');
  });

  it('refuses zips SheetJS would read as another format, and binary .xlsb workbooks', () => {
    const entries = [...unzipFiles(myReportWorkbook().bytes)].map(([name, content]) => ({
      name,
      content,
    }));
    const marker = new TextEncoder().encode('<manifest/>');
    for (const name of ['META-INF/manifest.xml', 'xl/workbook.bin']) {
      const zip = writeZip([...entries, { name, content: marker }]);
      expect(refusalOf(() => readWorkbook(zip, 'a.xlsx')).code, name).toBe('not_excel');
    }
  });
});

describe('containers', () => {
  it('reads an .xls as RISEMA and refuses it as MyReport', () => {
    const { bytes, fileName } = risemaWorkbook({ bookType: 'xls', period: '2026-03' });
    expect(readWorkbook(bytes, fileName, { kind: 'risema' }).incomeStatement[0]).toMatchObject({
      code: '71',
      description: 'Vendas',
    });
    expect(refusalOf(() => readWorkbook(bytes, fileName)).code).toBe('xls_not_allowed');
  });

  it('judges by content, not by name: an .xlsx named .xls is read, a text named .xlsx is not', () => {
    const { bytes } = myReportWorkbook();
    expect(readWorkbook(bytes, 'dados.xls').counts.balanceSheet).toBeGreaterThan(0);
    expect(refusalOf(() => readWorkbook(new TextEncoder().encode('PK'), 'a.xlsx')).code).toBe(
      'not_excel',
    );
  });

  it('refuses a zip that is no spreadsheet, and an OLE2 file without a workbook stream', () => {
    const plainZip = writeZip([{ name: 'readme.txt', content: new TextEncoder().encode('olá') }]);
    expect(refusalOf(() => readWorkbook(plainZip, 'a.xlsx')).code).toBe('not_excel');
    const document = compoundFile(new Map([['WordDocument', new Uint8Array(512)]]));
    expect(refusalOf(() => readWorkbook(document, 'a.xls', { kind: 'risema' })).code).toBe(
      'not_excel',
    );
    // The same container with a BIFF stream is a workbook: the stream is what decides.
    const streams = unzipFiles(risemaWorkbook({ bookType: 'xls' }).bytes);
    expect(streams.has('Workbook')).toBe(true);
    const rebuilt = compoundFile(new Map([['Workbook', streams.get('Workbook')!]]));
    expect(
      readWorkbook(rebuilt, 'a.xls', { kind: 'risema' }).counts.incomeStatement,
    ).toBeGreaterThan(0);
  });

  it('refuses an encrypted entry and an unknown compression method as corrupt', () => {
    const bytes = writeZip([{ name: '[Content_Types].xml', content: new Uint8Array([60]) }]);
    const encrypted = bytes.slice();
    // General-purpose flag bit 0 (encrypted), in the local and the central header.
    encrypted[6] = 0x01;
    const central = encrypted.length - 22 - 46 - '[Content_Types].xml'.length;
    encrypted[central + 8] = 0x01;
    expect(refusalOf(() => readWorkbook(encrypted, 'a.xlsx')).code).toBe('corrupt');
    const method = bytes.slice();
    method[central + 10] = 12; // bzip2
    expect(refusalOf(() => readWorkbook(method, 'a.xlsx')).code).toBe('corrupt');
  });

  it('never throws anything but a refusal for damaged workbooks', () => {
    const { bytes } = myReportWorkbook();
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const damaged = bytes.slice();
      // Flip bytes spread over the file, a different set each time.
      for (let k = 0; k < 8; k++) damaged[(i * 7919 + k * 104729) % damaged.length]! ^= 0x5a;
      try {
        readWorkbook(damaged, 'a.xlsx');
      } catch (error) {
        expect(error).toBeInstanceOf(WorkbookRefusal);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('never throws anything but a refusal for a damaged .xls', () => {
    const { bytes } = risemaWorkbook({ bookType: 'xls' });
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const damaged = bytes.slice(0, i % 5 === 0 ? bytes.length >> 1 : bytes.length);
      for (let k = 0; k < 4; k++) damaged[(i * 7919 + k * 104729) % damaged.length]! ^= 0xa5;
      try {
        readWorkbook(damaged, 'a.xls', { kind: 'risema' });
      } catch (error) {
        expect(error).toBeInstanceOf(WorkbookRefusal);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('checks CRCs nowhere it does not need to: a zip written with a wrong CRC still reads', () => {
    const built = buildWorkbook([
      { name: 'DRE', header: ['Descrição', '2025'], rows: [['Vendas', 1]] },
    ]);
    const entries = [...unzipFiles(built)].map(([name, content]) => ({ name, content }));
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(readWorkbook(writeZip(entries), 'a.xlsx').incomeStatement).toHaveLength(1);
  });
});
