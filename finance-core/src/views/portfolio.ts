import type { Company, PeriodData } from '../contract';
import { compareText, foldText } from '../common/text';
import { currentFigures } from '../analysis/current-figures';
import type { KeyFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import { hasSimulatedIncomeStatement } from '../analysis/period-source';
import type { PeriodSourceInput } from '../analysis/period-source';
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

/**
 * The income statement of a stored period came from a RISEMA simulation: the period carries the
 * `Simulação` mark (the rule of `analysis/period-source.ts`, which every screen reads).
 */
export function isSimulation(data: PeriodSourceInput): boolean {
  return hasSimulatedIncomeStatement(data);
}

/**
 * What the portfolio reads of a stored period: whether it holds statements and is a simulation,
 * when it was written, and its key figures (its own current columns, as the Comparativo reads a
 * period). Small and plain: a device may keep it instead of the period's statements.
 */
export interface PortfolioPeriod {
  /** The stored period's id (`companyId:period`). */
  id: string;
  companyId: string;
  period: string;
  updatedAt: string;
  /** A balance sheet, income statement or FSE is stored (docs/product.md §2's rule for data). */
  hasStatements: boolean;
  simulation: boolean;
  /** Null without statements. */
  figures: KeyFigures | null;
}

/** A stored period as the portfolio reads it. */
export function portfolioPeriod(data: PeriodData): PortfolioPeriod {
  const hasStatements =
    data.balanceSheet.length > 0 ||
    data.incomeStatement.length > 0 ||
    data.externalServices.length > 0;
  return {
    id: data.id,
    companyId: data.companyId,
    period: data.period,
    updatedAt: data.updatedAt,
    hasStatements,
    simulation: isSimulation(data),
    figures: hasStatements ? currentFigures(data) : null,
  };
}

/** The period counts for the portfolio when it is real (not a simulation) and holds statements. */
export function isRealData(period: Pick<PortfolioPeriod, 'hasStatements' | 'simulation'>): boolean {
  return period.hasStatements && !period.simulation;
}

/**
 * The periods the portfolio reads a company from: those with statements, and among them only
 * real ones (MyReport) when any is stored. A RISEMA simulation replaces the income statement with
 * a forecast: its sales and result must not read as the client's actual health, so the latest
 * real period wins over a newer simulation, and a simulation is shown — marked — only for a
 * company that has nothing else.
 */
export function portfolioPeriods<T extends Pick<PortfolioPeriod, 'hasStatements' | 'simulation'>>(
  periods: readonly T[],
): T[] {
  const withData = periods.filter((item) => item.hasStatements);
  const real = withData.filter((item) => !item.simulation);
  return real.length > 0 ? real : withData;
}

function lastUploadOf(
  company: PortfolioCompany,
  periods: readonly Pick<PortfolioPeriod, 'updatedAt'>[],
): string | null {
  if (company.lastUploadDate) return company.lastUploadDate;
  // Periods stored without a document (imports) still say when their data was written.
  let newest: string | null = null;
  for (const item of periods) {
    if (newest === null || item.updatedAt > newest) newest = item.updatedAt;
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
  periods: readonly PortfolioPeriod[],
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
  const names = pool.map((item) => item.period);
  const period = latestPeriod(names);
  const latest = pool.find((item) => item.period === period);
  const figures = latest?.figures;
  if (period === null || !latest || !figures) {
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
  const ratios = computeKeyRatios(figures);
  const sameMonths = sameMonthsLastYear(names, period);
  const partnerPeriod = previousYearPartner(names, period);
  const partner = pool.find((item) => item.period === partnerPeriod) ?? null;
  const partnerFigures = partner?.figures ?? null;
  const previousSales = sameMonths !== null && partnerFigures ? partnerFigures.turnover : null;
  const state: PortfolioState =
    partner && partnerFigures
      ? readComparison(figures, partnerFigures, period, partner.period).status
      : 'no-comparison';
  return {
    ...base,
    period,
    periodTitle: periodTitle(period),
    simulation: latest.simulation,
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
 * data before fresh within a state, then by name (`compareText`).
 */
export function comparePortfolioRows(a: PortfolioRow, b: PortfolioRow): number {
  return (
    URGENCY[a.state] - URGENCY[b.state] ||
    Number(b.stale) - Number(a.stale) ||
    compareText(a.name, b.name) ||
    (a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0)
  );
}

/**
 * The `Carteira de clientes` of an accountant (issue: the accountant's desk): one row per company
 * from its locally stored periods, most urgent first. `now` decides which data is out of date.
 * Pure: the screen passes what the device holds (`portfolioPeriod` of its stored periods), so it
 * works offline.
 */
export function buildPortfolio(
  companies: readonly PortfolioCompany[],
  periods: readonly PortfolioPeriod[],
  now: Date,
): PortfolioRow[] {
  const byCompany = new Map<string, PortfolioPeriod[]>();
  for (const item of periods) {
    const list = byCompany.get(item.companyId);
    if (list) list.push(item);
    else byCompany.set(item.companyId, [item]);
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
