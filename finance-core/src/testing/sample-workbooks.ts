import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../common/months';
import type { SectionCounts } from '../contract/financial';
import { buildWorkbook } from './workbook-builder';
import type { TestCell, TestSheet } from './workbook-builder';

/** A workbook built in memory, with the file name a person would upload it under. */
export interface BuiltWorkbook {
  fileName: string;
  bytes: Uint8Array;
}

/** Options of the small valid workbooks. */
export interface SampleWorkbookOptions {
  /** Header block company line; `Empresa Exemplo, Lda` by default. */
  company?: string;
  /** Header block NIF; `509442013` by default (a valid NIF). */
  nif?: string;
  /** `AAAA-MM` of the header block's period line; `2025-12` by default. December gives a
   * December export (2 value columns), any other month a mid-year export (3 in DRE and FSE). */
  period?: string;
  /** File name; `<kind>-exemplo-<period>.xlsx` (or `.xls`) by default. */
  fileName?: string;
}

/**
 * One line of the sample statements: code, description, then the current value, the previous
 * year and (mid-year DRE and FSE only) the same months of the previous year.
 */
type SampleLine = [
  code: string,
  description: string,
  current: number | null,
  previous: number | null,
  previousPeriod: number | null,
];

/** The sample statements (December figures; mid-year exports halve the current column). */
export const SAMPLE_LINES: Record<
  'balanceSheet' | 'incomeStatement' | 'externalServices' | 'financialRatios',
  SampleLine[]
> = {
  balanceSheet: [
    ['', 'ATIVO', null, null, null],
    ['21', 'Clientes', 50000, 45000, null],
    ['11', 'Caixa e depósitos bancários', 30000, 25000, null],
    ['', 'Total do ativo', 80000, 70000, null],
    ['51', 'Capital subscrito', 5000, 5000, null],
    ['56', 'Resultados transitados', 55000, 47000, null],
    ['', 'Total do capital próprio', 60000, 52000, null],
    ['22', 'Fornecedores', 20000, 18000, null],
    ['', 'Total do passivo', 20000, 18000, null],
    ['', 'Total do capital próprio e do passivo', 80000, 70000, null],
  ],
  incomeStatement: [
    ['71', 'Vendas', 200000, 180000, 85000],
    ['62', 'Fornecimentos e serviços externos', -40000, -38000, -18000],
    ['63', 'Gastos com o pessoal', -90000, -85000, -42000],
    ['', 'Resultado líquido do período', 70000, 57000, 25000],
  ],
  externalServices: [
    ['6221', 'Trabalhos especializados', 15000, 14000, 7000],
    ['6241', 'Eletricidade', 25000, 24000, 11000],
    ['', 'Fornecimentos e serviços externos (total)', 40000, 38000, 18000],
  ],
  financialRatios: [
    ['', 'Autonomia financeira', 0.75, 0.7429, null],
    ['', 'Liquidez geral', 1.5, 1.4, null],
    ['', 'Prazo médio de recebimento (dias)', 91.25, 91.25, null],
  ],
};

/** Rows each statement of `myReportWorkbook` has (the counts the reader must give). */
export const SAMPLE_COUNTS: SectionCounts = {
  balanceSheet: SAMPLE_LINES.balanceSheet.length,
  incomeStatement: SAMPLE_LINES.incomeStatement.length,
  externalServices: SAMPLE_LINES.externalServices.length,
  financialRatios: SAMPLE_LINES.financialRatios.length,
};

function parsePeriod(period: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) throw new Error(`period must be AAAA-MM: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function headerBlock(options: SampleWorkbookOptions, year: number, month: number): TestCell[] {
  const monthName = MONTH_NAMES[month - 1]!;
  return [
    options.company ?? 'Empresa Exemplo, Lda',
    `NIF: ${options.nif ?? '509442013'}`,
    `Período: ${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} ${year}`,
  ];
}

function statementSheet(
  name: string,
  lines: SampleLine[],
  options: SampleWorkbookOptions,
  withCode: boolean,
  threeColumns: boolean,
): TestSheet {
  const { year, month } = parsePeriod(options.period ?? '2025-12');
  const midYear = month !== 12;
  const short = `${MONTH_ABBREVIATIONS[month - 1]}/`;
  const valueHeaders = midYear
    ? [
        `${short}${year}`,
        threeColumns ? `${year - 1} (ano completo)` : `${year - 1}`,
        ...(threeColumns ? [`${short}${year - 1}`] : []),
      ]
    : [`${year}`, `${year - 1}`];
  const rows = lines.map(([code, description, current, previous, previousPeriod]) => {
    const values: TestCell[] = midYear
      ? [current === null ? null : current / 2, previous, ...(threeColumns ? [previousPeriod] : [])]
      : [current, previous];
    return [...(withCode ? [code === '' ? null : code] : []), description, ...values];
  });
  return {
    name,
    headerBlock: headerBlock(options, year, month),
    header: [
      ...(withCode ? ['Código'] : []),
      withCode ? 'Descrição' : 'Indicador',
      ...valueHeaders,
    ],
    rows,
  };
}

function defaultFileName(kind: string, options: SampleWorkbookOptions, extension: string): string {
  return options.fileName ?? `${kind}-exemplo-${options.period ?? '2025-12'}.${extension}`;
}

/**
 * A small valid MyReport export: a cover sheet and the four statements (`SAMPLE_LINES`, counts
 * `SAMPLE_COUNTS`). In a mid-year period the current column holds half the December figures.
 */
export function myReportWorkbook(options: SampleWorkbookOptions = {}): BuiltWorkbook {
  const bytes = buildWorkbook([
    { name: 'Capa', grid: [['MyReport — Relatório de Gestão']] },
    statementSheet('Balanço', SAMPLE_LINES.balanceSheet, options, true, false),
    statementSheet('DRE', SAMPLE_LINES.incomeStatement, options, true, true),
    statementSheet('FSE', SAMPLE_LINES.externalServices, options, true, true),
    statementSheet('Rácios', SAMPLE_LINES.financialRatios, options, false, false),
  ]);
  return { fileName: defaultFileName('myreport', options, 'xlsx'), bytes };
}

/**
 * A small valid RISEMA simulation: one sheet `Simulação DRE` with the sample income statement.
 * `bookType: 'xls'` writes it as a BIFF8 `.xls`, which RISEMA accepts and MyReport refuses.
 */
export function risemaWorkbook(
  options: SampleWorkbookOptions & { bookType?: 'xlsx' | 'xls' } = {},
): BuiltWorkbook {
  const bookType = options.bookType ?? 'xlsx';
  const bytes = buildWorkbook({
    sheets: [statementSheet('Simulação DRE', SAMPLE_LINES.incomeStatement, options, true, true)],
    bookType,
  });
  return { fileName: defaultFileName('risema', options, bookType), bytes };
}
