/**
 * Test builders of finance-core (`@risema/finance-core/testing`), pure TypeScript (no Node
 * built-ins), for any workspace's tests. Signatures are stable.
 *
 * Workbooks, built in memory as real `.xlsx` (or BIFF8 `.xls`) bytes:
 * - `buildWorkbook([{ name: 'DRE', headerBlock: ['Empresa, Lda', 'NIF: 509442013',
 *   'Período: Dezembro 2025'], header: ['Código', 'Descrição', '2025', '2024'],
 *   rows: [['71', 'Vendas', 1000, '900,50']], merges: ['A1:D1'] }])` — any layout: header block
 *   lines, table header, rows, a starting column, merged ranges, `{ date: '2025-12-31' }` date cells,
 *   `{ formula, value }` formula cells with their stored value, text amounts; or a raw `grid`.
 * - `myReportWorkbook({ company, nif, period, fileName })` / `risemaWorkbook({ …, bookType })`:
 *   small valid workbooks (`SAMPLE_LINES`, `SAMPLE_COUNTS`) for upload paths.
 *
 * SAF-T (PT) accounting files (docs/saft.md): `sampleCompanyBooks({ through, fiscalYear,
 * extraSalesPerMonth })` is a year of books of a small company, `saftXml(spec)` writes any spec
 * (rule-breaking ones included), `saftBytes(xml, 'utf-8' | 'windows-1252')` encodes it.
 *
 * Refusals (docs/workbook-format.md §3), each `{ fileName, bytes }`: `oversizedWorkbook` (10 MB + 1 byte),
 * `textFileRenamed`, `pdfRenamed`, `emptyFile`, `truncatedWorkbook`, `corruptWorkbook`,
 * `xlsWorkbook`, `noStatementSheetWorkbook`, `declaredZipBomb`, `inflatedZipBomb` (~100 KB that
 * inflates past 100 MiB, declaring 1 KiB), `paddedWorkbook` (~100 KB whose sheet inflates to
 * 95 MB, declared), `tooManyCellsWorkbook`; `largestAcceptedWorkbook` (just within the cell limit: the costliest
 * accepted file); `memoryHeavyWorkbook` (~1 MB, 40 MB of text: more than a small worker heap) — and `refusalCases()`, all of them with the
 * kind to send them as and the expected `code`, `status` and `message`. The big ones cost time
 * and memory to build (and the bomb about half a second to refuse): build them once per file.
 */
export { buildWorkbook, excelDateSerial, sheetRows } from './workbook-builder';
export type { TestCell, TestSheet, TestWorkbook } from './workbook-builder';
export { SAMPLE_COUNTS, SAMPLE_LINES, myReportWorkbook, risemaWorkbook } from './sample-workbooks';
export type { BuiltWorkbook, SampleWorkbookOptions } from './sample-workbooks';
export {
  corruptWorkbook,
  declaredZipBomb,
  emptyFile,
  inflatedZipBomb,
  largestAcceptedWorkbook,
  memoryHeavyWorkbook,
  noStatementSheetWorkbook,
  oversizedWorkbook,
  paddedWorkbook,
  pdfRenamed,
  refusalCases,
  textFileRenamed,
  tooManyCellsWorkbook,
  truncatedWorkbook,
  xlsWorkbook,
} from './refusal-inputs';
export type { RefusalCase } from './refusal-inputs';
export { zeroBombDeflate } from './deflate-bomb';
export {
  SAMPLE_SAFT_COMPANY,
  sampleChart,
  sampleCompanyBooks,
  saftBytes,
  saftXml,
  transactionXml,
} from './saft-builder';
export type {
  SaftAccountSpec,
  SaftFileSpec,
  SaftLineSpec,
  SaftTransactionSpec,
  SampleBooksOptions,
} from './saft-builder';
export { crc32, writeZip } from './zip-writer';
export type { ZipWriterEntry } from './zip-writer';
export { compoundFile, unzipFiles, zipFiles } from './container-files';
export {
  PADARIA_COMPANY_ID,
  TECNOSERV_COMPANY_ID,
  TEST_COMPANY_ID,
  balanceSheetRows,
  fseRows,
  incomeStatementRows,
  keyFigures,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
  statement,
} from './period-data';
export type {
  Amounts,
  BalanceAmounts,
  IncomeAmounts,
  SampleName,
  StatementRow,
} from './period-data';
