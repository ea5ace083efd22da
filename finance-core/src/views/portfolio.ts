import type { Company, PeriodData } from '../contract';
import { foldText } from '../common/text';
import { currentFigures } from '../analysis/current-figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import { safeDivide } from '../analysis/numbers';
import {
  latestPeriod,
  periodTitle,
  previousYearPartner,
  sameMonthsLastYear,
} from '../analysis/periods';
import { COMPARISON_STATUS_LABELS } from '../insights/comparison-insights';
import type { ComparisonStatus } from '../insights/comparison-insights';
import { readComparison } from './comparison';

/** Days after the last upload from which a company's data reads as out of date. */
export const STALE_AFTER_DAYS = 60;

/**
 * The `Estado` of a portfolio row: the Comparativo's overall status of the latest period against
 * the previous year's, `no-comparison` when the previous year has no stored period, `no-data`
 * when the company has no period at all.
 */
export type PortfolioState = ComparisonStatus | 'no-comparison' | 'no-data';

/** The texts of the `Estado` cell. */
export const PORTFOLIO_STATE_LABELS: Readonly<Record<PortfolioState, string>> = {
  ...COMPARISON_STATUS_LABELS,
  'no-comparison': 'Sem comparação',
  'no-data': 'Sem dados',
};

/** Shown in the `Estado` cell beside the state when the last upload is over 60 days old. */
export const STALE_LABEL = 'Dados desatualizados';

/** Shown for the `Δ% homólogo` when the same months of the previous year are not stored. */
export const NOT_AVAILABLE = 'n.d.';

// Most urgent first: a call is due for the first two; a company without a comparison may hide
// anything; one without data waits for the accountant's own upload.
const URGENCY: Readonly<Record<PortfolioState, number>> = {
  urgent: 0,
  monitor: 1,
  'no-comparison': 2,
  positive: 3,
  'no-data': 4,
};

/** What the portfolio reads of a company. */
export type PortfolioCompany = Pick<Company, 'id' | 'name' | 'taxId' | 'lastUploadDate'>;

/** One row of the `Carteira de clientes` table (figures as numbers; the screen formats them). */
export interface PortfolioRow {
  companyId: string;
  name: string;
  taxId: string;
  /** The period the row reads (`AAAA-MM`), null without data. */
  period: string | null;
  /** `Dezembro 2025`, null without data. */
  periodTitle: string | null;
  /** The period's income statement is a RISEMA simulation (shown only when no real one is stored). */
  simulation: boolean;
  /** Sales and services (71 + 72), year to date of the period. */
  sales: number | null;
  /**
   * The same months of the previous year are stored: false reads `n.d.` in `Δ% homólogo`
   * (the like-for-like rule: no other period stands in for them).
   */
  salesChangeAvailable: boolean;
  /** Sales change against those months (fraction); null when not computable (no sales then). */
  salesChange: number | null;
  netResult: number | null;
  /** Current assets / current liabilities (fraction), from the key ratios. */
  generalLiquidity: number | null;
  /** Either side of the general liquidity is estimated (docs/product.md §9). */
  generalLiquidityEstimated: boolean;
  /** Equity / total assets (fraction), from the key ratios. */
  financialAutonomy: number | null;
  state: PortfolioState;
  stateLabel: string;
  /** The period the state compares the row's period with, or null. */
  comparedWith: string | null;
  /** The last upload is more than `STALE_AFTER_DAYS` days before `now`. */
  stale: boolean;
  /** When the last upload was (ISO), or null when there was none. */
  lastUpload: string | null;
}

function hasStatements(data: PeriodData): boolean {
  return (
    data.balanceSheet.length > 0 ||
    data.incomeStatement.length > 0 ||
    data.externalServices.length > 0
  );
}

/** The income statement of a stored period came from a RISEMA simulation. */
export function isSimulation(data: Pick<PeriodData, 'incomeStatementSource'>): boolean {
  return data.incomeStatementSource === 'risema';
}

/**
 * The periods the portfolio reads a company from: those with statements (docs/product.md §2's
 * rule for data), and among them only real ones (MyReport) when any is stored. A RISEMA
 * simulation replaces the income statement with a forecast: its sales and result must not read
 * as the client's actual health, so the latest real period wins over a newer simulation, and a
 * simulation is shown — marked — only for a company that has nothing else.
 */
export function portfolioPeriods(periods: readonly PeriodData[]): PeriodData[] {
  const withData = periods.filter(hasStatements);
  const real = withData.filter((data) => !isSimulation(data));
  return real.length > 0 ? real : withData;
}

