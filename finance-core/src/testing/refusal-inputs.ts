import type { WorkbookKind } from '../contract/financial';
import { MAX_CELLS, MAX_INFLATED_BYTES, MAX_UPLOAD_BYTES } from '../reader/limits';
import { WORKBOOK_REFUSALS } from '../reader/refusal';
import type { WorkbookRefusalCode } from '../reader/refusal';
import { zeroBombDeflate } from './deflate-bomb';
import { myReportWorkbook, risemaWorkbook } from './sample-workbooks';
import type { BuiltWorkbook } from './sample-workbooks';
import { buildWorkbook } from './workbook-builder';
import { unzipFiles, zipFiles } from './container-files';
import { writeZip } from './zip-writer';
import type { ZipWriterEntry } from './zip-writer';

const SHEET_PATH = 'xl/worksheets/sheet2.xml';

/** The entries of the small valid MyReport workbook, stored, ready to be tampered with. */
function validEntries(): ZipWriterEntry[] {
  return [...unzipFiles(myReportWorkbook().bytes)].map(([name, content]) => ({ name, content }));
}

/**
 * A valid MyReport workbook of MAX_UPLOAD_BYTES + 1 bytes (padded with a stored media file), so
 * only its size is wrong. 10 MB: build it once per test file.
 */
export function oversizedWorkbook(): BuiltWorkbook {
  const withPadding = (size: number) =>
    writeZip([...validEntries(), { name: 'xl/media/padding.bin', content: new Uint8Array(size) }]);
  // A stored entry adds exactly its size to the archive: measure the rest with an empty one.
  const overhead = withPadding(0).length;
  const bytes = withPadding(MAX_UPLOAD_BYTES + 1 - overhead);
  if (bytes.length !== MAX_UPLOAD_BYTES + 1) throw new Error('padding miscounted');
  return { fileName: 'myreport-grande-2025-12.xlsx', bytes };
}

/** A text file renamed `.xlsx`. */
export function textFileRenamed(): BuiltWorkbook {
  const text = 'Código;Descrição;2025\n71;Vendas;1000\n';
  return { fileName: 'balancete-2025-12.xlsx', bytes: new TextEncoder().encode(text) };
}

/** The start of a PDF file renamed `.xlsx`. */
export function pdfRenamed(): BuiltWorkbook {
  const text = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { fileName: 'relatorio-2025-12.xlsx', bytes: new TextEncoder().encode(text) };
}

/** An empty file. */
export function emptyFile(): BuiltWorkbook {
  return { fileName: 'vazio.xlsx', bytes: new Uint8Array(0) };
}

/** A valid workbook cut in the middle (as an interrupted download leaves it). */
export function truncatedWorkbook(): BuiltWorkbook {
  const { bytes } = myReportWorkbook();
  return {
    fileName: 'myreport-cortado-2025-12.xlsx',
    bytes: bytes.slice(0, Math.floor(bytes.length * 0.6)),
  };
}

/** A zip with a sound directory whose sheet holds data that is not valid DEFLATE. */
export function corruptWorkbook(): BuiltWorkbook {
  const entries = validEntries().map((entry): ZipWriterEntry =>
    entry.name === SHEET_PATH && 'content' in entry
      ? {
          name: entry.name,
          deflated: new Uint8Array(64).fill(0xff),
          declaredSize: entry.content.length,
        }
      : entry,
  );
  return { fileName: 'myreport-corrompido-2025-12.xlsx', bytes: writeZip(entries) };
}

/** A BIFF8 `.xls` (a valid RISEMA simulation; MyReport refuses `.xls`). */
export function xlsWorkbook(): BuiltWorkbook {
  return risemaWorkbook({ bookType: 'xls', period: '2026-03' });
}

/** A valid workbook whose sheets are none of Balanço, DRE, FSE, Rácios. */
export function noStatementSheetWorkbook(): BuiltWorkbook {
  const bytes = buildWorkbook([
    { name: 'Capa', grid: [['Relatório anual']] },
    {
      name: 'Pedreira',
      grid: [
        ['Descrição', '2025'],
        ['Vendas', 1000],
      ],
    },
  ]);
  return { fileName: 'notas-2025-12.xlsx', bytes };
}

/**
 * A zip bomb that says so: one entry declares more than 100 MiB (its data is tiny). Refused from
 * the central directory, before anything is inflated.
 */
export function declaredZipBomb(): BuiltWorkbook {
  const entries = validEntries();
  entries.push({
    name: 'xl/media/huge.bin',
    content: new Uint8Array(16),
    declaredSize: MAX_INFLATED_BYTES + 1,
  });
  return { fileName: 'myreport-bomba-declarada-2025-12.xlsx', bytes: writeZip(entries) };
}

/**
 * A zip bomb that lies: an entry declares 1 KiB but inflates to just over 100 MiB of zeros from
 * about 100 KB. Refused while inflating, at the limit.
 */
export function inflatedZipBomb(): BuiltWorkbook {
  const repeats = Math.ceil((MAX_INFLATED_BYTES + 1) / 258);
  // The bomb stands in a worksheet (the cover), a part every reader must inflate.
  const entries = validEntries().map((entry): ZipWriterEntry =>
    entry.name === 'xl/worksheets/sheet1.xml'
      ? { name: entry.name, deflated: zeroBombDeflate(repeats), declaredSize: 1024 }
      : entry,
  );
  return { fileName: 'myreport-bomba-2025-12.xlsx', bytes: writeZip(entries) };
}

