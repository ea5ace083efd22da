import { analysisMessages } from '../analysis/analysis-messages';
import type { FigureExplanation } from '../analysis/explanation';
import { FIGURE_LABELS, explainFigure } from '../analysis/figure-explanations';
import type { ExplainedFigureId } from '../analysis/figure-explanations';
import type { KeyFigures } from '../analysis/figures';
import { fseDetailLines } from '../analysis/fse-lines';
import { showChange } from '../analysis/change-direction';
import type { FigureNature, ShownComparison } from '../analysis/change-direction';
import { compareValues } from '../analysis/numbers';
import type { ValueComparison } from '../analysis/numbers';
import { fseSourceOf } from '../analysis/period-context';
import type { PeriodContext } from '../analysis/period-context';
import { lineValue, prepareStatement } from '../analysis/prepared-statement';
import type { PreviousSource, StatementPair } from '../analysis/previous-source';
import { detailLinesOf, orientation, tableRows, totalRow } from '../analysis/table-rows';
import type { TableRow } from '../analysis/table-rows';

/** A headline tile of the executive summary. */
export interface SummaryTile {
  id: 'netResult' | 'income' | 'fse' | 'personnel' | 'financialCosts' | 'irc';
  label: string;
  /** The change as every table shows it (`showChange`: costs by their size, a tone). */
  comparison: ShownComparison;
  estimated: boolean;
  /** How the current value was computed: formula and inputs. */
  explanation: FigureExplanation;
}

/** A bar pair of the business summary chart. */
export interface SummaryBar {
  id: 'income' | 'cmvmc' | 'fse' | 'personnel' | 'ebitda' | 'netResult';
  label: string;
  current: number | null;
  previous: number | null;
}

/** A table of the executive summary; weights are shares of the period's total income. */
export interface SummaryTable {
  id: 'income' | 'cmvmc' | 'fse' | 'personnel' | 'financial';
  title: string;
  rows: TableRow[];
  total: TableRow;
  /** Set when the table has nothing to show (personnel: docs/product.md's message). */
  emptyMessage: string | null;
  source: PreviousSource;
}

/** The Resumo tab (docs/product.md §2). Costs are positive magnitudes. */
export interface ExecutiveSummary {
  /** Column headers: current and previous (`2025`, `2024`; `Jun/2025`, `Jun/2024`). */
  currentLabel: string | null;
  previousLabel: string | null;
  tiles: SummaryTile[];
  chart: SummaryBar[];
  tables: SummaryTable[];
  /** Summary EBITDA: sales − CMVMC − FSE − |personnel| (docs/product.md §9). */
  ebitda: ValueComparison;
  /** The summary EBITDA's name, with its formula (`FIGURE_LABELS.ebitdaSummary`). */
  ebitdaLabel: string;
  /** The summary EBITDA's formula and inputs. */
  ebitdaExplanation: FigureExplanation;
  /** Why there is no previous column (no previous year, or none of the same months), else null. */
  comparisonNote: string | null;
}

// The figure behind each tile, for its explanation.
const TILE_FIGURES: Record<SummaryTile['id'], ExplainedFigureId> = {
  netResult: 'netResult',
  income: 'totalIncome',
  fse: 'fse',
  personnel: 'personnel',
  financialCosts: 'financialCosts',
  irc: 'irc',
};

function sourceLabel(source: PreviousSource): string | null {
  return source.kind === 'none' ? null : source.label;
}

function dreTable(
  id: SummaryTable['id'],
  title: string,
  pair: StatementPair,
  codes: string[],
  descriptions: string[],
  reference: number | null,
): SummaryTable {
  const lines = detailLinesOf(pair, { codes, descriptions });
  const sign = orientation(lines, pair.current.key);
  const nature: FigureNature = id === 'income' ? 'income' : 'cost';
  const rows = tableRows(pair, lines, sign, reference, nature);
  return {
    id,
    title,
    rows,
    total: totalRow(`Total ${title}`, rows, reference, nature),
    emptyMessage: null,
    source: pair.source,
  };
}

function fseTable(context: PeriodContext, reference: number | null): SummaryTable {
  const pair = context.pairs.externalServices;
  if (pair.current.accounts.length === 0) {
    return dreTable(
      'fse',
      "FSE's",
      context.pairs.incomeStatement,
      ['62'],
      ['fornecimentos e servicos externos'],
      reference,
    );
  }
  const statement = prepareStatement(pair.current.accounts);
  const lines = fseDetailLines(statement, [pair.current.key]);
  const rows = tableRows(pair, lines, orientation(lines, pair.current.key), reference, 'cost');
  return {
    id: 'fse',
    title: "FSE's",
    rows,
    total: totalRow("Total FSE's", rows, reference, 'cost'),
    emptyMessage: null,
    source: pair.source,
  };
}