function lastUploadOf(company: PortfolioCompany, periods: readonly PeriodData[]): string | null {
  if (company.lastUploadDate) return company.lastUploadDate;
  // Periods stored without a document (imports) still say when their data was written.
  let newest: string | null = null;
  for (const data of periods) {
    if (newest === null || data.updatedAt > newest) newest = data.updatedAt;
  }
  return newest;
}

function isStale(lastUpload: string | null, now: Date): boolean {
  if (lastUpload === null) return false;
  const at = Date.parse(lastUpload);
  if (Number.isNaN(at)) return false;
  return now.getTime() - at > STALE_AFTER_DAYS * 86_400_000;
}

/** One company's row from its stored periods (any superset of what the rules read). */
export function portfolioRow(
  company: PortfolioCompany,
  periods: readonly PeriodData[],
  now: Date,
): PortfolioRow {
  const lastUpload = lastUploadOf(company, periods);
  const base = {
    companyId: company.id,
    name: company.name,
    taxId: company.taxId,
    stale: isStale(lastUpload, now),
    lastUpload,
  };
  const pool = portfolioPeriods(periods);
  const names = pool.map((data) => data.period);
  const period = latestPeriod(names);
  const data = pool.find((item) => item.period === period);
  if (period === null || !data) {
    return {
      ...base,
      period: null,
      periodTitle: null,
      simulation: false,
      sales: null,
      salesChangeAvailable: false,
      salesChange: null,
      netResult: null,
      generalLiquidity: null,
      generalLiquidityEstimated: false,
      financialAutonomy: null,
      state: 'no-data',
      stateLabel: PORTFOLIO_STATE_LABELS['no-data'],
      comparedWith: null,
    };
  }
  const figures = currentFigures(data);
  const ratios = computeKeyRatios(figures);
  const sameMonths = sameMonthsLastYear(names, period);
  const partnerPeriod = previousYearPartner(names, period);
  const partner = pool.find((item) => item.period === partnerPeriod) ?? null;
  const partnerFigures = partner ? currentFigures(partner) : null;
  const previousSales = sameMonths !== null && partnerFigures ? partnerFigures.turnover : null;
  const state: PortfolioState =
    partner && partnerFigures
      ? readComparison(figures, partnerFigures, period, partner.period).status
      : 'no-comparison';
  return {
    ...base,
    period,
    periodTitle: periodTitle(period),
    simulation: isSimulation(data),
    sales: figures.turnover,
    salesChangeAvailable: sameMonths !== null,
    salesChange:
      figures.turnover === null || previousSales === null
        ? null
        : safeDivide(figures.turnover - previousSales, Math.abs(previousSales)),
    netResult: figures.netResult,
    generalLiquidity: ratios.generalLiquidity,
    generalLiquidityEstimated: ratios.generalLiquidityEstimated,
    financialAutonomy: ratios.financialAutonomy,
    state,
    stateLabel: PORTFOLIO_STATE_LABELS[state],
    comparedWith: partner?.period ?? null,
  };
}

/**
 * Most urgent first: by state (urgent, monitor, no comparison, positive, no data), out-of-date
 * data before fresh within a state, then by name (pt collation).
 */
export function comparePortfolioRows(a: PortfolioRow, b: PortfolioRow): number {
  return (
    URGENCY[a.state] - URGENCY[b.state] ||
    Number(b.stale) - Number(a.stale) ||
    a.name.localeCompare(b.name, 'pt') ||
    a.companyId.localeCompare(b.companyId)
  );
}

/**
 * The `Carteira de clientes` of an accountant (issue: the accountant's desk): one row per company
 * from its locally stored periods, most urgent first. `now` decides which data is out of date.
 * Pure: the screen passes what the device holds, so it works offline.
 */
export function buildPortfolio(
  companies: readonly PortfolioCompany[],
  periods: readonly PeriodData[],
  now: Date,
): PortfolioRow[] {
  const byCompany = new Map<string, PeriodData[]>();
  for (const data of periods) {
    const list = byCompany.get(data.companyId);
    if (list) list.push(data);
    else byCompany.set(data.companyId, [data]);
  }
  return companies
    .map((company) => portfolioRow(company, byCompany.get(company.id) ?? [], now))
    .sort(comparePortfolioRows);
}

/**
 * The rows whose name or NIF holds the query: names compared folded (case and accents ignored),
 * NIFs by their digits (`509 442 013` finds `509442013`). An empty query keeps every row.
 */
export function searchPortfolio(rows: readonly PortfolioRow[], query: string): PortfolioRow[] {
  const folded = foldText(query);
  if (folded === '') return [...rows];
  const digits = folded.replace(/\s/g, '');
  return rows.filter(
    (row) =>
      foldText(row.name).includes(folded) ||
      (/^\d+$/.test(digits) && row.taxId.replace(/\s/g, '').includes(digits)),
  );
}
