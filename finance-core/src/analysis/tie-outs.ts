import type { DetailedAccount, PeriodData, WorkbookKind } from '../contract';
import { formatEuros } from '../format/number-format';
import { balanceStructure } from './balance-structure';
import { computeFigures } from './figures';
import { fseTotal } from './fse-lines';
import { lineValue, prepareStatement } from './prepared-statement';

/** Differences up to this many euros are rounding, not a tie-out failure. */
export const TIE_OUT_TOLERANCE = 1;

/** Which check a tie-out warning comes from. */
export type TieOutCode = 'balance-sheet' | 'net-result' | 'fse-total' | 'risema-net-result';

/** A check a workbook failed: a Portuguese warning for the confirmation dialog. */
export interface TieOut {
  code: TieOutCode;
  message: string;
}

/** What the checks read of a workbook: the reader's `ParsedWorkbook` (or stored data) fits. */
export interface TieOutWorkbook {
  /** `saft`: a month of a SAF-T (PT) file (finance-core's `readSaft`). */
  kind: WorkbookKind | 'saft';
  balanceSheet: readonly DetailedAccount[];
  incomeStatement: readonly DetailedAccount[];
  externalServices: readonly DetailedAccount[];
}

/** The stored data of the period a RISEMA simulation is checked against (MyReport's). */
export type TieOutStoredPeriod = Pick<
  PeriodData,
  'period' | 'balanceSheet' | 'incomeStatement' | 'incomeStatementSource'
>;

function differs(a: number, b: number): boolean {
  return Math.abs(a - b) > TIE_OUT_TOLERANCE;
}

function gap(a: number, b: number): string {
  return `diferença de ${formatEuros(Math.abs(a - b))}`;
}

function currentKey(accounts: readonly DetailedAccount[]): string | null {
  return accounts.length > 0 ? prepareStatement(accounts).columns.current : null;
}

function balanceCheck(accounts: readonly DetailedAccount[]): TieOut | null {
  const structure = balanceStructure(accounts);
  const key = currentKey(accounts);
  const value = (kind: keyof typeof structure.totals) => {
    const line = structure.totals[kind];
    return line ? lineValue(line, key) : null;
  };
  const assets = value('assets');
  const equity = value('equity');
  const liabilities = value('liabilities');
  // Liabilities may be written negative (docs/workbook-format.md): they count by size.
  const other =
    value('equityAndLiabilities') ??
    (equity !== null && liabilities !== null ? equity + Math.abs(liabilities) : null);
  if (assets === null || other === null || !differs(Math.abs(assets), Math.abs(other))) {
    return null;
  }
  return {
    code: 'balance-sheet',
    message: `O balanço não bate certo: o total do ativo (${formatEuros(assets)}) difere do capital próprio mais o passivo (${formatEuros(other)}), ${gap(Math.abs(assets), Math.abs(other))}.`,
  };
}

function netResultCheck(workbook: TieOutWorkbook): TieOut | null {
  if (workbook.incomeStatement.length === 0 || workbook.balanceSheet.length === 0) return null;
  const dre = computeFigures({
    period: '',
    balanceSheet: { accounts: [], key: null },
    incomeStatement: {
      accounts: workbook.incomeStatement,
      key: currentKey(workbook.incomeStatement),
    },
    externalServices: { accounts: [], key: null },
  }).netResult;
  const balance = balanceNetResult(workbook.balanceSheet);
  if (dre === null || balance === null || !differs(dre, balance)) return null;
  return {
    code: 'net-result',
    message: `O resultado líquido da DRE (${formatEuros(dre)}) difere do resultado líquido do período no balanço (${formatEuros(balance)}), ${gap(dre, balance)}.`,
  };
}

/** The balance sheet's `Resultado líquido do período` (818), or null. */
function balanceNetResult(accounts: readonly DetailedAccount[]): number | null {
  if (accounts.length === 0) return null;
  return computeFigures({
    period: '',
    balanceSheet: { accounts, key: currentKey(accounts) },
    incomeStatement: { accounts: [], key: null },
    externalServices: { accounts: [], key: null },
  }).netResult;
}

function fseCheck(accounts: readonly DetailedAccount[]): TieOut | null {
  if (accounts.length === 0) return null;
  const statement = prepareStatement(accounts);
  const key = statement.columns.current;
  const totalLine =
    statement.lines.find(
      (line) =>
        (line.total || line.code === '') &&
        line.folded.includes('fornecimentos e servicos externos'),
    ) ?? statement.lines.find((line) => line.folded.startsWith('total'));
  const stated = totalLine ? lineValue(totalLine, key) : null;
  const sum = fseTotal(accounts, key);
  if (stated === null || sum === null || !differs(Math.abs(stated), sum)) return null;
  return {
    code: 'fse-total',
    message: `O total dos FSE (${formatEuros(Math.abs(stated))}) difere da soma das suas linhas (${formatEuros(sum)}), ${gap(Math.abs(stated), sum)}.`,
  };
}

function risemaCheck(workbook: TieOutWorkbook, stored: TieOutStoredPeriod | null): TieOut | null {
  if (workbook.kind !== 'risema' || stored === null) return null;
  const simulated = computeFigures({
    period: stored.period,
    balanceSheet: { accounts: [], key: null },
    incomeStatement: {
      accounts: workbook.incomeStatement,
      key: currentKey(workbook.incomeStatement),
    },
    externalServices: { accounts: [], key: null },
  }).netResult;
  // The real result: the stored DRE when it is real (MyReport's or a SAF-T's), else the balance
  // sheet's.
  const real =
    stored.incomeStatementSource === 'myreport' || stored.incomeStatementSource === 'saft';
  const myReportDre = real ? stored.incomeStatement : [];
  const myReport = computeFigures({
    period: stored.period,
    balanceSheet: { accounts: stored.balanceSheet, key: currentKey(stored.balanceSheet) },
    incomeStatement: { accounts: myReportDre, key: currentKey(myReportDre) },
    externalServices: { accounts: [], key: null },
  }).netResult;
  if (simulated === null || myReport === null || !differs(simulated, myReport)) return null;
  return {
    code: 'risema-net-result',
    message: `O resultado líquido da simulação RISEMA (${formatEuros(simulated)}) difere do resultado líquido do MyReport guardado para o período (${formatEuros(myReport)}), ${gap(simulated, myReport)}.`,
  };
}

/**
 * The tie-out checks of a read workbook (issue 7), each failure a Portuguese warning: total
 * assets = equity + liabilities (±1 €); the DRE's net result = the balance sheet's net result of
 * the period; the FSE total = the sum of its lines; for a RISEMA simulation, its net result
 * against the MyReport data stored for the period (`stored`, when given). A workbook that does
 * not tie out is still accepted (accountants export drafts): these only warn. Pure: runs on the
 * server and in the browser worker.
 */
export function tieOuts(
  workbook: TieOutWorkbook,
  stored: TieOutStoredPeriod | null = null,
): TieOut[] {
  return [
    balanceCheck(workbook.balanceSheet),
    netResultCheck(workbook),
    fseCheck(workbook.externalServices),
    risemaCheck(workbook, stored),
  ].filter((check): check is TieOut => check !== null);
}
