import { RATIO_STATUS_LABELS, ratioStatus, ratioTip } from '../insights/ratio-status';
import type { RatioStatus } from '../insights/ratio-status';
import type { RatioInsightInputs } from '../insights/ratio-insights';
import { analysisMessages } from '../analysis/analysis-messages';
import { foldText } from '../common/text';
import { figureInput } from '../analysis/explanation';
import type { FigureExplanation } from '../analysis/explanation';
import { explainRatio, productValueNote, sheetSourceLabel } from '../analysis/figure-explanations';
import type { ExplainedRatioId } from '../analysis/figure-explanations';
import type { KeyFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { KeyRatios } from '../analysis/key-ratios';
import { changeTone } from '../analysis/change-direction';
import type { ChangeTone } from '../analysis/change-direction';
import type { Trend } from '../analysis/numbers';
import type { PeriodContext } from '../analysis/period-context';
import { lineValue, prepareStatement } from '../analysis/prepared-statement';
import type { PreviousSource } from '../analysis/previous-source';
import {
  RATIO_GROUP_LABELS,
  RATIO_GROUP_ORDER,
  describeFoldedRatio,
} from '../analysis/ratio-kinds';
import type {
  FavourableDirection,
  RatioGroup,
  RatioKind,
  RatioUnit,
} from '../analysis/ratio-kinds';
import { matchRows } from '../analysis/row-matcher';

/** A row of the Rácios table. */
export interface RatioRow {
  description: string;
  kind: RatioKind;
  /** `percent`: fractions shown ×100 with 2 decimals; `days`: whole days. */
  unit: RatioUnit;
  current: number | null;
  previous: number | null;
  /**
   * current − previous in the row's unit: a fraction for percent rows (shown as percentage points,
   * 1 decimal), days for day rows (1 decimal).
   */
  variation: number | null;
  trend: Trend | null;
  /** Which way is better, to colour the trend arrow. */
  favourable: FavourableDirection;
  /** Whether the change is good news (`changeTone` of the trend and `favourable`). */
  tone: ChangeTone | null;
  status: RatioStatus;
  statusLabel: string;
  tip: string;
  /**
   * Return on equity while the balance sheet's equity is below zero: not meaningful (`n.s.`),
   * whatever value the sheet gives; status neutral.
   */
  notMeaningful: boolean;
  /**
   * `do ficheiro, com IVA` (or `do ficheiro`) when the product computes another value for the
   * same ratio (the dashboard's gauges): never two unlabelled values under one name. Null when
   * they agree or the product does not compute it.
   */
  sourceLabel: string | null;
  /**
   * How the value came about: the workbook's Rácios sheet computed it; where the product computes
   * the same ratio, its formula and inputs, and a note when the two values differ (e.g. the
   * sheet's day ratios add 23 % VAT).
   */
  explanation: FigureExplanation;
}

/** A group of the Rácios table. */
export interface RatioGroupRows {
  group: RatioGroup;
  label: string;
  rows: RatioRow[];
}

/** The Rácios tab (docs/product.md §2). */
export interface RatioTable {
  empty: boolean;
  emptyMessage: string | null;
  currentLabel: string | null;
  previousLabel: string | null;
  source: PreviousSource;
  groups: RatioGroupRows[];
}

const NEGATIVE_EQUITY_TIP =
  'Capital próprio negativo: a rendibilidade do capital próprio não tem significado (n.s.).';

// Below these a change shows as flat: 0.05 percentage points, 0.05 days.
const FLAT = { percent: 0.0005, days: 0.05, euros: 0.5 };

/** The product's own ratio matching a sheet row, when it computes one. */
export function computedRatioOf(kind: RatioKind, description: string): ExplainedRatioId | null {
  const folded = foldText(description);
  switch (kind) {
    case 'equityReturn':
    case 'assetReturn':
    case 'financialAutonomy':
    case 'generalLiquidity':
    case 'paymentDays':
    case 'receiptDays':
    case 'totalSolvency':
    case 'indebtedness':
    case 'reducedLiquidity':
    case 'immediateLiquidity':
    case 'assetTurnover':
    case 'inventoryDays':
      return kind;
    case 'margin':
      if (folded.includes('bruta')) return 'grossMargin';
      if (folded.includes('ebitda')) return 'ebitdaMargin';
      return folded.includes('liquida') ||
        /\b(?:rendibilidade|rentabilidade) das vendas\b/.test(folded)
        ? 'netMargin'
        : null;
    default:
      return null;
  }
}

/** `RatioRow.sourceLabel`: the sheet's value named as such where the product shows another. */
function sourceLabelOf(
  kind: RatioKind,
  unit: RatioUnit,
  description: string,
  current: number | null,
  computed: KeyRatios,
): string | null {
  const own = computedRatioOf(kind, description);
  return own === null || unit === 'euros' ? null : sheetSourceLabel(computed[own], current);
}

const SHEET_NOTE = 'Valor da folha Rácios do ficheiro (calculado pelo programa de contabilidade).';
/** A SAF-T period's ratios are finance-core's, computed from its statements (docs/saft.md). */
export const SAFT_RATIO_NOTE =
  'Calculado pelo RISEMA a partir das demonstrações do SAF-T (o SAF-T não tem folha Rácios).';

function rowExplanation(
  description: string,
  kind: RatioKind,
  unit: RatioUnit,
  current: number | null,
  context: PeriodContext,
  computed: KeyRatios,
): FigureExplanation {
  const own = computedRatioOf(kind, description);
  const saft = context.data.format === 'saft';
  if (own === null) {
    return {
      formula: saft
        ? `Calculado a partir do SAF-T: ${description}`
        : `Folha Rácios do ficheiro: ${description}`,
      inputs: [figureInput(description, current, unit === 'euros' ? 'eur' : unit)],
      note: saft ? SAFT_RATIO_NOTE : SHEET_NOTE,
    };
  }
  const explanation = explainRatio(own, context.current, computed);
  // A SAF-T's ratios are the product's own formulas: nothing to tell apart from a sheet.
  if (saft) return { ...explanation, note: SAFT_RATIO_NOTE };
  if (unit === 'euros') return { ...explanation, note: SHEET_NOTE };
  const other = productValueNote(computed[own], current, unit, explanation.formula);
  if (other === null) return { ...explanation, note: SHEET_NOTE };
  // The product computes another value: this popover explains the sheet's, the one shown.
  return {
    formula: `Folha Rácios do ficheiro: ${description}`,
    inputs: [figureInput(description, current, unit)],
    note: `${SHEET_NOTE} ${other}`,
  };
}

/**
 * The values of the period's Rácios sheet the product also computes (first row of each), to say
 * which is which where they differ.
 */
export function sheetRatioValues(
  context: PeriodContext,
): Partial<Record<ExplainedRatioId, number>> {
  const pair = context.pairs.financialRatios;
  const values: Partial<Record<ExplainedRatioId, number>> = {};
  for (const line of prepareStatement(pair.current.accounts).lines) {
    if (line.noise || line.folded === '') continue;
    const own = computedRatioOf(describeFoldedRatio(line.folded).kind, line.folded);
    const value = lineValue(line, pair.current.key);
    if (own !== null && value !== null && values[own] === undefined) values[own] = value;
  }
  return values;
}

/**
 * The ratio table of a period from its Rácios sheet: rows grouped by keywords (profitability,
 * liquidity, indebtedness, activity), status by the thresholds of docs/product.md §9 and a tip per row,
 * the legal-reserve amount hidden, previous values from the previous year (stored period first).
 */
export function buildRatioTable(context: PeriodContext): RatioTable {
  const pair = context.pairs.financialRatios;
  const statement = prepareStatement(pair.current.accounts);
  const matches =
    pair.previous.key === null ? [] : matchRows(pair.current.accounts, pair.previous.accounts);
  const groups = new Map<RatioGroup, RatioRow[]>();
  const negativeEquity = context.current.equity !== null && context.current.equity < 0;
  const computed = computeKeyRatios(context.current);
  // A SAF-T period's ratios come from no file's sheet: finance-core computed them.
  const saft = context.data.format === 'saft';
  for (const line of statement.lines) {
    if (line.noise || line.folded === '') continue;
    const descriptor = describeFoldedRatio(line.folded);
    // An all-zero line is a real ratio (a zero denominator gives 0, docs/workbook-format.md) when its
    // description names one; otherwise it is a heading of the sheet (`Indicadores de …`).
    const heading =
      line.header && (descriptor.kind === 'other' || /^(?:indicadores|racios)\b/.test(line.folded));
    if (descriptor.hidden || heading) continue;
    const current = lineValue(line, pair.current.key);
    const previousLine = matches[line.index] ?? null;
    const previous = previousLine ? lineValue(previousLine, pair.previous.key) : null;
    const variation = current !== null && previous !== null ? current - previous : null;
    const trend: Trend | null =
      variation === null
        ? null
        : Math.abs(variation) < FLAT[descriptor.unit]
          ? 'flat'
          : variation > 0
            ? 'up'
            : 'down';
    const notMeaningful = descriptor.kind === 'equityReturn' && negativeEquity;
    const status = notMeaningful
      ? 'neutral'
      : ratioStatus(descriptor.kind, current, descriptor.unit);
    const row: RatioRow = {
      description: line.account.description.trim(),
      kind: descriptor.kind,
      unit: descriptor.unit,
      current,
      previous,
      variation,
      trend,
      favourable: descriptor.favourable,
      tone: notMeaningful ? null : changeTone(trend, descriptor.favourable),
      status,
      statusLabel: notMeaningful ? analysisMessages.notMeaningful : RATIO_STATUS_LABELS[status],
      tip: notMeaningful ? NEGATIVE_EQUITY_TIP : ratioTip(descriptor.kind, status),
      notMeaningful,
      sourceLabel: saft
        ? null
        : sourceLabelOf(descriptor.kind, descriptor.unit, line.folded, current, computed),
      explanation: rowExplanation(
        line.account.description.trim(),
        descriptor.kind,
        descriptor.unit,
        current,
        context,
        computed,
      ),
    };
    const list = groups.get(descriptor.group);
    if (list) list.push(row);
    else groups.set(descriptor.group, [row]);
  }
  const empty = groups.size === 0;
  return {
    empty,
    emptyMessage: empty ? analysisMessages.noRatios : null,
    currentLabel: pair.current.label,
    previousLabel: pair.source.kind === 'none' ? null : pair.source.label,
    source: pair.source,
    groups: RATIO_GROUP_ORDER.filter((group) => groups.has(group)).map((group) => ({
      group,
      label: RATIO_GROUP_LABELS[group],
      rows: groups.get(group) ?? [],
    })),
  };
}

/**
 * The inputs of the Rácios insights: the sheet's own values (gross margin: the `Margem bruta`
 * line), each falling back to the value computed from the statements when the sheet lacks it.
 */
export function ratioInsightInputs(
  table: RatioTable,
  computed: KeyRatios,
  figures?: Pick<KeyFigures, 'equity'>,
): RatioInsightInputs {
  const rows = table.groups.flatMap((group) => group.rows);
  const first = (kind: RatioKind, match?: string) =>
    rows.find(
      (row) =>
        row.kind === kind &&
        row.current !== null &&
        (match === undefined || row.description.toLowerCase().includes(match)),
    )?.current ?? null;
  return {
    assetReturn: first('assetReturn') ?? computed.assetReturn,
    financialAutonomy: first('financialAutonomy') ?? computed.financialAutonomy,
    generalLiquidity: first('generalLiquidity') ?? computed.generalLiquidity,
    grossMargin: first('margin', 'bruta') ?? computed.grossMargin,
    paymentDays: first('paymentDays') ?? computed.paymentDays,
    ...(first('paymentDays') !== null ? { paymentDaysFromSheet: true } : {}),
    ...(figures ? { equity: figures.equity } : {}),
  };
}
