import { STATEMENT_KEYS } from '../contract/financial';
import type { DetailedAccount, StatementKey, WorkbookKind } from '../contract/financial';
import { readHeaderBlock } from './header-block';
import type { HeaderBlock } from './header-block';
import { openWorkbook } from './open-workbook';
import type { ParsedWorkbook, PeriodSource } from './parsed-workbook';
import { formatPeriod, periodFromFileName } from './period-text';
import type { YearMonth } from './period-text';
import { WorkbookRefusal } from './refusal';
import { sheetGrid } from './sheet-grid';
import type { SheetGrid } from './sheet-grid';
import { matchStatementSheets } from './sheet-names';
import type { StatementSheets } from './sheet-names';
import { readStatementRows } from './statement-sheet';
import { findTableHeader } from './table-header';
import type { TableHeader } from './table-header';
import { warnings as texts } from './warnings';

/** Options of `readWorkbook`. */
export interface ReadWorkbookOptions {
  /** Which kind of workbook this is; MyReport when not given. */
  kind?: WorkbookKind;
}

/** Rows searched for a header block in a sheet that has no table header row. */
const HEADERLESS_BLOCK_ROWS = 20;

interface StatementSheet {
  statement: StatementKey;
  grid: SheetGrid;
  header: TableHeader | null;
  block: HeaderBlock;
}

const EMPTY_GRID_SHEET = { '!data': [] };

/**
 * Reads a MyReport export or a RISEMA simulation (docs/workbook-format.md) from its bytes. `fileName` is only
 * used as a source of the period. Throws `WorkbookRefusal` (with the HTTP status and the
 * Portuguese message) for every refusal of docs/workbook-format.md §3; anything odd that does not refuse is
 * reported in `warnings`. Pure: no Node or DOM API, so it runs in a Web Worker as on the server.
 */
export function readWorkbook(
  bytes: Uint8Array,
  fileName: string,
  options: ReadWorkbookOptions = {},
): ParsedWorkbook {
  const kind = options.kind ?? 'myreport';
  let chosen: StatementSheets = matchStatementSheets([], kind);
  const opened = openWorkbook(bytes, kind, (sheetNames) => {
    chosen = matchStatementSheets(sheetNames, kind);
    return STATEMENT_KEYS.flatMap((statement) => chosen[statement] ?? []);
  });
  if (STATEMENT_KEYS.every((statement) => chosen[statement] === null))
    throw new WorkbookRefusal('no_statement_sheet');

  // Statement sheets in workbook order: the header block of the leftmost one speaks first.
  const statementOf = new Map<string, StatementKey>();
  for (const statement of STATEMENT_KEYS) {
    const name = chosen[statement];
    if (name !== null) statementOf.set(name, statement);
  }
  const found: StatementSheet[] = [];
  for (const name of opened.sheetNames) {
    const statement = statementOf.get(name);
    if (statement === undefined) continue;
    const grid = sheetGrid(name, opened.sheets.get(name) ?? EMPTY_GRID_SHEET);
    const header = findTableHeader(grid);
    const block = readHeaderBlock(grid, header?.row ?? HEADERLESS_BLOCK_ROWS);
    found.push({ statement, grid, header, block });
  }

  const warnings: string[] = [];
  let company: string | null = null;
  let nif: string | null = null;
  let headerPeriod: YearMonth | null = null;
  for (const { grid, block } of found) {
    company ??= block.company;
    if (block.nif !== null) {
      if (nif === null) nif = block.nif;
      else if (block.nif !== nif) warnings.push(texts.nifConflict(grid.name, block.nif, nif));
    }
    if (block.period !== null) {
      if (headerPeriod === null) headerPeriod = block.period;
      else if (formatPeriod(block.period) !== formatPeriod(headerPeriod))
        warnings.push(texts.periodConflict(grid.name, block.period, headerPeriod));
    } else if (block.unreadablePeriod !== null) {
      warnings.push(texts.unreadablePeriod(grid.name, block.unreadablePeriod));
    }
  }
  const fileNamePeriod = periodFromFileName(fileName);
  // Whether a table is a mid-year export may depend on the period the workbook states.
  const statedPeriod = headerPeriod ?? fileNamePeriod;

  const statements: Record<StatementKey, DetailedAccount[]> = {
    balanceSheet: [],
    incomeStatement: [],
    externalServices: [],
    financialRatios: [],
  };
  const valueKeys: ParsedWorkbook['valueKeys'] = {};
  let newestYear: number | null = null;
  for (const { statement, grid, header } of found) {
    if (header === null) {
      warnings.push(texts.noTableHeader(grid.name));
      valueKeys[statement] = [];
      continue;
    }
    const rows = readStatementRows(grid, header, statedPeriod);
    statements[statement] = rows.accounts;
    valueKeys[statement] = rows.valueKeys;
    warnings.push(...rows.warnings);
    for (const { header: value } of header.valueHeaders)
      if (newestYear === null || value.year > newestYear) newestYear = value.year;
  }

  let period: YearMonth | null = statedPeriod;
  let periodSource: PeriodSource | null = headerPeriod
    ? 'header'
    : fileNamePeriod
      ? 'fileName'
      : null;
  if (period === null && newestYear !== null) {
    period = { year: newestYear, month: 12 };
    periodSource = 'columns';
  }

  if (kind === 'myreport') {
    const missing = STATEMENT_KEYS.filter((statement) => chosen[statement] === null);
    if (missing.length > 0) warnings.push(texts.missingStatements(missing));
  }
  if (period === null) warnings.push(texts.noPeriod());

  return {
    kind,
    fileName,
    company,
    nif,
    period: period === null ? null : formatPeriod(period),
    periodSource,
    sheets: chosen,
    valueKeys,
    ...statements,
    counts: {
      balanceSheet: statements.balanceSheet.length,
      incomeStatement: statements.incomeStatement.length,
      externalServices: statements.externalServices.length,
      financialRatios: statements.financialRatios.length,
    },
    warnings,
  };
}
