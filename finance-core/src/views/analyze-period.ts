import type { PeriodData } from '../contract';
import { balanceInsights } from '../insights/balance-insights';
import { fseInsights } from '../insights/fse-insights';
import { incomeInsights } from '../insights/income-insights';
import type { Insight } from '../insights/insight';
import { ratioInsights } from '../insights/ratio-insights';
import { buildBalanceView } from './balance-view';
import type { BalanceView } from './balance-view';
import { buildDashboard } from './dashboard';
import type { Dashboard } from './dashboard';
import { buildExecutiveSummary } from './executive-summary';
import type { ExecutiveSummary } from './executive-summary';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { KeyRatios } from '../analysis/key-ratios';
import { fseSourceOf, periodContext } from '../analysis/period-context';
import type { PeriodContext } from '../analysis/period-context';
import type { PreviousSource } from '../analysis/previous-source';
import { buildRatioTable, ratioInsightInputs } from './ratio-table';
import type { RatioTable } from './ratio-table';
import { buildRevenuesView } from './revenues-view';
import type { RevenuesView } from './revenues-view';
import { buildStatementView } from './statement-view';
import type { StatementView } from './statement-view';

/** The insights of each tab of a period. */
export interface PeriodInsights {
  /** Shown above the Balanço table. */
  balance: Insight[];
  /** DRE tab. */
  income: Insight[];
  /** FSE tab. */
  fse: Insight[];
  /** Rácios tab (at most 4). */
  ratios: Insight[];
}

/** Every figure of every screen of one period (the Comparativo apart: `comparePeriods`). */
export interface PeriodAnalysis {
  period: string;
  /** The previous year's stored period used, if any. */
  previousYearPeriod: string | null;
  /** Where each statement's previous values came from. */
  sources: PeriodContext['sources'];
  ratios: KeyRatios;
  previousRatios: KeyRatios | null;
  dashboard: Dashboard;
  summary: ExecutiveSummary;
  revenues: RevenuesView;
  balance: BalanceView;
  incomeStatement: StatementView;
  externalServices: StatementView;
  ratioTable: RatioTable;
  insights: PeriodInsights;
}

function label(source: PreviousSource): string | null {
  return source.kind === 'none' ? null : source.label;
}

/**
 * Defines `key` on `target` as computed on its first read and kept (an enumerable property, so
 * a copy, a structured clone or a deep comparison of the analysis holds every figure).
 */
function computedOnce<T extends object, K extends keyof T>(target: T, key: K, build: () => T[K]) {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(target, key, { value, enumerable: true, writable: false });
      return value;
    },
  });
}

/**
 * Analyses the stored period `data` of a company whose stored periods are `stored` (the previous
 * year is looked up there). Pure and synchronous: safe in a Web Worker. Each screen's view is
 * built on its first read: a tab opening draws its own figures without waiting for every other
 * tab's (on a phone, the Dashboard of a return visit paid for all of them in one long task).
 */
export function analyzePeriod(data: PeriodData, stored: readonly PeriodData[]): PeriodAnalysis {
  const context = periodContext(data, stored);
  const { current, previous, sources } = context;
  const ratios = computeKeyRatios(current);
  const analysis = {
    period: data.period,
    previousYearPeriod: context.previousYear?.period ?? null,
    sources,
    ratios,
    previousRatios: previous ? computeKeyRatios(previous) : null,
  } as PeriodAnalysis;
  computedOnce(analysis, 'dashboard', () => buildDashboard(context, stored));
  computedOnce(analysis, 'summary', () => buildExecutiveSummary(context));
  computedOnce(analysis, 'revenues', () => buildRevenuesView(context));
  computedOnce(analysis, 'balance', () => buildBalanceView(context));
  computedOnce(analysis, 'incomeStatement', () =>
    buildStatementView('incomeStatement', data.incomeStatement, data.period, current),
  );
  computedOnce(analysis, 'externalServices', () =>
    buildStatementView('externalServices', data.externalServices, data.period, current),
  );
  computedOnce(analysis, 'ratioTable', () => buildRatioTable(context));
  computedOnce(analysis, 'insights', () => insightsOf(data, context, ratios, analysis.ratioTable));
  return analysis;
}

/** The insights of each tab of the period. */
function insightsOf(
  data: PeriodData,
  context: PeriodContext,
  ratios: KeyRatios,
  ratioTable: RatioTable,
): PeriodInsights {
  const { current, previous, sources } = context;
  const balancePrevious = previous && sources.balanceSheet.kind !== 'none' ? previous : null;
  return {
    balance: balancePrevious
      ? balanceInsights(current, balancePrevious, label(sources.balanceSheet) ?? '')
      : [],
    income:
      data.incomeStatement.length > 0
        ? incomeInsights(
            current,
            sources.incomeStatement.kind === 'none' ? null : previous,
            label(sources.incomeStatement),
          )
        : [],
    fse:
      current.fse !== null
        ? fseInsights(
            context.pairs.externalServices,
            current,
            fseSourceOf(context).kind === 'none' ? null : previous,
            label(fseSourceOf(context)),
          )
        : [],
    // Without a Rácios sheet only the negative-equity reading can speak.
    ratios: ratioInsights(
      ratioTable.empty
        ? {
            assetReturn: null,
            financialAutonomy: null,
            generalLiquidity: null,
            grossMargin: null,
            paymentDays: null,
            equity: current.equity,
          }
        : ratioInsightInputs(ratioTable, ratios, current),
    ),
  };
}
