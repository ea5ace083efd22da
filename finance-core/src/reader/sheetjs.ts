import * as XLSX from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';

/**
 * The parts of SheetJS 0.20.3 the reader uses that its type declarations leave untyped: the CFB
 * container helpers (one container type serves OLE2 files and zip archives) and the two parsers
 * `read` itself calls once it has a container, `parse_zip` and `parse_xlscfb`. Calling them with a
 * container the reader built lets it inflate each zip entry once, under its own limits.
 */
export interface CfbEntry {
  name: string;
  type: number;
  content?: Uint8Array;
  size?: number;
}

export interface CfbContainer {
  FileIndex: CfbEntry[];
  FullPaths: string[];
}

interface CfbApi {
  read(data: Uint8Array, options: { type: 'array' }): CfbContainer;
  find(container: CfbContainer, path: string): CfbEntry | null;
  utils: {
    cfb_new(): CfbContainer;
    cfb_add(
      container: CfbContainer,
      name: string,
      content: Uint8Array,
      options: { unsafe: true },
    ): CfbEntry;
  };
}

interface SheetJsInternals {
  CFB: CfbApi;
  parse_zip(zip: CfbContainer, options: ParsingOptions): WorkBook;
  parse_xlscfb(cfb: CfbContainer, options: ParsingOptions): WorkBook;
}

const sheetjs = XLSX as unknown as SheetJsInternals;

/** A zip container holding the given (already inflated) files, as SheetJS's own unzip builds it. */
export function zipContainer(files: Map<string, Uint8Array>): CfbContainer {
  const container = sheetjs.CFB.utils.cfb_new();
  for (const [name, content] of files)
    sheetjs.CFB.utils.cfb_add(container, name, content, { unsafe: true });
  return container;
}

/** Parses an OOXML workbook from a zip container (what `XLSX.read` does after unzipping). */
export function parseZipContainer(zip: CfbContainer, options: ParsingOptions): WorkBook {
  return sheetjs.parse_zip(zip, options);
}

/** Reads an OLE2 (compound file) container. */
export function readCompoundFile(bytes: Uint8Array): CfbContainer {
  return sheetjs.CFB.read(bytes, { type: 'array' });
}

/** Finds a stream of an OLE2 container by name, or null. */
export function findCompoundStream(cfb: CfbContainer, name: string): CfbEntry | null {
  return sheetjs.CFB.find(cfb, name);
}

/** Parses a BIFF workbook from an OLE2 container (what `XLSX.read` does for `.xls`). */
export function parseCompoundFile(cfb: CfbContainer, options: ParsingOptions): WorkBook {
  return sheetjs.parse_xlscfb(cfb, options);
}
