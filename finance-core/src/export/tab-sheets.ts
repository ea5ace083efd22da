import { TREND_LABELS } from '../analysis/numbers';
import type { Trend, ValueComparison } from '../analysis/numbers';
import { periodTitle } from '../analysis/periods';
import type { FigureUnit } from '../format/unit-format';
import type { Insight } from '../insights/insight';
import type { PeriodAnalysis } from '../views/analyze-period';
import type { BalanceView } from '../views/balance-view';
import { comparisonPeriodHeading } from '../views/comparison';
import type { ComparisonIndicator, PeriodComparison } from '../views/comparison';
import type { ExecutiveSummary, SummaryTable } from '../views/executive-summary';
import type { RatioRow, RatioTable } from '../views/ratio-table';
import type { RevenuesView } from '../views/revenues-view';
import type { StatementView } from '../views/statement-view';
import { headerRow, numberCell, text } from './export-table';
import type { ExportCell, ExportSheet, ExportTable, HeaderCell, NumberKind } from './export-table';

/** Whose figures a sheet holds: written on its first lines. */
export interface SheetOwner {
  companyName: string;
  taxId: string;
  /** The period shown (`AAAA-MM`). */
  period: string;
}

/** The screens' texts of a non-comparable change and of a meaningless return on equity. */
const NOT_COMPARABLE = 'n.c.';
const NOT_MEANINGFUL = 'n.s.';

function ownerLines(owner: SheetOwner, title: string): string[] {
  return [owner.companyName, `NIF: ${owner.taxId} · Período: ${periodTitle(owner.period)}`, title];
}

/** An account's first cell as the screen writes it: code, a space, description. */
function account(code: string, description: string): ExportCell {
  return text(code ? `${code} ${description}` : description);
}

function trend(value: Trend | null): ExportCell {
  return text(value === null ? null : TREND_LABELS[value]);
}

/** Current, previous, AH, Δ Valor, Δ% of a row compared with the previous year. */
function comparisonCells(row: ValueComparison): ExportCell[] {
  return [
    numberCell(row.current, 'euros'),
    numberCell(row.previous, 'euros'),
    trend(row.trend),
    numberCell(row.delta, 'euroChange'),
    numberCell(row.deltaPercent, 'percentChange'),
  ];
}

function insightLines(insights: readonly Insight[]): string[] {
  if (insights.length === 0) return [];
  return [
    'Análise e recomendações',
    ...insights.map(
      (insight) => `${insight.title}: ${insight.message} Recomendação: ${insight.recommendation}`,
    ),
  ];
}

/** The Balanço tab's table (docs/product.md §2). */
export function balanceSheet(owner: SheetOwner, view: BalanceView): ExportSheet {
  const table: ExportTable = {
    title: view.title,
    notes: view.empty && view.emptyMessage ? [view.emptyMessage] : [],
    header: view.empty
      ? []
      : headerRow(
          'Conta',
          '% Peso',
          view.currentLabel ?? owner.period,
          view.previousLabel ?? 'Ano anterior',
          'AH',
          'Δ Valor',
          'Δ%',
        ),
    rows: view.rows.map((row) =>
      row.header
        ? [text(row.description)]
        : [
            account(row.code, row.description),
            numberCell(row.weightPercent === null ? null : row.weightPercent / 100, 'percent0'),
            ...comparisonCells(row),
          ],
    ),
  };
  return { name: 'Balanço', lines: ownerLines(owner, view.title), tables: [table] };
}

function hiddenNote(view: StatementView): string | null {
  if (view.hiddenCount === 0) return null;
  return `${view.hiddenCount} ${view.hiddenCount === 1 ? 'linha oculta' : 'linhas ocultas'} (controlo, ajustamentos, nomes de pessoas, contas 5312 e 5932).`;
}

function statementHeader(view: StatementView): HeaderCell[][] {
  const current = view.currentColumn?.label ?? '';
  if (view.mode === 2) {
    return headerRow(
      'Descrição',
      '% Peso',
      current,
      view.previousColumns[0]?.label ?? 'Ano anterior',
      'AH',
      'Δ Valor',
      'Δ%',
    );
  }
  return [
    [
      { text: '', colSpan: 3 },
      ...view.previousColumns.map((column) => ({ text: `vs ${column.label}`, colSpan: 3 })),
    ],
    [
      { text: 'Descrição' },
      { text: '% Peso' },
      { text: current },
      ...view.previousColumns.flatMap((column) => [
        { text: column.label },
        { text: 'Δ Valor' },
        { text: 'Δ%' },
      ]),
    ],
  ];
}

