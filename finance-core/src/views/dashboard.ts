import type { PeriodData } from '../contract';
import { ratioStatus } from '../insights/ratio-status';
import type { RatioStatus } from '../insights/ratio-status';
import { analysisMessages, dayBaseNote } from '../analysis/analysis-messages';
import type { FigureExplanation } from '../analysis/explanation';
import {
  FIGURE_LABELS,
  computedSourceLabel,
  explainFigure,
  explainRatio,
  sheetDifferenceNote,
} from '../analysis/figure-explanations';
import type { ExplainedFigureId } from '../analysis/figure-explanations';
import { computeFigures } from '../analysis/figures';
import type { KeyFigures } from '../analysis/figures';
import { fseBreakdown } from '../analysis/fse-lines';
import type { FseSlice } from '../analysis/fse-lines';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { KeyRatios } from '../analysis/key-ratios';
import { showChange } from '../analysis/change-direction';
import type { FigureNature, ShownComparison } from '../analysis/change-direction';
import { compareValues, toPercent } from '../analysis/numbers';
import { fseSourceOf } from '../analysis/period-context';
import type { PeriodContext } from '../analysis/period-context';
import { monthYearLabel, parsePeriod, periodLabel } from '../analysis/periods';
import { prepareStatement } from '../analysis/prepared-statement';
import type { PreviousSource } from '../analysis/previous-source';
import type { RatioKind } from '../analysis/ratio-kinds';
import { sheetRatioValues } from './ratio-table';

/** The eight dashboard gauges (docs/product.md §2). */
export type GaugeId =
  | 'assetReturn'
  | 'financialAutonomy'
  | 'generalLiquidity'
  | 'equityReturn'
  | 'grossMargin'
  | 'productionProfitability'
  | 'paymentDays'
  | 'receiptDays';

/** One gauge: its value, the dial fill capped at 100 %, its status colour. */
export interface Gauge {
  id: GaugeId;
  label: string;
  unit: 'percent' | 'days';
  /** Fraction (percent gauges) or days. */
  value: number | null;
  previous: number | null;
  /**
   * Dial fill 0–100: the percentage for percent gauges, the number of days for day gauges (a
   * 0–100 day dial), capped at 100 (docs/product.md §9) and at 0 below.
   */
  fill: number | null;
  status: RatioStatus;
  /** General liquidity from docs/product.md §9's line-item estimate (docs/design.md §4.10). */
  estimated: boolean;
  /**
   * Return on equity below zero equity: not meaningful, shown as `n.s.` (value null, status
   * neutral); the Rácios insights say why.
   */
  notMeaningful: boolean;
  /**
   * `calculado, sem IVA` (or `calculado pelo RISEMA`) when the workbook's Rácios sheet gives
   * another value for the same ratio (shown on the Rácios tab, `do ficheiro`); null when they
   * agree or the sheet has none.
   */
  sourceLabel: string | null;
  /**
   * Its formula and inputs (docs/product.md §9); the note gives the day base of day ratios, and says so
   * where the workbook's Rácios sheet shows another value (its day ratios add 23 % VAT).
   */
  explanation: FigureExplanation;
}

const GAUGES: readonly {
  id: GaugeId;
  label: string;
  unit: 'percent' | 'days';
  kind: RatioKind;
}[] = [
  { id: 'assetReturn', label: 'Rentabilidade do Ativo', unit: 'percent', kind: 'assetReturn' },
  {
    id: 'financialAutonomy',
    label: 'Autonomia Financeira',
    unit: 'percent',
    kind: 'financialAutonomy',
  },
  { id: 'generalLiquidity', label: 'Liquidez Geral', unit: 'percent', kind: 'generalLiquidity' },
  {
    id: 'equityReturn',
    label: 'Rendib. do capital próprio',
    unit: 'percent',
    kind: 'equityReturn',
  },
  { id: 'grossMargin', label: 'Margem Bruta', unit: 'percent', kind: 'margin' },
  {
    id: 'productionProfitability',
    label: 'Rendibilidade da Produção',
    unit: 'percent',
    kind: 'margin',
  },
  { id: 'paymentDays', label: 'Tempo Médio Pagamento (dias)', unit: 'days', kind: 'paymentDays' },
  {
    id: 'receiptDays',
    label: 'Tempo Médio Recebimento (dias)',
    unit: 'days',
    kind: 'receiptDays',
  },
];

/** The figures behind the dashboard cards. */
export type CardId =
  | 'preTaxResult'
  | 'irc'
  | 'netResult'
  | 'sales'
  | 'accumulatedCosts'
  | 'fse'
  | 'income'
  | 'costs'
  | 'ebitda'
  | 'computedResult'
  | 'clients'
  | 'suppliers'
  | 'financing'
  | 'cash';