/**
 * A workbook of about 100 KB whose cover sheet inflates to 95 MB (of zeros), its size declared
 * honestly: within the 100 MB total, refused by the cap on one part relative to the file's size.
 */
export function paddedWorkbook(): BuiltWorkbook {
  const repeats = Math.floor((95 * 1024 * 1024) / 258);
  const entries = validEntries().map((entry): ZipWriterEntry =>
    entry.name === 'xl/worksheets/sheet1.xml'
      ? { name: entry.name, deflated: zeroBombDeflate(repeats), declaredSize: 1 + 258 * repeats }
      : entry,
  );
  return { fileName: 'myreport-enchimento-2025-12.xlsx', bytes: writeZip(entries) };
}

/** The small MyReport workbook with one statement sheet replaced by `cells` plain cells. */
function workbookWithCells(cells: number, fileName: string): BuiltWorkbook {
  const files = unzipFiles(myReportWorkbook().bytes);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  const perRow = 200;
  for (let cell = 0, row = 1; cell < cells; row++) {
    parts.push(`<row r="${row}">`);
    for (let c = 0; c < perRow && cell < cells; c++, cell++) parts.push('<c><v>1</v></c>');
    parts.push('</row>');
  }
  parts.push('</sheetData></worksheet>');
  files.set('xl/worksheets/sheet3.xml', new TextEncoder().encode(parts.join('')));
  return { fileName, bytes: zipFiles(files) };
}

/** A valid MyReport workbook whose DRE sheet holds MAX_CELLS + 1 cells (about 200 KB). */
export function tooManyCellsWorkbook(): BuiltWorkbook {
  return workbookWithCells(MAX_CELLS + 1, 'myreport-enorme-2025-12.xlsx');
}

/**
 * A workbook just within the cell limit (its DRE sheet holds MAX_CELLS − 5 000 cells): accepted,
 * and the costliest file the reader reads (about a second of CPU). What a hostile sender sends
 * to keep a server busy.
 */
export function largestAcceptedWorkbook(): BuiltWorkbook {
  return workbookWithCells(MAX_CELLS - 5_000, 'myreport-grande-2025-12.xlsx');
}

/**
 * A valid workbook of about 1 MB whose DRE sheet holds 20 000 cells of 2 000 distinct characters
 * each (40 MB of text once inflated, within every limit of the reader): reading it takes far more
 * memory than a worker with a small heap has, so it shows what the server does when a worker
 * runs out of memory.
 */
export function memoryHeavyWorkbook(): BuiltWorkbook {
  const files = unzipFiles(myReportWorkbook().bytes);
  const filler = 'Lançamento de teste com texto longo; '.repeat(54);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  for (let row = 1; row <= 2_000; row++) {
    parts.push(`<row r="${row}">`);
    for (let column = 0; column < 10; column++) {
      parts.push(`<c t="inlineStr"><is><t>${row}-${column} ${filler}</t></is></c>`);
    }
    parts.push('</row>');
  }
  parts.push('</sheetData></worksheet>');
  files.set('xl/worksheets/sheet3.xml', new TextEncoder().encode(parts.join('')));
  return { fileName: 'myreport-texto-2025-12.xlsx', bytes: zipFiles(files) };
}

/** One refusal: the input, the kind it is sent as, and the answer docs/workbook-format.md §3 gives. */
export interface RefusalCase extends BuiltWorkbook {
  name: string;
  kind: WorkbookKind;
  code: WorkbookRefusalCode;
  status: 413 | 415 | 422;
  message: string;
}

function refusal(
  name: string,
  build: () => BuiltWorkbook,
  kind: WorkbookKind,
  code: WorkbookRefusalCode,
): RefusalCase {
  return { name, ...build(), kind, code, ...WORKBOOK_REFUSALS[code] };
}

/**
 * Every refusal of docs/workbook-format.md §3, built in memory, with its expected code, status and message.
 * Builds about 12 MB in total (the oversized file and the bombs): call it once per test file.
 */
export function refusalCases(): RefusalCase[] {
  return [
    refusal('ficheiro acima de 10 MB', oversizedWorkbook, 'myreport', 'too_large'),
    refusal('ficheiro de texto com extensão .xlsx', textFileRenamed, 'myreport', 'not_excel'),
    refusal('PDF com extensão .xlsx', pdfRenamed, 'myreport', 'not_excel'),
    refusal('ficheiro vazio', emptyFile, 'myreport', 'not_excel'),
    refusal('zip cortado a meio', truncatedWorkbook, 'myreport', 'corrupt'),
    refusal('zip com dados corrompidos', corruptWorkbook, 'myreport', 'corrupt'),
    refusal('.xls enviado como MyReport', xlsWorkbook, 'myreport', 'xls_not_allowed'),
    refusal('sem folhas reconhecidas', noStatementSheetWorkbook, 'myreport', 'no_statement_sheet'),
    refusal(
      'sem folhas reconhecidas (RISEMA)',
      noStatementSheetWorkbook,
      'risema',
      'no_statement_sheet',
    ),
    refusal('bomba zip declarada', declaredZipBomb, 'myreport', 'too_complex'),
    refusal('bomba zip com tamanho falso', inflatedZipBomb, 'myreport', 'too_complex'),
    refusal('folha de 110 KB que se expande a 95 MB', paddedWorkbook, 'myreport', 'too_complex'),
    refusal('demasiadas células', tooManyCellsWorkbook, 'myreport', 'too_complex'),
  ];
}
