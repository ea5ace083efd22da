import type { Insight } from '../insights/insight';
import type { PeriodAnalysis } from '../views/analyze-period';
import type { BalanceView } from '../views/balance-view';
import type { PeriodComparison } from '../views/comparison';
import type { RatioTable } from '../views/ratio-table';
import type { RevenuesView } from '../views/revenues-view';
import type { StatementView } from '../views/statement-view';
import type { ExportSheet } from './export-table';
import { exportFileName } from './file-name';
import {
  balanceSheet,
  comparisonSheet,
  externalServicesSheet,
  incomeStatementSheet,
  ratiosSheet,
  reportSheets,
  revenuesSheet,
} from './tab-sheets';
import type { SheetOwner } from './tab-sheets';
import { writeWorkbook } from './write-workbook';

/**
 * What to export, as plain data (it crosses to a Web Worker): one tab's view, or the whole
 * management report.
 */
export type ExportRequest = { owner: SheetOwner } & (
  | { kind: 'balance'; view: BalanceView }
  | { kind: 'income'; view: StatementView }
  | { kind: 'expenses'; view: StatementView }
  | { kind: 'revenues'; view: RevenuesView }
  | { kind: 'ratios'; table: RatioTable; insights: readonly Insight[] }
  | { kind: 'comparison'; comparison: PeriodComparison }
  | { kind: 'report'; analysis: PeriodAnalysis; comparison: PeriodComparison | null }
);

/** The sheets of a request. */
export function exportSheets(request: ExportRequest): ExportSheet[] {
  const { owner } = request;
  switch (request.kind) {
    case 'balance':
      return [balanceSheet(owner, request.view)];
    case 'income':
      return [incomeStatementSheet(owner, request.view)];
    case 'expenses':
      return [externalServicesSheet(owner, request.view)];
    case 'revenues':
      return [revenuesSheet(owner, request.view)];
    case 'ratios':
      return [ratiosSheet(owner, request.table, request.insights)];
    case 'comparison':
      return [comparisonSheet(owner, request.comparison)];
    case 'report':
      return reportSheets(owner, request.analysis, request.comparison);
  }
}

/** An exported workbook: its bytes and its file name (`<company> - <AAAA-MM>.xlsx`). */
export interface ExportedWorkbook {
  bytes: Uint8Array;
  fileName: string;
}

/** Writes the workbook of a request. */
export function exportWorkbook(request: ExportRequest): ExportedWorkbook {
  return {
    bytes: writeWorkbook(exportSheets(request)),
    fileName: exportFileName(request.owner.companyName, request.owner.period),
  };
}