// The figure behind each card, for its explanation.
const CARD_FIGURES: Record<CardId, ExplainedFigureId> = {
  preTaxResult: 'preTaxResult',
  irc: 'irc',
  netResult: 'netResult',
  sales: 'turnover',
  accumulatedCosts: 'totalCosts',
  fse: 'fse',
  income: 'totalIncome',
  costs: 'totalCosts',
  ebitda: 'ebitda',
  computedResult: 'computedResult',
  clients: 'clients',
  suppliers: 'suppliers',
  financing: 'financing',
  cash: 'cash',
};

// What each card's figure is, for how its change reads (`showChange`).
const CARD_NATURES: Record<CardId, FigureNature> = {
  preTaxResult: 'result',
  irc: 'cost',
  netResult: 'result',
  sales: 'income',
  accumulatedCosts: 'cost',
  fse: 'cost',
  income: 'income',
  costs: 'cost',
  ebitda: 'result',
  computedResult: 'result',
  clients: 'asset',
  suppliers: 'liability',
  financing: 'liability',
  cash: 'asset',
};

/** A dashboard card: the figure, its previous-year value and where that came from. */
export interface DashboardCard {
  id: CardId;
  label: string;
  /** The change as every table shows it (`showChange`). */
  comparison: ShownComparison;
  /** Which statement's previous values the card used (see `PreviousSource`). */
  source: PreviousSource;
  /** The IRC card when no tax line was found: 17 % of the net result (`Estimativa de IRC*`). */
  estimated: boolean;
  /** How the current value was computed: formula and inputs. */
  explanation: FigureExplanation;
}

/** A bar of the monthly chart: one stored period of the selected year (year-to-date values). */
export interface MonthlyBar {
  period: string;
  /** `Jun`-style month label with year: `Jun/2025`. */
  label: string;
  turnover: number | null;
  netResult: number | null;
}

/** Everything the Dashboard tab shows (docs/product.md §2, docs/design.md §4.3). */
export interface Dashboard {
  title: string;
  period: string;
  periodLabel: string;
  gauges: Gauge[];
  /** Resultado Antes de Imposto, IRC, Resultado Líquido, Vendas, Custos Acumulados, Total FSE's. */
  cards: DashboardCard[];
  /** Rendimentos, Custos, EBITDA, IRC, Resultado Apurado, Clientes, Fornecedores, Financiamentos, Saldo Bancário. */
  details: DashboardCard[];
  /**
   * `IRC`, or `Estimativa de IRC*` with `ircNote` when estimated (17 %, or 0 € on a loss, said
   * so); `ircNote` also says when a negative IRC is a tax credit.
   */
  ircLabel: string;
  ircNote: string | null;
  /** Set when general liquidity is estimated (docs/design.md §4.10). */
  liquidityNote: string | null;
  /** The period's largest FSE lines plus `Outros` (empty without FSE data). */
  fseBreakdown: FseSlice[];
  /** The selected year's stored periods up to the selected one, oldest first. */
  monthlyBars: MonthlyBar[];
  /** Base of the two day gauges, and the sentence saying so. */
  dayBase: number;
  dayBaseNote: string;
}

function gauges(
  figures: KeyFigures,
  now: KeyRatios,
  before: KeyRatios | null,
  sheet: Partial<Record<GaugeId, number>>,
): Gauge[] {
  return GAUGES.map(({ id, label, unit, kind }) => {
    const value = now[id];
    const shown = value === null ? null : unit === 'percent' ? toPercent(value) : value;
    const explanation = explainRatio(id, figures, now);
    const difference = sheetDifferenceNote(value, sheet[id] ?? null, unit);
    const note = [explanation.note, difference].filter(Boolean).join(' ');
    return {
      explanation: note === '' ? explanation : { ...explanation, note },
      id,
      label,
      unit,
      value,
      previous: before ? before[id] : null,
      fill: shown === null ? null : Math.min(100, Math.max(0, shown)),
      status: ratioStatus(kind, value, unit),
      estimated: id === 'generalLiquidity' && now.generalLiquidityEstimated,
      notMeaningful: id === 'equityReturn' && now.equityReturnNotMeaningful,
      sourceLabel: computedSourceLabel(value, sheet[id] ?? null),
    };
  });
}