function statementRow(view: StatementView, row: StatementView['rows'][number]): ExportCell[] {
  if (row.header) return [text(row.description)];
  // A previous column that is not like for like shows its values, never its changes.
  const changes = row.comparisons.map((comparison, index) =>
    view.previousColumns[index]?.comparable === false
      ? { ...comparison, delta: null, deltaPercent: null, trend: null }
      : comparison,
  );
  const head = [
    account(row.code, row.description),
    numberCell(row.weight, 'percent1'),
    numberCell(row.current, 'euros'),
  ];
  if (view.mode === 2) {
    const first = changes[0];
    return [
      ...head,
      numberCell(first?.previous, 'euros'),
      trend(first?.trend ?? null),
      numberCell(first?.delta, 'euroChange'),
      numberCell(first?.deltaPercent, 'percentChange'),
    ];
  }
  return [
    ...head,
    ...changes.flatMap((comparison) => [
      numberCell(comparison.previous, 'euros'),
      numberCell(comparison.delta, 'euroChange'),
      numberCell(comparison.deltaPercent, 'percentChange'),
    ]),
  ];
}

/** The DRE or FSE tab's detailed table. */
export function statementSheet(
  owner: SheetOwner,
  names: { sheet: string; title: string; table: string },
  view: StatementView,
): ExportSheet {
  const notes = view.empty
    ? [view.emptyMessage, view.emptyHint]
    : [hiddenNote(view), view.comparisonNote];
  return {
    name: names.sheet,
    lines: ownerLines(owner, names.title),
    tables: [
      {
        title: names.table,
        notes: notes.filter((note): note is string => !!note),
        header: view.empty ? [] : statementHeader(view),
        rows: view.rows.map((row) => statementRow(view, row)),
      },
    ],
  };
}

/** The DRE tab. */
export function incomeStatementSheet(owner: SheetOwner, view: StatementView): ExportSheet {
  return statementSheet(
    owner,
    { sheet: 'DRE', title: 'Demonstração de Resultados (DRE)', table: 'Contas detalhadas da DRE' },
    view,
  );
}

/** The FSE tab. */
export function externalServicesSheet(owner: SheetOwner, view: StatementView): ExportSheet {
  return statementSheet(
    owner,
    {
      sheet: 'FSE',
      title: 'Fornecimentos e Serviços Externos (FSE)',
      table: 'Contas detalhadas de FSE',
    },
    view,
  );
}

/** The Proveitos tab's table, its sentence above. */
export function revenuesSheet(owner: SheetOwner, view: RevenuesView): ExportSheet {
  const notes = view.empty ? [view.emptyMessage] : [view.sentence, view.comparisonNote];
  return {
    name: 'Proveitos',
    lines: ownerLines(owner, 'Proveitos'),
    tables: [
      {
        title: 'Vendas e prestações de serviços',
        notes: notes.filter((note): note is string => !!note),
        header: view.empty
          ? []
          : headerRow(
              'Conta',
              '% Peso',
              view.currentLabel ?? owner.period,
              view.previousLabel ?? 'Ano anterior',
              'AH',
              'Δ Valor',
              'Δ%',
            ),
        rows: view.empty
          ? []
          : [
              ...view.rows.map((row) => [
                account(row.code, row.description),
                numberCell(row.weight, 'percent1'),
                ...comparisonCells(row),
              ]),
              [text('Total de rendimentos'), null, ...comparisonCells(view.total)],
            ],
      },
    ],
  };
}

function unitKind(unit: FigureUnit): NumberKind {
  if (unit === 'percent') return 'percent';
  return unit === 'days' ? 'days' : 'euros';
}

/** A change in a unit: percentage points for percentages (the value ×100), days, euros. */
function changeCell(change: number | null | undefined, unit: FigureUnit): ExportCell {
  if (unit === 'percent') return numberCell(change == null ? null : change * 100, 'points');
  return numberCell(change, unit === 'days' ? 'daysChange' : 'euroChange');
}

function ratioRow(row: RatioRow): ExportCell[] {
  return [
    text(row.description),
    row.notMeaningful ? text(NOT_MEANINGFUL) : numberCell(row.current, unitKind(row.unit)),
    numberCell(row.previous, unitKind(row.unit)),
    changeCell(row.variation, row.unit),
    trend(row.trend),
    text(row.statusLabel),
  ];
}

/** The Rácios tab: one table per group, its insights after them. */
export function ratiosSheet(
  owner: SheetOwner,
  table: RatioTable,
  insights: readonly Insight[],
): ExportSheet {
  return {
    name: 'Rácios',
    lines: ownerLines(owner, 'Rácios financeiros'),
    tables: table.empty
      ? [{ title: 'Rácios financeiros', notes: [table.emptyMessage ?? ''], header: [], rows: [] }]
      : table.groups.map((group) => ({
          title: group.label,
          header: headerRow(
            'Indicador',
            table.currentLabel ?? owner.period,
            table.previousLabel ?? 'Período anterior',
            'Variação',
            'Tendência',
            'Estado',
          ),
          rows: group.rows.map(ratioRow),
        })),
    footer: insightLines(insights),
  };
}