function financialTable(context: PeriodContext, reference: number | null): SummaryTable {
  const pair = context.pairs.incomeStatement;
  const financial = dreTable(
    'financial',
    'Gastos Financeiros + IRC',
    pair,
    ['69'],
    ['gastos de financiamento', 'juros e gastos similares'],
    reference,
  );
  const taxLines = detailLinesOf(pair, {
    codes: ['812'],
    descriptions: ['imposto sobre o rendimento', 'imposto estimado', 'imposto do periodo', '(irc)'],
  });
  let taxRows: TableRow[];
  if (taxLines.length > 0) {
    // The IRC keeps its sign (a tax credit is not a cost): orient the lines as the IRC figure.
    let raw = 0;
    for (const line of taxLines) raw += lineValue(line, pair.current.key) ?? 0;
    const irc = context.current.irc;
    const sign =
      irc !== null && irc !== 0 && raw !== 0
        ? irc / raw < 0
          ? -1
          : 1
        : orientation(taxLines, pair.current.key);
    taxRows = tableRows(pair, taxLines, sign, reference, 'cost');
  } else if (context.current.irc !== null) {
    const previousIrc = context.previous?.irc ?? null;
    taxRows = [
      {
        code: '',
        description: analysisMessages.estimatedIrcLabel,
        weight: reference ? context.current.irc / reference : null,
        estimated: true,
        ...showChange(compareValues(context.current.irc, previousIrc), 'cost'),
      },
    ];
  } else {
    taxRows = [];
  }
  const rows = [...financial.rows, ...taxRows];
  return {
    ...financial,
    rows,
    total: totalRow('Total Gastos Financeiros + IRC', rows, reference, 'cost'),
  };
}

/**
 * The executive summary of a period: the six tiles, the business chart, and the tables
 * Rendimentos, CMVMC, FSE, Gastos com Pessoal (with docs/product.md's message when zero) and Gastos
 * Financeiros + IRC, each row with % Peso (share of total income), current, previous, Δ, Δ %.
 */
export function buildExecutiveSummary(context: PeriodContext): ExecutiveSummary {
  const { current, previous } = context;
  const pair = context.pairs.incomeStatement;
  const reference = current.totalIncome;
  // Previous values only from a like-for-like source (the DRE's, or the FSE figure's own).
  const fseSource = fseSourceOf(context);
  const before = (pick: (figures: KeyFigures) => number | null, source = pair.source) =>
    previous && source.kind !== 'none' ? pick(previous) : null;
  const compare = (pick: (figures: KeyFigures) => number | null, source = pair.source) =>
    compareValues(pick(current), before(pick, source));
  const tileNature = (id: SummaryTile['id']): FigureNature =>
    id === 'netResult' ? 'result' : id === 'income' ? 'income' : 'cost';

  const personnel = dreTable(
    'personnel',
    'Gastos com Pessoal',
    pair,
    ['63'],
    ['gastos com o pessoal', 'gastos com pessoal'],
    reference,
  );
  if (!current.personnel) personnel.emptyMessage = analysisMessages.noPersonnel;

  const ircLabel = current.ircEstimated
    ? analysisMessages.estimatedIrcLabel
    : analysisMessages.ircLabel;
  return {
    currentLabel: pair.current.label,
    previousLabel: sourceLabel(pair.source),
    tiles: (
      [
        {
          id: 'netResult',
          label: 'Resultado líquido',
          comparison: compare((f) => f.netResult),
          estimated: false,
        },
        {
          id: 'income',
          label: 'Rendimentos',
          comparison: compare((f) => f.totalIncome),
          estimated: false,
        },
        {
          id: 'fse',
          label: "FSE's",
          comparison: compare((f) => f.fse, fseSource),
          estimated: false,
        },
        {
          id: 'personnel',
          label: 'Gastos c/ pessoal',
          comparison: compare((f) => f.personnel),
          estimated: false,
        },
        {
          id: 'financialCosts',
          label: 'Gastos financeiros',
          comparison: compare((f) => f.financialCosts),
          estimated: false,
        },
        {
          id: 'irc',
          label: ircLabel,
          comparison: compare((f) => f.irc),
          estimated: current.ircEstimated,
        },
      ] satisfies (Omit<SummaryTile, 'explanation' | 'comparison'> & {
        comparison: ValueComparison;
      })[]
    ).map((tile) => ({
      ...tile,
      comparison: showChange(tile.comparison, tileNature(tile.id)),
      explanation: explainFigure(TILE_FIGURES[tile.id], current),
    })),
    chart: (
      [
        ['income', 'Rendimentos', (f: KeyFigures) => f.totalIncome],
        ['cmvmc', 'CMVMC', (f: KeyFigures) => f.cmvmc],
        ['fse', "FSE's", (f: KeyFigures) => f.fse],
        ['personnel', 'Gastos c/ pessoal', (f: KeyFigures) => f.personnel],
        ['ebitda', FIGURE_LABELS.ebitdaSummary, (f: KeyFigures) => f.ebitdaSummary],
        ['netResult', 'Resultado líquido', (f: KeyFigures) => f.netResult],
      ] as const
    ).map(([id, label, pick]) => ({
      id,
      label,
      current: pick(current),
      previous: before(pick, id === 'fse' ? fseSource : pair.source),
    })),
    tables: [
      dreTable(
        'income',
        'Rendimentos',
        pair,
        ['7'],
        ['vendas', 'prestacoes de servicos'],
        reference,
      ),
      dreTable('cmvmc', 'CMVMC', pair, ['61'], ['custo das mercadorias'], reference),
      fseTable(context, reference),
      personnel,
      financialTable(context, reference),
    ],
    ebitda: compare((f) => f.ebitdaSummary),
    ebitdaLabel: FIGURE_LABELS.ebitdaSummary,
    ebitdaExplanation: explainFigure('ebitdaSummary', current),
    comparisonNote:
      pair.current.accounts.length > 0 && pair.source.kind === 'none' ? pair.source.reason : null,
  };
}
