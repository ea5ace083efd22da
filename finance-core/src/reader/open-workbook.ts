import type { ParsingOptions, WorkSheet } from 'xlsx';
import type { WorkbookKind } from '../contract/financial';
import { countBiffCells } from './biff-cells';
import { countXmlCells } from './cell-count';
import { MAX_CELLS, MAX_UPLOAD_BYTES } from './limits';
import { WorkbookRefusal } from './refusal';
import {
  findCompoundStream,
  parseCompoundFile,
  parseZipContainer,
  readCompoundFile,
  zipContainer,
} from './sheetjs';
import type { CfbContainer } from './sheetjs';
import { inflateArchive, readCentralDirectory } from './zip-archive';

/** The sheets the reader asked for, by name, and every sheet name in workbook order. */
export interface OpenedWorkbook {
  sheetNames: string[];
  sheets: Map<string, WorkSheet>;
}

/** Chooses, from the workbook's sheet names, which sheets to build. */
export type SheetChooser = (sheetNames: string[]) => string[];

/**
 * What SheetJS builds: dense sheets of stored values only (formula cells by their cached value),
 * with date cells as dates; no formulas, formatted text, HTML, styles or number formats.
 */
const READ_OPTIONS = {
  dense: true,
  cellDates: true,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellStyles: false,
  cellNF: false,
  sheetStubs: false,
  bookVBA: false,
} as const satisfies ParsingOptions;

type ContainerFormat = 'zip' | 'ole2';

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function containerFormat(bytes: Uint8Array): ContainerFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'zip';
  if (bytes.length >= 8 && OLE2_MAGIC.every((byte, i) => bytes[i] === byte)) return 'ole2';
  return null;
}

/**
 * Opens a workbook within the limits of docs/workbook-format.md §3 and builds only the sheets `choose` picks.
 * Everything that can make reading expensive is checked before SheetJS builds a sheet: the size,
 * the container type by content (not by name), the declared and the actually inflated size of a
 * zip, and the number of cells. Throws `WorkbookRefusal`, never anything else for bad input.
 */
export function openWorkbook(
  bytes: Uint8Array,
  kind: WorkbookKind,
  choose: SheetChooser,
): OpenedWorkbook {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new WorkbookRefusal('too_large');
  const format = containerFormat(bytes);
  if (format === null) throw new WorkbookRefusal('not_excel');
  if (format === 'ole2') {
    if (kind === 'myreport') throw new WorkbookRefusal('xls_not_allowed');
    return openBiffWorkbook(bytes, choose);
  }
  return openZipWorkbook(bytes, choose);
}

/**
 * Parts SheetJS does not need to read cell values with the reader's options (document properties,
 * themes, media, drawings, charts, comments, calculation chain, macros…): they are neither
 * inflated nor handed to SheetJS, so they cost nothing and cannot add cells. SheetJS reads each of
 * them only optionally, when present. (`xl/persons/` stays: SheetJS requires it when declared.)
 */
const UNREAD_PARTS =
  /^(?:docProps|customXml)\/|^xl\/(?:theme|media|printerSettings|drawings|charts|threadedComments|externalLinks|pivotTables|pivotCache|queryTables|tables|activeX|ctrlProps|diagrams|slicers|slicerCaches|timelines|timelineCaches|richData|model|embeddings)\/|^xl\/(?:calcChain\.xml|comments\d*\.xml|vbaProject\.bin)$/i;

/** Zip packages SheetJS would read as another format (OpenDocument, Numbers): not an Excel. */
const OTHER_PACKAGES = new Set(['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa']);

function openZipWorkbook(bytes: Uint8Array, choose: SheetChooser): OpenedWorkbook {
  const entries = readCentralDirectory(bytes);
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  // Only SpreadsheetML (.xlsx, .xlsm) is read: a zip that is a Word or OpenDocument file, a plain
  // archive, or a binary .xlsb workbook is not the Excel the product takes.
  if (!names.has('[content_types].xml') || names.has('xl/workbook.bin'))
    throw new WorkbookRefusal('not_excel');
  for (const name of OTHER_PACKAGES) if (names.has(name)) throw new WorkbookRefusal('not_excel');

  const { files } = inflateArchive(
    bytes,
    entries.filter((entry) => !UNREAD_PARTS.test(entry.name)),
  );
  // Cells are counted in every XML part SheetJS may read (a sheet may live at any path the
  // relationships name; other parts hold no `<c>` elements), before it builds anything.
  let cells = 0;
  for (const [name, content] of files) {
    if (!name.toLowerCase().endsWith('.xml')) continue;
    cells += countXmlCells(content);
    if (cells > MAX_CELLS) throw new WorkbookRefusal('too_complex');
  }

  const container = zipContainer(files);
  return buildSheets(choose, (options) => parseZipContainer(container, options));
}

function openBiffWorkbook(bytes: Uint8Array, choose: SheetChooser): OpenedWorkbook {
  let cfb: CfbContainer;
  try {
    cfb = readCompoundFile(bytes);
  } catch (error) {
    throw new WorkbookRefusal('corrupt', { cause: error });
  }
  // An OLE2 file without a BIFF stream is no workbook (a .doc, or an encrypted .xlsx).
  const stream = findCompoundStream(cfb, 'Workbook') ?? findCompoundStream(cfb, 'Book');
  if (!stream?.content) throw new WorkbookRefusal('not_excel');
  // The cells are bounded by walking the BIFF record headers before SheetJS builds anything: the
  // stream is at most the file's size, and only records that become cells are counted.
  if (countBiffCells(stream.content) > MAX_CELLS) throw new WorkbookRefusal('too_complex');
  // BIFF is one stream that SheetJS parses whole whatever sheets are asked for: one pass.
  let workbook: { SheetNames: string[]; Sheets: Record<string, WorkSheet> };
  try {
    workbook = parseCompoundFile(cfb, { ...READ_OPTIONS });
  } catch (error) {
    throw new WorkbookRefusal('corrupt', { cause: error });
  }
  const sheets = new Map<string, WorkSheet>();
  for (const name of choose(workbook.SheetNames)) {
    const sheet = workbook.Sheets[name];
    if (sheet) sheets.set(name, sheet);
  }
  return { sheetNames: workbook.SheetNames, sheets };
}

/** Two passes over a zip container: the sheet names alone, then only the chosen sheets. */
function buildSheets(
  choose: SheetChooser,
  parse: (options: ParsingOptions) => { SheetNames: string[]; Sheets: Record<string, WorkSheet> },
): OpenedWorkbook {
  let sheetNames: string[];
  try {
    sheetNames = parse({ bookSheets: true }).SheetNames ?? [];
  } catch (error) {
    throw new WorkbookRefusal('corrupt', { cause: error });
  }
  const wanted = choose(sheetNames);
  const sheets = new Map<string, WorkSheet>();
  if (wanted.length === 0) return { sheetNames, sheets };
  let built: Record<string, WorkSheet>;
  try {
    built = parse({ ...READ_OPTIONS, sheets: wanted }).Sheets;
  } catch (error) {
    throw new WorkbookRefusal('corrupt', { cause: error });
  }
  for (const name of wanted) {
    const sheet = built[name];
    if (sheet) sheets.set(name, sheet);
  }
  return { sheetNames, sheets };
}