function comparisonHeader(comparison: PeriodComparison): HeaderCell[][] {
  const { periods } = comparison;
  return [
    [
      { text: 'Indicador', rowSpan: 2 },
      ...periods.flatMap((period, index) => {
        const next = periods[index + 1];
        return [
          { text: comparisonPeriodHeading(period), rowSpan: 2 },
          ...(next ? [{ text: `vs ${comparisonPeriodHeading(next)}`, colSpan: 2 }] : []),
        ];
      }),
    ],
    periods.slice(1).flatMap(() => [{ text: 'Δ €' }, { text: 'Δ %' }]),
  ];
}

function indicatorRow(indicator: ComparisonIndicator): ExportCell[] {
  return [
    text(indicator.label),
    ...indicator.values.flatMap((value, index) => {
      const delta = indicator.deltas[index];
      const cell = numberCell(value, unitKind(indicator.unit));
      if (!delta) return [cell];
      if (!delta.comparable) return [cell, text(NOT_COMPARABLE), text(NOT_COMPARABLE)];
      return [
        cell,
        changeCell(delta.delta, indicator.unit),
        numberCell(delta.deltaPercent, 'percentChange'),
      ];
    }),
  ];
}

/** The Comparativo tab: the key indicators, then the status, summary and insights. */
export function comparisonSheet(owner: SheetOwner, comparison: PeriodComparison): ExportSheet {
  const marks = comparison.indicators.some((indicator) =>
    indicator.deltas.some((delta) => !delta.comparable),
  );
  return {
    name: 'Comparativo',
    lines: ownerLines(owner, 'Comparativo'),
    tables: [
      {
        title: 'Indicadores-chave',
        notes: [
          `Estado geral: ${comparison.statusLabel}`,
          ...(comparison.mixedLengthsNote ? [comparison.mixedLengthsNote] : []),
          ...(marks ? ['n.c.: não comparável (períodos de durações diferentes).'] : []),
        ],
        header: comparisonHeader(comparison),
        rows: comparison.indicators.map(indicatorRow),
      },
    ],
    footer: ['Resumo executivo', ...comparison.summary, ...insightLines(comparison.insights)],
  };
}

function summaryTable(
  table: SummaryTable,
  currentLabel: string,
  previousLabel: string,
): ExportTable {
  if (table.emptyMessage) {
    return { title: table.title, notes: [table.emptyMessage], header: [], rows: [] };
  }
  return {
    title: table.title,
    header: headerRow('Descrição', '% Peso', currentLabel, previousLabel, 'AH', 'Δ Valor', 'Δ%'),
    rows: [
      ...table.rows.map((row) => [
        account(row.code, row.description),
        numberCell(row.weight, 'percent1'),
        ...comparisonCells(row),
      ]),
      [
        text(table.total.description),
        numberCell(table.total.weight, 'percent1'),
        ...comparisonCells(table.total),
      ],
    ],
  };
}

/** The Resumo executivo: its six headline figures, then its tables. */
export function summarySheet(owner: SheetOwner, summary: ExecutiveSummary): ExportSheet {
  const currentLabel = summary.currentLabel ?? owner.period;
  const previousLabel = summary.previousLabel ?? 'Ano anterior';
  return {
    name: 'Resumo executivo',
    lines: ownerLines(owner, 'Resumo executivo'),
    tables: [
      {
        title: 'Indicadores principais',
        header: headerRow('Indicador', currentLabel, previousLabel, 'Δ%'),
        rows: summary.tiles.map((tile) => [
          text(tile.label),
          numberCell(tile.comparison.current, 'euros'),
          numberCell(tile.comparison.previous, 'euros'),
          numberCell(tile.comparison.deltaPercent, 'percentChange'),
        ]),
      },
      ...summary.tables.map((table) => summaryTable(table, currentLabel, previousLabel)),
    ],
  };
}

/**
 * The management report's workbook: one sheet per section — Resumo executivo, Balanço, DRE, FSE,
 * Rácios and, when the previous year's period is stored, Comparativo.
 */
export function reportSheets(
  owner: SheetOwner,
  analysis: PeriodAnalysis,
  comparison: PeriodComparison | null,
): ExportSheet[] {
  return [
    summarySheet(owner, analysis.summary),
    balanceSheet(owner, analysis.balance),
    incomeStatementSheet(owner, analysis.incomeStatement),
    externalServicesSheet(owner, analysis.externalServices),
    ratiosSheet(owner, analysis.ratioTable, analysis.insights.ratios),
    ...(comparison ? [comparisonSheet(owner, comparison)] : []),
  ];
}