function monthlyBars(stored: readonly PeriodData[], period: string): MonthlyBar[] {
  const selected = parsePeriod(period);
  if (!selected) return [];
  return stored
    .map((data) => ({ data, parts: parsePeriod(data.period) }))
    .filter(({ parts }) => parts?.year === selected.year && parts.month <= selected.month)
    .sort((a, b) => (a.parts?.month ?? 0) - (b.parts?.month ?? 0))
    .filter(({ data }) => data.incomeStatement.length > 0)
    .map(({ data, parts }) => {
      const key = prepareStatement(data.incomeStatement).columns.current;
      const figures = computeFigures({
        period: data.period,
        balanceSheet: { accounts: [], key: null },
        incomeStatement: { accounts: data.incomeStatement, key },
        externalServices: { accounts: [], key: null },
      });
      return {
        period: data.period,
        label: monthYearLabel(parts?.month ?? 12, parts?.year ?? selected.year),
        turnover: figures.turnover,
        netResult: figures.netResult,
      };
    });
}

/** The note under the IRC figure: its estimate (0 € on a loss, said so) or a tax credit. */
export function ircNote(figures: Pick<KeyFigures, 'irc' | 'ircEstimated' | 'netResult'>) {
  if (figures.ircEstimated) {
    return figures.netResult !== null && figures.netResult < 0
      ? analysisMessages.estimatedIrcLossNote
      : analysisMessages.estimatedIrcNote;
  }
  return figures.irc !== null && figures.irc < 0 ? analysisMessages.ircCreditNote : null;
}

/**
 * The Dashboard tab of a period: eight gauges, the cards with their previous-year values (each
 * saying its source), the FSE donut and the monthly bars from stored data, the IRC estimate and
 * liquidity estimate flags, and the day base. `stored` holds the company's stored periods.
 */
export function buildDashboard(context: PeriodContext, stored: readonly PeriodData[]): Dashboard {
  const { current, previous, sources } = context;
  const now = computeKeyRatios(current);
  const before = previous ? computeKeyRatios(previous) : null;
  const fseSource = fseSourceOf(context);
  const ircLabel = current.ircEstimated
    ? analysisMessages.estimatedIrcLabel
    : analysisMessages.ircLabel;

  const card = (
    id: CardId,
    label: string,
    pick: (figures: KeyFigures) => number | null,
    source: PreviousSource,
  ): DashboardCard => ({
    id,
    label,
    // A previous value only from a like-for-like source (none: the card says why).
    comparison: showChange(
      compareValues(pick(current), previous && source.kind !== 'none' ? pick(previous) : null),
      CARD_NATURES[id],
    ),
    source,
    estimated: id === 'irc' && current.ircEstimated,
    explanation: explainFigure(CARD_FIGURES[id], current),
  });
  const dre = sources.incomeStatement;
  const balance = sources.balanceSheet;

  return {
    title: analysisMessages.dashboardTitle,
    period: context.period,
    periodLabel: periodLabel(context.period),
    gauges: gauges(current, now, before, sheetRatioValues(context)),
    cards: [
      card('preTaxResult', 'Resultado Antes de Imposto', (f) => f.preTaxResult, dre),
      card('irc', ircLabel, (f) => f.irc, dre),
      card('netResult', 'Resultado Líquido', (f) => f.netResult, dre),
      card('sales', 'Vendas', (f) => f.turnover, dre),
      card('accumulatedCosts', 'Custos Acumulados', (f) => f.totalCosts, dre),
      card('fse', "Total FSE's", (f) => f.fse, fseSource),
    ],
    details: [
      card('income', 'Rendimentos', (f) => f.totalIncome, dre),
      card('costs', 'Custos', (f) => f.totalCosts, dre),
      card('ebitda', FIGURE_LABELS.ebitda, (f) => f.ebitda, dre),
      card('irc', ircLabel, (f) => f.irc, dre),
      card('computedResult', 'Resultado Apurado', (f) => f.computedResult, dre),
      card('clients', 'Saldo de Clientes', (f) => f.clients, balance),
      card('suppliers', 'Saldo de Fornecedores', (f) => f.suppliers, balance),
      card('financing', 'Financiamentos', (f) => f.financing, balance),
      card('cash', 'Saldo Bancário', (f) => f.cash, balance),
    ],
    ircLabel,
    ircNote: ircNote(current),
    liquidityNote:
      now.generalLiquidityEstimated && now.generalLiquidity !== null
        ? analysisMessages.estimatedLiquidityNote
        : null,
    fseBreakdown: fseBreakdown(
      context.data.externalServices,
      context.pairs.externalServices.current.key,
    ),
    monthlyBars: monthlyBars(stored, context.period),
    dayBase: current.dayBase,
    dayBaseNote: dayBaseNote(current.dayBase),
  };
}
