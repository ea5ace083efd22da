import type { PeriodData } from '../contract';
import {
  COMPARISON_STATUS_LABELS,
  comparisonInsights,
  comparisonStatus,
} from '../insights/comparison-insights';
import type { ComparisonStatus } from '../insights/comparison-insights';
import type { Insight } from '../insights/insight';
import { formatEuros, formatPercent } from '../format/number-format';
import type { FigureUnit } from '../format/unit-format';
import { analysisMessages } from '../analysis/analysis-messages';
import { COMPARISON_LIMITS } from '../analysis/comparison-selection';
import { currentFigures } from '../analysis/current-figures';
import type { FigureExplanation } from '../analysis/explanation';
import { FIGURE_LABELS, explainFigure, explainRatio } from '../analysis/figure-explanations';
import type { ExplainedFigureId, ExplainedRatioId } from '../analysis/figure-explanations';
import type { KeyFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { KeyRatios } from '../analysis/key-ratios';
import { showChange } from '../analysis/change-direction';
import type { ChangeTone, FigureNature } from '../analysis/change-direction';
import { compareValues, safeDivide } from '../analysis/numbers';
import type { Trend } from '../analysis/numbers';
import { SIMULATION_MARK, hasSimulatedIncomeStatement } from '../analysis/period-source';
import { periodLabel, sortPeriodsNewestFirst } from '../analysis/periods';
import { periodMonths } from '../analysis/previous-source';

/** A key indicator of the comparison table. */
export interface ComparisonIndicator {
  id: string;
  label: string;
  unit: FigureUnit;
  /** One value per period, newest first. */
  values: (number | null)[];
  /**
   * True for year-to-date amounts (and what divides them by a stock, the return on assets):
   * between periods of different lengths their Δ are not comparable.
   */
  lengthDependent: boolean;
  /**
   * Between each period and the next older one (length = periods − 1): Δ in the indicator's
   * unit (euros, a fraction for percent rows — percentage points —, days) and Δ % (fraction).
   * `comparable` false: the two periods cover different months and the indicator depends on
   * it; Δ and Δ % are then null (not shown), `mixedLengthsNote` says why.
   */
  deltas: {
    delta: number | null;
    deltaPercent: number | null;
    comparable: boolean;
    /** Direction and tone of the change (`showChange`), null when not computed. */
    trend: Trend | null;
    tone: ChangeTone | null;
  }[];
  /** The newest period's value: its formula and inputs. */
  explanation: FigureExplanation;
  /** One explanation per period, newest first (the inputs of each value). */
  explanations: FigureExplanation[];
}

/**
 * A compared period's heading (the Comparativo's column, on screen and in its export): its
 * label, and `(Simulação)` when its DRE comes from a RISEMA simulation.
 */
export function comparisonPeriodHeading(period: { label: string; mark: string | null }): string {
  return period.mark ? `${period.label} (${period.mark})` : period.label;
}

/** The Comparativo tab with at least 2 periods. */
export interface PeriodComparison {
  ready: true;
  /** `mark`: `Simulação` when the period's DRE comes from a RISEMA simulation, else null. */
  periods: { period: string; label: string; mark: string | null }[];
  indicators: ComparisonIndicator[];
  /** Comparison insights of the newest period against the one before it. */
  insights: Insight[];
  status: ComparisonStatus;
  statusLabel: string;
  /** Executive summary sentences. */
  summary: string[];
  /** The periods cover different months (year-to-date values): say so beside the table. */
  mixedLengthsNote: string | null;
}

/** The Comparativo tab before 2 periods are chosen. */
export interface PendingComparison {
  ready: false;
  message: string;
}

type Pick = (figures: KeyFigures, ratios: KeyRatios) => number | null;

// Indicators whose Δ depend on how many months a period covers (flows, and flows over stocks).
const LENGTH_DEPENDENT = new Set([
  'turnover',
  'totalIncome',
  'cmvmc',
  'fse',
  'personnel',
  'ebitda',
  'operatingResult',
  'netResult',
  'assetReturn',
]);

// Indicators that are ratios (explained by their formula over figures); the others are amounts.
const RATIO_IDS: ReadonlySet<string> = new Set<ExplainedRatioId>([
  'grossMargin',
  'netMargin',
  'financialAutonomy',
  'generalLiquidity',
  'assetReturn',
  'receiptDays',
  'paymentDays',
]);

type IndicatorId = ExplainedFigureId | ExplainedRatioId;

function isRatioId(id: IndicatorId): id is ExplainedRatioId {
  return RATIO_IDS.has(id);
}

// `nature`: how each indicator's change reads (`showChange`); ratios better higher read as
// results, receipt days (better shorter) as a cost, payment days as neutral (docs/product.md §9).
const INDICATORS: readonly {
  id: IndicatorId;
  label: string;
  unit: ComparisonIndicator['unit'];
  nature: FigureNature;
  pick: Pick;
}[] = [
  { id: 'turnover', label: 'Vendas', unit: 'euros', nature: 'income', pick: (f) => f.turnover },
  {
    id: 'totalIncome',
    label: 'Rendimentos',
    unit: 'euros',
    nature: 'income',
    pick: (f) => f.totalIncome,
  },
  { id: 'cmvmc', label: 'CMVMC', unit: 'euros', nature: 'cost', pick: (f) => f.cmvmc },
  {
    id: 'grossMargin',
    label: 'Margem bruta',
    unit: 'percent',
    nature: 'result',
    pick: (_, r) => r.grossMargin,
  },
  { id: 'fse', label: "FSE's", unit: 'euros', nature: 'cost', pick: (f) => f.fse },
  {
    id: 'personnel',
    label: 'Gastos com pessoal',
    unit: 'euros',
    nature: 'cost',
    pick: (f) => f.personnel,
  },
  {
    id: 'ebitda',
    label: FIGURE_LABELS.ebitda,
    unit: 'euros',
    nature: 'result',
    pick: (f) => f.ebitda,
  },
  {
    id: 'operatingResult',
    label: 'Resultado operacional',
    unit: 'euros',
    nature: 'result',
    pick: (f) => f.operatingResult,
  },
  {
    id: 'netResult',
    label: 'Resultado líquido',
    unit: 'euros',
    nature: 'result',
    pick: (f) => f.netResult,
  },
  {
    id: 'netMargin',
    label: 'Margem líquida',
    unit: 'percent',
    nature: 'result',
    pick: (_, r) => r.netMargin,
  },
  {
    id: 'totalAssets',
    label: 'Total do ativo',
    unit: 'euros',
    nature: 'asset',
    pick: (f) => f.totalAssets,
  },
  {
    id: 'equity',
    label: 'Capital próprio',
    unit: 'euros',
    nature: 'equity',
    pick: (f) => f.equity,
  },
  {
    id: 'liabilities',
    label: 'Passivo',
    unit: 'euros',
    nature: 'liability',
    pick: (f) => f.liabilities,
  },
  { id: 'cash', label: 'Disponibilidades', unit: 'euros', nature: 'asset', pick: (f) => f.cash },
  { id: 'clients', label: 'Clientes', unit: 'euros', nature: 'asset', pick: (f) => f.clients },
  {
    id: 'suppliers',
    label: 'Fornecedores',
    unit: 'euros',
    nature: 'liability',
    pick: (f) => f.suppliers,
  },
  {
    id: 'financialAutonomy',
    label: 'Autonomia financeira',
    unit: 'percent',
    nature: 'result',
    pick: (_, r) => r.financialAutonomy,
  },
  {
    id: 'generalLiquidity',
    label: 'Liquidez geral',
    unit: 'percent',
    nature: 'result',
    pick: (_, r) => r.generalLiquidity,
  },
  {
    id: 'assetReturn',
    label: 'Rentabilidade do ativo',
    unit: 'percent',
    nature: 'result',
    pick: (_, r) => r.assetReturn,
  },
  {
    id: 'receiptDays',
    label: 'Prazo médio de recebimento',
    unit: 'days',
    nature: 'cost',
    pick: (_, r) => r.receiptDays,
  },
  {
    id: 'paymentDays',
    label: 'Prazo médio de pagamento',
    unit: 'days',
    nature: 'neutral',
    pick: (_, r) => r.paymentDays,
  },
];

// Below these a change is flat (an arrow →): half a cent, 0.05 percentage points, 0.05 days.
const FLAT_CHANGE: Record<ComparisonIndicator['unit'], number> = {
  euros: 0.005,
  percent: 0.0005,
  days: 0.05,
};

function changeSentence(
  label: string,
  plural: boolean,
  current: number | null,
  previous: number | null,
): string | null {
  if (current === null || previous === null) return null;
  const fraction = safeDivide(current - previous, Math.abs(previous));
  const direction = current > previous ? 0 : current < previous ? 1 : 2;
  const verbs = plural
    ? ['subiram', 'desceram', 'mantiveram-se']
    : ['subiu', 'desceu', 'manteve-se'];
  const verb = verbs[direction] ?? '';
  // The verb carries the direction, the number only its size (`desceram 20,9%`).
  const change =
    fraction === null || direction === 2 ? '' : ` ${formatPercent(Math.abs(fraction), 1)}`;
  return `${label} ${verb}${change} (${formatEuros(previous)} → ${formatEuros(current)}).`;
}

/** The comparison insights of one period against an older one and the overall status they give. */
export interface ComparisonReading {
  insights: Insight[];
  status: ComparisonStatus;
}

/**
 * How the Comparativo reads `newest` (the figures of period `newestPeriod`) against `older`: the
 * comparison insights — growth ones only when both periods cover the same months — and the
 * overall status (docs/product.md §9). The portfolio reads each company's latest period so.
 */
export function readComparison(
  newest: KeyFigures,
  older: KeyFigures,
  newestPeriod: string,
  olderPeriod: string,
): ComparisonReading {
  const insights = comparisonInsights({
    current: newest,
    previous: older,
    currentLabel: periodLabel(newestPeriod),
    previousLabel: periodLabel(olderPeriod),
    comparableLengths: periodMonths(newestPeriod) === periodMonths(olderPeriod),
  });
  return { insights, status: comparisonStatus(insights) };
}

/**
 * The multi-period comparison (docs/product.md §2, Comparativo): 2 to 4 stored periods, newest first,
 * key indicators per period with Δ and Δ % between neighbours, the comparison insights of the
 * newest period against the one before, the overall status and a short executive summary.
 * Fewer than 2 periods give docs/product.md's message; more than 4 keep the newest 4.
 */
export function comparePeriods(
  selected: readonly PeriodData[],
): PeriodComparison | PendingComparison {
  if (selected.length < COMPARISON_LIMITS.min) {
    return { ready: false, message: analysisMessages.comparisonMinimum };
  }
  const order = sortPeriodsNewestFirst(selected.map((data) => data.period));
  const periods = order
    .slice(0, COMPARISON_LIMITS.max)
    .map((period) => selected.find((data) => data.period === period))
    .filter((data): data is PeriodData => data !== undefined);
  const figures = periods.map(currentFigures);
  const ratios = figures.map(computeKeyRatios);

  const months = periods.map((data) => periodMonths(data.period));
  // Between each period and the next older one: do they cover the same months?
  const alike = months.slice(0, -1).map((count, index) => count === months[index + 1]);
  const indicators = INDICATORS.map(({ id, label, unit, nature, pick }) => {
    const lengthDependent = LENGTH_DEPENDENT.has(id);
    const values = figures.map((f, index) => {
      const r = ratios[index];
      return r ? pick(f, r) : null;
    });
    const deltas = values.slice(0, -1).map((value, index) => {
      const comparable = !lengthDependent || (alike[index] ?? false);
      const older = values[index + 1] ?? null;
      const change = showChange(
        comparable ? compareValues(value, older, FLAT_CHANGE[unit]) : compareValues(null, null),
        nature,
      );
      return {
        delta: change.delta,
        deltaPercent: change.deltaPercent,
        comparable,
        trend: change.trend,
        tone: change.tone,
      };
    });
    const explanations = figures.map((f, index) => {
      const r = ratios[index] ?? computeKeyRatios(f);
      return isRatioId(id) ? explainRatio(id, f, r) : explainFigure(id, f);
    });
    const explanation = explanations[0] ?? { formula: label, inputs: [] };
    return { id, label, unit, lengthDependent, values, deltas, explanation, explanations };
  });

  const labels = periods.map((data) => periodLabel(data.period));
  const [newest, older] = figures;
  const newestAlike = alike[0] ?? false;
  const { insights, status } =
    newest && older
      ? readComparison(newest, older, periods[0]?.period ?? '', periods[1]?.period ?? '')
      : { insights: [], status: comparisonStatus([]) };
  // The change sentences compare year-to-date amounts: only between periods of equal length.
  const changes = newest && older && newestAlike ? { newest, older } : null;
  const summary = [
    `Comparação entre ${labels[labels.length - 1] ?? ''} e ${labels[0] ?? ''}: ${COMPARISON_STATUS_LABELS[status]}.`,
    changes
      ? changeSentence('As vendas', true, changes.newest.turnover, changes.older.turnover)
      : null,
    changes ? changeSentence('O EBITDA', false, changes.newest.ebitda, changes.older.ebitda) : null,
    changes
      ? changeSentence(
          'O resultado líquido',
          false,
          changes.newest.netResult,
          changes.older.netResult,
        )
      : null,
  ].filter((sentence): sentence is string => sentence !== null);

  return {
    ready: true,
    periods: periods.map((data, index) => ({
      period: data.period,
      label: labels[index] ?? '',
      mark: hasSimulatedIncomeStatement(data) ? SIMULATION_MARK : null,
    })),
    indicators,
    insights,
    status,
    statusLabel: COMPARISON_STATUS_LABELS[status],
    summary,
    mixedLengthsNote: new Set(months).size > 1 ? analysisMessages.comparisonMixedLengths : null,
  };
}
