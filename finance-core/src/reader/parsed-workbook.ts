import type {
  DetailedAccount,
  SectionCounts,
  StatementKey,
  WorkbookKind,
} from '../contract/financial';

/** Where the period of an upload was found (docs/workbook-format.md §1, "Period of an upload"). */
export type PeriodSource = 'header' | 'fileName' | 'columns';

/** Everything the reader extracts from one workbook. */
export interface ParsedWorkbook {
  kind: WorkbookKind;
  fileName: string;
  /** Company name and NIF from the header block, or null when absent. */
  company: string | null;
  nif: string | null;
  /** `AAAA-MM`, or null when none could be found. */
  period: string | null;
  periodSource: PeriodSource | null;
  /** The sheet each statement was read from, or null when absent. */
  sheets: Record<StatementKey, string | null>;
  /** Value keys in column order, for each statement found. */
  valueKeys: Partial<Record<StatementKey, string[]>>;
  balanceSheet: DetailedAccount[];
  incomeStatement: DetailedAccount[];
  externalServices: DetailedAccount[];
  financialRatios: DetailedAccount[];
  /** Rows read per statement (0 when absent). */
  counts: SectionCounts;
  /** Oddities that did not refuse the workbook, in Portuguese. */
  warnings: string[];
}
