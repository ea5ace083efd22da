/**
 * Test builders of the analysis (`@risema/finance-core/testing`): compact `PeriodData`, complete
 * `KeyFigures`, and the sample workbooks' statements typed as data (`samplePeriod`), so analysis
 * tests need neither the reader nor files. Pure TypeScript.
 */
import type { KeyFigures } from '../analysis/figures';
import type {
  DetailedAccount,
  DocumentKind,
  PeriodData,
  StatementKey,
  WorkbookKind,
} from '../contract';

/** A statement row: code, description, then one value per key of the statement. */
export type StatementRow = readonly [code: string, description: string, ...values: number[]];

/**
 * Statement rows as the reader stores them: `values` keyed by `keys` (docs/workbook-format.md), `amount` the
 * first (current) value.
 */
export function statement(
  keys: readonly string[],
  rows: readonly StatementRow[],
): DetailedAccount[] {
  return rows.map(([code, description, ...numbers]) => {
    const values: Record<string, number> = {};
    keys.forEach((key, index) => {
      values[key] = numbers[index] ?? 0;
    });
    return { code, description, amount: numbers[0] ?? 0, values };
  });
}

/** Company ids of the builders. */
export const TEST_COMPANY_ID = '5f0c1a52-8d8e-4f4e-9a0b-0c0d4b2a1e01';
export const PADARIA_COMPANY_ID = '9b7a3c1e-2f4d-4e6a-8b1c-3d5e7f9a0b12';
export const TECNOSERV_COMPANY_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** A stored period; statements not given are empty. */
export function periodData(
  period: string,
  statements: Partial<Record<StatementKey, DetailedAccount[]>>,
  options: { companyId?: string; incomeStatementSource?: DocumentKind | null } = {},
): PeriodData {
  const companyId = options.companyId ?? TEST_COMPANY_ID;
  return {
    id: `${companyId}:${period}`,
    companyId,
    period,
    balanceSheet: statements.balanceSheet ?? [],
    incomeStatement: statements.incomeStatement ?? [],
    externalServices: statements.externalServices ?? [],
    financialRatios: statements.financialRatios ?? [],
    incomeStatementSource:
      options.incomeStatementSource ?? (statements.incomeStatement ? 'myreport' : null),
    updatedAt: '2026-01-15T10:00:00.000Z',
  };
}

/** One amount per value key: `[current, previous]` or `[current, previousYear, previousPeriod]`. */
export type Amounts = readonly number[];

/** The main lines of a DRE; costs are given positive and stored negative, as exports do. */
export interface IncomeAmounts {
  sales?: Amounts;
  services?: Amounts;
  subsidies?: Amounts;
  otherIncome?: Amounts;
  financialIncome?: Amounts;
  cmvmc?: Amounts;
  fse?: Amounts;
  personnel?: Amounts;
  otherCosts?: Amounts;
  depreciation?: Amounts;
  financialCosts?: Amounts;
  /** The tax line (8121); omit it to test the 17 % estimate. */
  irc?: Amounts;
}

function column(amounts: Amounts | undefined, index: number): number {
  return amounts?.[index] ?? 0;
}

/**
 * A DRE in the samples' SNC layout from its main amounts, with the result lines (EBITDA,
 * operating, pre-tax, net) computed from them, one column per key.
 */
export function incomeStatementRows(
  keys: readonly string[],
  amounts: IncomeAmounts,
): DetailedAccount[] {
  const each = (pick: (index: number) => number) => keys.map((_, index) => pick(index));
  const neg = (value: Amounts | undefined) => each((i) => -column(value, i));
  const pos = (value: Amounts | undefined) => each((i) => column(value, i));
  const ebitda = each(
    (i) =>
      column(amounts.sales, i) +
      column(amounts.services, i) +
      column(amounts.subsidies, i) +
      column(amounts.otherIncome, i) -
      column(amounts.cmvmc, i) -
      column(amounts.fse, i) -
      column(amounts.personnel, i) -
      column(amounts.otherCosts, i),
  );
  const operating = each((i) => (ebitda[i] ?? 0) - column(amounts.depreciation, i));
  const preTax = each(
    (i) =>
      (operating[i] ?? 0) + column(amounts.financialIncome, i) - column(amounts.financialCosts, i),
  );
  const net = each((i) => (preTax[i] ?? 0) - column(amounts.irc, i));
  const rows: StatementRow[] = [
    ['71', 'Vendas', ...pos(amounts.sales)],
    ['72', 'Prestações de serviços', ...pos(amounts.services)],
    ['75', 'Subsídios à exploração', ...pos(amounts.subsidies)],
    ['61', 'Custo das mercadorias vendidas e das matérias consumidas', ...neg(amounts.cmvmc)],
    ['62', 'Fornecimentos e serviços externos', ...neg(amounts.fse)],
    ['63', 'Gastos com o pessoal', ...neg(amounts.personnel)],
    ['68', 'Outros gastos', ...neg(amounts.otherCosts)],
    ['78', 'Outros rendimentos', ...pos(amounts.otherIncome)],
    ['', 'Resultado antes de depreciações, gastos de financiamento e impostos', ...ebitda],
    ['64', 'Gastos de depreciação e de amortização', ...neg(amounts.depreciation)],
    ['', 'Resultado operacional (antes de gastos de financiamento e impostos)', ...operating],
    ['79', 'Juros, dividendos e outros rendimentos similares', ...pos(amounts.financialIncome)],
    ['69', 'Gastos de financiamento', ...neg(amounts.financialCosts)],
    ['', 'Resultado antes de impostos', ...preTax],
  ];
  if (amounts.irc) rows.push(['8121', 'Imposto estimado para o período', ...neg(amounts.irc)]);
  rows.push(['', 'Resultado líquido do período', ...net]);
  return statement(keys, rows);
}

/** The main lines of a balance sheet, all positive. */
export interface BalanceAmounts {
  fixedAssets?: Amounts;
  inventories?: Amounts;
  clients?: Amounts;
  stateReceivable?: Amounts;
  otherReceivables?: Amounts;
  cash?: Amounts;
  capital?: Amounts;
  reserves?: Amounts;
  netResult?: Amounts;
  financingNonCurrent?: Amounts;
  suppliers?: Amounts;
  statePayable?: Amounts;
  financingCurrent?: Amounts;
  otherPayables?: Amounts;
}

/**
 * A balance sheet in the samples' layout (headings, both sides, 24/25 on both sides, totals and
 * the control line), totals computed from the lines. `totals: false` leaves out every heading
 * and total except `Total do ativo` and `Total do capital próprio` (to test the docs/product.md §9
 * liquidity estimate).
 */
export function balanceSheetRows(
  keys: readonly string[],
  amounts: BalanceAmounts,
  options: { totals?: boolean } = {},
): DetailedAccount[] {
  const withTotals = options.totals ?? true;
  const each = (pick: (index: number) => number) => keys.map((_, index) => pick(index));
  const v = (value: Amounts | undefined) => each((i) => column(value, i));
  const sum = (...parts: (Amounts | undefined)[]) =>
    each((i) => parts.reduce((total, part) => total + column(part, i), 0));
  const zero = each(() => 0);
  const currentAssets = sum(
    amounts.inventories,
    amounts.clients,
    amounts.stateReceivable,
    amounts.otherReceivables,
    amounts.cash,
  );
  const assets = sum(amounts.fixedAssets, currentAssets);
  const equity = sum(amounts.capital, amounts.reserves, amounts.netResult);
  const currentLiabilities = sum(
    amounts.suppliers,
    amounts.statePayable,
    amounts.financingCurrent,
    amounts.otherPayables,
  );
  const liabilities = sum(amounts.financingNonCurrent, currentLiabilities);
  const rows: (StatementRow | null)[] = [
    withTotals ? ['', 'ATIVO', ...zero] : null,
    withTotals ? ['', 'Ativo não corrente', ...zero] : null,
    ['43', 'Ativos fixos tangíveis', ...v(amounts.fixedAssets)],
    withTotals ? ['', 'Total do ativo não corrente', ...v(amounts.fixedAssets)] : null,
    withTotals ? ['', 'Ativo corrente', ...zero] : null,
    ['32', 'Inventários', ...v(amounts.inventories)],
    ['21', 'Clientes', ...v(amounts.clients)],
    ['24', 'Estado e outros entes públicos', ...v(amounts.stateReceivable)],
    ['27', 'Outros créditos a receber', ...v(amounts.otherReceivables)],
    ['11', 'Caixa e depósitos bancários', ...v(amounts.cash)],
    withTotals ? ['', 'Total do ativo corrente', ...currentAssets] : null,
    ['', 'Total do ativo', ...assets],
    withTotals ? ['', 'CAPITAL PRÓPRIO E PASSIVO', ...zero] : null,
    withTotals ? ['', 'Capital próprio', ...zero] : null,
    ['51', 'Capital subscrito', ...v(amounts.capital)],
    ['551', 'Reservas legais', ...v(amounts.reserves)],
    ['818', 'Resultado líquido do período', ...v(amounts.netResult)],
    ['', 'Total do capital próprio', ...equity],
    withTotals ? ['', 'Passivo', ...zero] : null,
    withTotals ? ['', 'Passivo não corrente', ...zero] : null,
    ['25', 'Financiamentos obtidos', ...v(amounts.financingNonCurrent)],
    withTotals ? ['', 'Total do passivo não corrente', ...v(amounts.financingNonCurrent)] : null,
    withTotals ? ['', 'Passivo corrente', ...zero] : null,
    ['22', 'Fornecedores', ...v(amounts.suppliers)],
    ['24', 'Estado e outros entes públicos', ...v(amounts.statePayable)],
    ['25', 'Financiamentos obtidos', ...v(amounts.financingCurrent)],
    ['27', 'Outras dívidas a pagar', ...v(amounts.otherPayables)],
    withTotals ? ['', 'Total do passivo corrente', ...currentLiabilities] : null,
    withTotals ? ['', 'Total do passivo', ...liabilities] : null,
    withTotals ? ['', 'Total do capital próprio e do passivo', ...sum(equity, liabilities)] : null,
    withTotals ? ['', 'Controlo (diferença)', ...zero] : null,
  ];
  return statement(
    keys,
    rows.filter((row): row is StatementRow => row !== null),
  );
}

/** An FSE sheet from `[code, description, ...values]` lines, with its total row and `Ctrl`. */
export function fseRows(
  keys: readonly string[],
  lines: readonly StatementRow[],
): DetailedAccount[] {
  const totals = keys.map((_, index) =>
    lines.reduce((total, [, , ...values]) => total + (values[index] ?? 0), 0),
  );
  return statement(keys, [
    ...lines,
    ['', 'Fornecimentos e serviços externos (total)', ...totals],
    ['', 'Ctrl', ...keys.map(() => 0)],
  ]);
}

/** Every key figure null (and 365 days): override what a test needs. */
export function keyFigures(overrides: Partial<KeyFigures> = {}): KeyFigures {
  return {
    sales: null,
    services: null,
    turnover: null,
    operatingSubsidies: null,
    otherIncome: null,
    financialIncome: null,
    totalIncome: null,
    cmvmc: null,
    fse: null,
    personnel: null,
    depreciation: null,
    otherCosts: null,
    financialCosts: null,
    totalCosts: null,
    ebitda: null,
    ebitdaSummary: null,
    operatingResult: null,
    preTaxResult: null,
    irc: null,
    ircEstimated: false,
    netResult: null,
    computedResult: null,
    totalAssets: null,
    currentAssets: null,
    currentAssetsEstimated: false,
    nonCurrentAssets: null,
    equity: null,
    liabilities: null,
    currentLiabilities: null,
    currentLiabilitiesEstimated: false,
    cash: null,
    clients: null,
    inventories: null,
    suppliers: null,
    statePayable: null,
    financing: null,
    dayBase: 365,
    ...overrides,
  };
}

/** The sample workbooks of `fixtures/` (docs/workbook-format.md §4). */
export type SampleName = keyof typeof SAMPLES;

/**
 * A sample workbook's statements as stored `PeriodData`: the figures of
 * `fixtures/<kind>-<name>.xlsx` typed in as the reader extracts them (every row kept).
 */
export function samplePeriod(name: SampleName): PeriodData {
  const sample: SampleStatements = SAMPLES[name];
  return periodData(sample.period, sample, {
    companyId: name.startsWith('tecnoserv') ? TECNOSERV_COMPANY_ID : PADARIA_COMPANY_ID,
    incomeStatementSource: sample.kind,
  });
}

/** Every stored period of a sample company, as an app would hold them. */
export function sampleCompanyPeriods(company: 'padaria-lusitana' | 'tecnoserv'): PeriodData[] {
  return (Object.keys(SAMPLES) as SampleName[])
    .filter((name) => name.startsWith(company))
    .map(samplePeriod);
}

interface SampleStatements extends Partial<Record<StatementKey, DetailedAccount[]>> {
  period: string;
  kind: WorkbookKind;
}

const SAMPLES = {
  'padaria-lusitana-2024-12': {
    period: '2024-12',
    kind: 'myreport' as const,
    balanceSheet: statement(
      ['2024', '2023'],
      [
        ['', 'ATIVO', 0, 0],
        ['', 'Ativo não corrente', 0, 0],
        ['43', 'Ativos fixos tangíveis', 471935.82, 458214.37],
        ['42', 'Propriedades de investimento', 0, 0],
        ['44', 'Ativos intangíveis', 5473.72, 6842.15],
        ['41', 'Investimentos financeiros', 2414.87, 1986.43],
        ['', 'Total do ativo não corrente', 479824.41, 467042.95],
        ['', 'Ativo corrente', 0, 0],
        ['32', 'Inventários', 34106.25, 31472.88],
        ['21', 'Clientes', 53284.19, 48317.62],
        ['24', 'Estado e outros entes públicos', 3106.44, 4218.96],
        ['27', 'Outros créditos a receber', 4982.13, 3614.27],
        ['28', 'Diferimentos', 2587.91, 2318.45],
        ['11', 'Caixa e depósitos bancários', 129684.04, 60819.58],
        ['', 'Total do ativo corrente', 227750.96, 150761.76],
        ['', 'Total do ativo', 707575.37, 617804.71],
        ['', 'CAPITAL PRÓPRIO E PASSIVO', 0, 0],
        ['', 'Capital próprio', 0, 0],
        ['51', 'Capital subscrito', 50000, 50000],
        ['54', 'Prémios de emissão', 0, 0],
        ['551', 'Reservas legais', 10177.23, 7418.26],
        ['552', 'Outras reservas', 38215.47, 38215.47],
        ['56', 'Resultados transitados', 117033.25, 94612.83],
        ['59', 'Outras variações no capital próprio', 12663.75, 14218.35],
        ['818', 'Resultado líquido do período', 71164.97, 55179.39],
        ['', 'Total do capital próprio', 299254.67, 259644.3],
        ['', 'Passivo', 0, 0],
        ['', 'Passivo não corrente', 0, 0],
        ['25', 'Financiamentos obtidos', 231718.64, 196482.31],
        ['', 'Total do passivo não corrente', 231718.64, 196482.31],
        ['', 'Passivo corrente', 0, 0],
        ['22', 'Fornecedores', 57342.18, 52816.43],
        ['24', 'Estado e outros entes públicos', 29118.56, 27364.82],
        ['25', 'Financiamentos obtidos', 44206.93, 38417.26],
        ['27', 'Outras dívidas a pagar', 44615.64, 41873.19],
        ['28', 'Diferimentos', 1318.75, 1206.4],
        ['', 'Total do passivo corrente', 176602.06, 161678.1],
        ['', 'Total do passivo', 408320.7, 358160.41],
        ['', 'Total do capital próprio e do passivo', 707575.37, 617804.71],
        ['', 'Controlo (diferença)', 0, 0],
      ],
    ),
    incomeStatement: statement(
      ['2024', '2023'],
      [
        ['711', 'Vendas de mercadorias', 301872.45, 287413.87],
        ['712', 'Vendas de produtos acabados', 914337.81, 862194.38],
        ['71', 'Vendas', 1216210.26, 1149608.25],
        ['721', 'Prestações de serviços — serviço principal', 34912.73, 31284.5],
        ['722', 'Prestações de serviços — serviços secundários', 7203.66, 6418.27],
        ['72', 'Prestações de serviços', 42116.39, 37702.77],
        ['75', 'Subsídios à exploração', 3967.2, 4812.35],
        ['61', 'Custo das mercadorias vendidas e das matérias consumidas', -468665.67, -449529.66],
        ['62', 'Fornecimentos e serviços externos', -167201.79, -166163.84],
        ['631', 'Remunerações dos órgãos sociais', -47284.56, -45906.12],
        ['632', 'Remunerações do pessoal', -336158.27, -318742.65],
        ['635', 'Encargos sobre remunerações', -93598.39, -88864.91],
        ['63', 'Gastos com o pessoal', -477041.22, -453513.68],
        ['68', 'Outros gastos', -6104.92, -5381.27],
        ['78', 'Outros rendimentos', 3215.66, 2847.19],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          146495.91,
          120382.11,
        ],
        ['64', 'Gastos de depreciação e de amortização', -44291.57, -41376.82],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          102204.34,
          79005.29,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 612.48, 184.27],
        ['69', 'Gastos de financiamento', -11742.86, -8913.44],
        ['', 'Resultado antes de impostos', 91073.96, 70276.12],
        ['8121', 'Imposto estimado para o período', -19908.99, -15096.73],
        ['', 'Resultado líquido do período', 71164.97, 55179.39],
        ['5312', 'Prestações suplementares', 25000, 25000],
        ['5932', 'Subsídios ao investimento — imputação', 1554.6, 1554.6],
        ['', 'Controlo', 0, 0],
        ['', 'Ajustamentos de arredondamento', -0.02, 0.01],
        ['268', 'Sócio Manuel Ferreira', 6918.35, 8412.5],
      ],
    ),
    externalServices: statement(
      ['2024', '2023'],
      [
        ['621', 'Subcontratos', 4976.3, 4218.5],
        ['6221', 'Trabalhos especializados', 19487.65, 18934.2],
        ['6222', 'Publicidade e propaganda', 4615.72, 3842.19],
        ['6223', 'Vigilância e segurança', 2011.68, 1932.4],
        ['6224', 'Honorários', 2583.1, 2468.75],
        ['6226', 'Conservação e reparação', 11204.58, 9847.31],
        ['6231', 'Ferramentas e utensílios de desgaste rápido', 2874.15, 3118.62],
        ['6233', 'Material de escritório', 1139.42, 1024.87],
        ['6241', 'Eletricidade', 34215.89, 38742.16],
        ['6242', 'Combustíveis', 13642.18, 14318.75],
        ['6243', 'Água', 3512.27, 3284.6],
        ['6251', 'Deslocações e estadas', 1692.44, 1473.28],
        ['6261', 'Rendas e alugueres', 44207.91, 42918.36],
        ['6262', 'Comunicação', 2264.18, 2187.43],
        ['6263', 'Seguros', 7143.62, 6872.15],
        ['6265', 'Contencioso e notariado', 286.5, 412.8],
        ['6267', 'Limpeza, higiene e conforto', 8025.73, 7614.29],
        ['6268', 'Outros serviços', 3318.47, 2953.18],
        ['', 'Fornecimentos e serviços externos (total)', 167201.79, 166163.84],
        ['', 'Ctrl', 0, 0],
      ],
    ),
    financialRatios: statement(
      ['2024', '2023'],
      [
        ['', 'Rendibilidade do capital próprio', 0.2378, 0.2125],
        ['', 'Rendibilidade do ativo', 0.1006, 0.0893],
        ['', 'Rendibilidade das vendas', 0.0566, 0.0465],
        ['', 'Margem bruta', 0.6275, 0.6214],
        ['', 'Margem EBITDA', 0.1164, 0.1014],
        ['', 'Autonomia financeira', 0.4229, 0.4203],
        ['', 'Solvabilidade total', 0.7329, 0.7249],
        ['', 'Endividamento', 0.5771, 0.5797],
        ['', 'Liquidez geral', 1.2896, 0.9325],
        ['', 'Liquidez reduzida', 1.0965, 0.7378],
        ['', 'Liquidez imediata', 0.7343, 0.3762],
        ['', 'Rotação do ativo', 1.7784, 1.9218],
        ['', 'Prazo médio de recebimento (dias)', 12.57, 12.08],
        ['', 'Prazo médio de pagamento (dias)', 26.76, 25.46],
        ['', 'Duração média de inventários (dias)', 26.56, 25.55],
        ['', 'Montante mínimo do resultado líquido para reservas legais', 3558.25, 2758.97],
      ],
    ),
  },
  'padaria-lusitana-2025-06': {
    period: '2025-06',
    kind: 'myreport' as const,
    balanceSheet: statement(
      ['2025_current', '2024_year'],
      [
        ['', 'ATIVO', 0, 0],
        ['', 'Ativo não corrente', 0, 0],
        ['43', 'Ativos fixos tangíveis', 468013.4, 471935.82],
        ['42', 'Propriedades de investimento', 0, 0],
        ['44', 'Ativos intangíveis', 7062.45, 5473.72],
        ['41', 'Investimentos financeiros', 2711.57, 2414.87],
        ['', 'Total do ativo não corrente', 477787.42, 479824.41],
        ['', 'Ativo corrente', 0, 0],
        ['32', 'Inventários', 33702.53, 34106.25],
        ['21', 'Clientes', 56888.81, 53284.19],
        ['24', 'Estado e outros entes públicos', 4234.39, 3106.44],
        ['27', 'Outros créditos a receber', 4706.93, 4982.13],
        ['28', 'Diferimentos', 2714.4, 2587.91],
        ['11', 'Caixa e depósitos bancários', 122670.16, 129684.04],
        ['', 'Total do ativo corrente', 224917.22, 227750.96],
        ['', 'Total do ativo', 702704.64, 707575.37],
        ['', 'CAPITAL PRÓPRIO E PASSIVO', 0, 0],
        ['', 'Capital próprio', 0, 0],
        ['51', 'Capital subscrito', 50000, 50000],
        ['54', 'Prémios de emissão', 0, 0],
        ['551', 'Reservas legais', 13735.48, 10177.23],
        ['552', 'Outras reservas', 38215.47, 38215.47],
        ['56', 'Resultados transitados', 144639.97, 117033.25],
        ['59', 'Outras variações no capital próprio', 11886.45, 12663.75],
        ['818', 'Resultado líquido do período', 41621.09, 71164.97],
        ['', 'Total do capital próprio', 300098.46, 299254.67],
        ['', 'Passivo', 0, 0],
        ['', 'Passivo não corrente', 0, 0],
        ['25', 'Financiamentos obtidos', 216334.89, 231718.64],
        ['', 'Total do passivo não corrente', 216334.89, 231718.64],
        ['', 'Passivo corrente', 0, 0],
        ['22', 'Fornecedores', 60998.4, 57342.18],
        ['24', 'Estado e outros entes públicos', 29385.37, 29118.56],
        ['25', 'Financiamentos obtidos', 47396.79, 44206.93],
        ['27', 'Outras dívidas a pagar', 47108.61, 44615.64],
        ['28', 'Diferimentos', 1382.12, 1318.75],
        ['', 'Total do passivo corrente', 186271.29, 176602.06],
        ['', 'Total do passivo', 402606.18, 408320.7],
        ['', 'Total do capital próprio e do passivo', 702704.64, 707575.37],
        ['', 'Controlo (diferença)', 0, 0],
      ],
    ),
    incomeStatement: statement(
      ['2025_current', '2024_year', '2024_period'],
      [
        ['711', 'Vendas de mercadorias', 153385.75, 301872.45, 153130.42],
        ['712', 'Vendas de produtos acabados', 477049.16, 914337.81, 443744.46],
        ['71', 'Vendas', 630434.91, 1216210.26, 596874.88],
        ['721', 'Prestações de serviços — serviço principal', 18954.77, 34912.73, 16901.7],
        ['722', 'Prestações de serviços — serviços secundários', 3822.42, 7203.66, 3448.49],
        ['72', 'Prestações de serviços', 22777.19, 42116.39, 20350.19],
        ['75', 'Subsídios à exploração', 2652.52, 3967.2, 1927.86],
        [
          '61',
          'Custo das mercadorias vendidas e das matérias consumidas',
          -238988.56,
          -468665.67,
          -229947.77,
        ],
        ['62', 'Fornecimentos e serviços externos', -86926.23, -167201.79, -83912.75],
        ['631', 'Remunerações dos órgãos sociais', -24506.36, -47284.56, -23536.64],
        ['632', 'Remunerações do pessoal', -173912.57, -336158.27, -166246.91],
        ['635', 'Encargos sobre remunerações', -48533.27, -93598.39, -46326.16],
        ['63', 'Gastos com o pessoal', -246952.2, -477041.22, -236109.71],
        ['68', 'Outros gastos', -2972.36, -6104.92, -3005.47],
        ['78', 'Outros rendimentos', 1451.03, 3215.66, 1564.76],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          81476.3,
          146495.91,
          67741.99,
        ],
        ['64', 'Gastos de depreciação e de amortização', -23951.14, -44291.57, -22126.97],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          57525.16,
          102204.34,
          45615.02,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 445.32, 612.48, 300.08],
        ['69', 'Gastos de financiamento', -5204.76, -11742.86, -5812.02],
        ['', 'Resultado antes de impostos', 52765.72, 91073.96, 40103.08],
        ['8121', 'Imposto estimado para o período', -11144.63, -19908.99, -8766.63],
        ['', 'Resultado líquido do período', 41621.09, 71164.97, 31336.45],
        ['5312', 'Prestações suplementares', 25000, 25000, 25000],
        ['5932', 'Subsídios ao investimento — imputação', 777.3, 1554.6, 777.3],
        ['', 'Controlo', 0, 0, 0],
        ['', 'Ajustamentos de arredondamento', 0, -0.02, 0],
        ['268', 'Sócio Manuel Ferreira', 7307.87, 6918.35, 6954.44],
      ],
    ),
    externalServices: statement(
      ['2025_current', '2024_year', '2024_period'],
      [
        ['621', 'Subcontratos', 2661.25, 4976.3, 2394.04],
        ['6221', 'Trabalhos especializados', 10106.59, 19487.65, 9517.85],
        ['6222', 'Publicidade e propaganda', 2643.37, 4615.72, 2399.07],
        ['6223', 'Vigilância e segurança', 1026.35, 2011.68, 1047.41],
        ['6224', 'Honorários', 1278.71, 2583.1, 1267.32],
        ['6226', 'Conservação e reparação', 5014.68, 11204.58, 5655.57],
        ['6231', 'Ferramentas e utensílios de desgaste rápido', 1753.47, 2874.15, 1410.12],
        ['6233', 'Material de escritório', 541.11, 1139.42, 590.04],
        ['6241', 'Eletricidade', 18743.73, 34215.89, 16370.89],
        ['6242', 'Combustíveis', 6947.38, 13642.18, 6682.83],
        ['6243', 'Água', 1824.67, 3512.27, 1787.74],
        ['6251', 'Deslocações e estadas', 791.63, 1692.44, 856.42],
        ['6261', 'Rendas e alugueres', 22870.63, 44207.91, 23381.97],
        ['6262', 'Comunicação', 1121.32, 2264.18, 1122.8],
        ['6263', 'Seguros', 3628.59, 7143.62, 3664.75],
        ['6265', 'Contencioso e notariado', 258.33, 286.5, 144.34],
        ['6267', 'Limpeza, higiene e conforto', 4110.61, 8025.73, 3875.31],
        ['6268', 'Outros serviços', 1603.81, 3318.47, 1744.28],
        ['', 'Fornecimentos e serviços externos (total)', 86926.23, 167201.79, 83912.75],
        ['', 'Ctrl', 0, 0, 0],
      ],
    ),
    financialRatios: statement(
      ['2025_current', '2024_year'],
      [
        ['', 'Rendibilidade do capital próprio', 0.1387, 0.2378],
        ['', 'Rendibilidade do ativo', 0.0592, 0.1006],
        ['', 'Rendibilidade das vendas', 0.0637, 0.0566],
        ['', 'Margem bruta', 0.6341, 0.6275],
        ['', 'Margem EBITDA', 0.1247, 0.1164],
        ['', 'Autonomia financeira', 0.4271, 0.4229],
        ['', 'Solvabilidade total', 0.7454, 0.7329],
        ['', 'Endividamento', 0.5729, 0.5771],
        ['', 'Liquidez geral', 1.2075, 1.2896],
        ['', 'Liquidez reduzida', 1.0265, 1.0965],
        ['', 'Liquidez imediata', 0.6586, 0.7343],
        ['', 'Rotação do ativo', 0.9296, 1.7784],
        ['', 'Prazo médio de recebimento (dias)', 12.82, 12.57],
        ['', 'Prazo médio de pagamento (dias)', 27.54, 26.76],
        ['', 'Duração média de inventários (dias)', 25.52, 26.56],
        ['', 'Montante mínimo do resultado líquido para reservas legais', 2081.05, 3558.25],
      ],
    ),
  },
  'padaria-lusitana-2025-12': {
    period: '2025-12',
    kind: 'myreport' as const,
    balanceSheet: statement(
      ['2025', '2024'],
      [
        ['', 'ATIVO', 0, 0],
        ['', 'Ativo não corrente', 0, 0],
        ['43', 'Ativos fixos tangíveis', 452618.49, 471935.82],
        ['42', 'Propriedades de investimento', 0, 0],
        ['44', 'Ativos intangíveis', 9318.64, 5473.72],
        ['41', 'Investimentos financeiros', 2861.29, 2414.87],
        ['', 'Total do ativo não corrente', 464798.42, 479824.41],
        ['', 'Ativo corrente', 0, 0],
        ['32', 'Inventários', 36918.41, 34106.25],
        ['21', 'Clientes', 57663.08, 53284.19],
        ['24', 'Estado e outros entes públicos', 5872.31, 3106.44],
        ['27', 'Outros créditos a receber', 4127.58, 4982.13],
        ['28', 'Diferimentos', 2743.16, 2587.91],
        ['11', 'Caixa e depósitos bancários', 151194.73, 129684.04],
        ['', 'Total do ativo corrente', 258519.27, 227750.96],
        ['', 'Total do ativo', 723317.69, 707575.37],
        ['', 'CAPITAL PRÓPRIO E PASSIVO', 0, 0],
        ['', 'Capital próprio', 0, 0],
        ['51', 'Capital subscrito', 50000, 50000],
        ['54', 'Prémios de emissão', 0, 0],
        ['551', 'Reservas legais', 13735.48, 10177.23],
        ['552', 'Outras reservas', 38215.47, 38215.47],
        ['56', 'Resultados transitados', 144639.97, 117033.25],
        ['59', 'Outras variações no capital próprio', 11109.15, 12663.75],
        ['818', 'Resultado líquido do período', 91135.38, 71164.97],
        ['', 'Total do capital próprio', 348835.45, 299254.67],
        ['', 'Passivo', 0, 0],
        ['', 'Passivo não corrente', 0, 0],
        ['25', 'Financiamentos obtidos', 187305.22, 231718.64],
        ['', 'Total do passivo não corrente', 187305.22, 231718.64],
        ['', 'Passivo corrente', 0, 0],
        ['22', 'Fornecedores', 60915.77, 57342.18],
        ['24', 'Estado e outros entes públicos', 31482.09, 29118.56],
        ['25', 'Financiamentos obtidos', 46118.35, 44206.93],
        ['27', 'Outras dívidas a pagar', 47208.63, 44615.64],
        ['28', 'Diferimentos', 1452.18, 1318.75],
        ['', 'Total do passivo corrente', 187177.02, 176602.06],
        ['', 'Total do passivo', 374482.24, 408320.7],
        ['', 'Total do capital próprio e do passivo', 723317.69, 707575.37],
        ['', 'Controlo (diferença)', 0, 0],
      ],
    ),
    incomeStatement: statement(
      ['2025', '2024'],
      [
        ['711', 'Vendas de mercadorias', 318204.97, 301872.45],
        ['712', 'Vendas de produtos acabados', 968551.09, 914337.81],
        ['71', 'Vendas', 1286756.06, 1216210.26],
        ['721', 'Prestações de serviços — serviço principal', 38105.42, 34912.73],
        ['722', 'Prestações de serviços — serviços secundários', 7954.18, 7203.66],
        ['72', 'Prestações de serviços', 46059.6, 42116.39],
        ['75', 'Subsídios à exploração', 5218.44, 3967.2],
        ['61', 'Custo das mercadorias vendidas e das matérias consumidas', -489283.63, -468665.67],
        ['62', 'Fornecimentos e serviços externos', -173140.31, -167201.79],
        ['631', 'Remunerações dos órgãos sociais', -48702.9, -47284.56],
        ['632', 'Remunerações do pessoal', -352903.84, -336158.27],
        ['635', 'Encargos sobre remunerações', -98233.01, -93598.39],
        ['63', 'Gastos com o pessoal', -499839.75, -477041.22],
        ['68', 'Outros gastos', -5873.16, -6104.92],
        ['78', 'Outros rendimentos', 2978.43, 3215.66],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          172875.68,
          146495.91,
        ],
        ['64', 'Gastos de depreciação e de amortização', -47862.35, -44291.57],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          125013.33,
          102204.34,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 893.12, 612.48],
        ['69', 'Gastos de financiamento', -10368.29, -11742.86],
        ['', 'Resultado antes de impostos', 115538.16, 91073.96],
        ['8121', 'Imposto estimado para o período', -24402.78, -19908.99],
        ['', 'Resultado líquido do período', 91135.38, 71164.97],
        ['5312', 'Prestações suplementares', 25000, 25000],
        ['5932', 'Subsídios ao investimento — imputação', 1554.6, 1554.6],
        ['', 'Controlo', 0, 0],
        ['', 'Ajustamentos de arredondamento', 0.01, -0.02],
        ['268', 'Sócio Manuel Ferreira', 9127.64, 6918.35],
      ],
    ),
    externalServices: statement(
      ['2025', '2024'],
      [
        ['621', 'Subcontratos', 5412.88, 4976.3],
        ['6221', 'Trabalhos especializados', 20115.37, 19487.65],
        ['6222', 'Publicidade e propaganda', 5208.44, 4615.72],
        ['6223', 'Vigilância e segurança', 2087.21, 2011.68],
        ['6224', 'Honorários', 2706.45, 2583.1],
        ['6226', 'Conservação e reparação', 10632.94, 11204.58],
        ['6231', 'Ferramentas e utensílios de desgaste rápido', 3402.77, 2874.15],
        ['6233', 'Material de escritório', 1087.36, 1139.42],
        ['6241', 'Eletricidade', 35967.43, 34215.89],
        ['6242', 'Combustíveis', 13907.52, 13642.18],
        ['6243', 'Água', 3698.05, 3512.27],
        ['6251', 'Deslocações e estadas', 1518.93, 1692.44],
        ['6261', 'Rendas e alugueres', 45534.12, 44207.91],
        ['6262', 'Comunicação', 2301.77, 2264.18],
        ['6263', 'Seguros', 7498.3, 7143.62],
        ['6265', 'Contencioso e notariado', 538.26, 286.5],
        ['6267', 'Limpeza, higiene e conforto', 8417.66, 8025.73],
        ['6268', 'Outros serviços', 3104.85, 3318.47],
        ['', 'Fornecimentos e serviços externos (total)', 173140.31, 167201.79],
        ['', 'Ctrl', 0, 0],
      ],
    ),
    financialRatios: statement(
      ['2025', '2024'],
      [
        ['', 'Rendibilidade do capital próprio', 0.2613, 0.2378],
        ['', 'Rendibilidade do ativo', 0.126, 0.1006],
        ['', 'Rendibilidade das vendas', 0.0684, 0.0566],
        ['', 'Margem bruta', 0.6329, 0.6275],
        ['', 'Margem EBITDA', 0.1297, 0.1164],
        ['', 'Autonomia financeira', 0.4823, 0.4229],
        ['', 'Solvabilidade total', 0.9315, 0.7329],
        ['', 'Endividamento', 0.5177, 0.5771],
        ['', 'Liquidez geral', 1.3811, 1.2896],
        ['', 'Liquidez reduzida', 1.1839, 1.0965],
        ['', 'Liquidez imediata', 0.8078, 0.7343],
        ['', 'Rotação do ativo', 1.8426, 1.7784],
        ['', 'Prazo médio de recebimento (dias)', 12.84, 12.57],
        ['', 'Prazo médio de pagamento (dias)', 27.29, 26.76],
        ['', 'Duração média de inventários (dias)', 27.54, 26.56],
        ['', 'Montante mínimo do resultado líquido para reservas legais', 4556.77, 3558.25],
      ],
    ),
  },
  'tecnoserv-2024-12': {
    period: '2024-12',
    kind: 'myreport' as const,
    balanceSheet: statement(
      ['2024', '2023'],
      [
        ['', 'ATIVO', 0, 0],
        ['', 'Ativo não corrente', 0, 0],
        ['43', 'Ativos fixos tangíveis', 41873.55, 38416.27],
        ['42', 'Propriedades de investimento', 0, 0],
        ['44', 'Ativos intangíveis', 14206.18, 9812.44],
        ['41', 'Investimentos financeiros', 0, 0],
        ['', 'Total do ativo não corrente', 56079.73, 48228.71],
        ['', 'Ativo corrente', 0, 0],
        ['32', 'Inventários', 0, 0],
        ['21', 'Clientes', 112608.73, 98417.36],
        ['24', 'Estado e outros entes públicos', 2906.57, 4318.22],
        ['27', 'Outros créditos a receber', 3487.19, 2114.6],
        ['28', 'Diferimentos', 2215.66, 1842.37],
        ['11', 'Caixa e depósitos bancários', 61873.42, 53204.18],
        ['', 'Total do ativo corrente', 183091.57, 159896.73],
        ['', 'Total do ativo', 239171.3, 208125.44],
        ['', 'CAPITAL PRÓPRIO E PASSIVO', 0, 0],
        ['', 'Capital próprio', 0, 0],
        ['51', 'Capital subscrito', 5000, 5000],
        ['54', 'Prémios de emissão', 0, 0],
        ['551', 'Reservas legais', 3243.87, 1218.64],
        ['552', 'Outras reservas', 0, 0],
        ['56', 'Resultados transitados', 54962.02, 31482.71],
        ['59', 'Outras variações no capital próprio', 0, 0],
        ['818', 'Resultado líquido do período', 44644.79, 40504.54],
        ['', 'Total do capital próprio', 107850.68, 78205.89],
        ['', 'Passivo', 0, 0],
        ['', 'Passivo não corrente', 0, 0],
        ['25', 'Financiamentos obtidos', 31204.77, 24618.3],
        ['', 'Total do passivo não corrente', 31204.77, 24618.3],
        ['', 'Passivo corrente', 0, 0],
        ['22', 'Fornecedores', 52918.27, 47316.84],
        ['24', 'Estado e outros entes públicos', 18206.45, 16418.92],
        ['25', 'Financiamentos obtidos', 19728.46, 35351.11],
        ['27', 'Outras dívidas a pagar', 7418.92, 6214.38],
        ['28', 'Diferimentos', 1843.75, 0],
        ['', 'Total do passivo corrente', 100115.85, 105301.25],
        ['', 'Total do passivo', 131320.62, 129919.55],
        ['', 'Total do capital próprio e do passivo', 239171.3, 208125.44],
        ['', 'Controlo (diferença)', 0, 0],
      ],
    ),
    incomeStatement: statement(
      ['2024', '2023'],
      [
        ['711', 'Vendas de mercadorias', 0, 0],
        ['712', 'Vendas de produtos acabados', 0, 0],
        ['71', 'Vendas', 0, 0],
        ['721', 'Prestações de serviços — serviço principal', 468219.74, 412836.55],
        ['722', 'Prestações de serviços — serviços secundários', 22615.38, 18342.9],
        ['72', 'Prestações de serviços', 490835.12, 431179.45],
        ['75', 'Subsídios à exploração', 0, 0],
        ['61', 'Custo das mercadorias vendidas e das matérias consumidas', 0, 0],
        ['62', 'Fornecimentos e serviços externos', -411387.68, -359736.81],
        ['631', 'Remunerações dos órgãos sociais', 0, 0],
        ['632', 'Remunerações do pessoal', 0, 0],
        ['635', 'Encargos sobre remunerações', 0, 0],
        ['63', 'Gastos com o pessoal', 0, 0],
        ['68', 'Outros gastos', -4108.23, -3412.67],
        ['78', 'Outros rendimentos', 864.15, 1218.4],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          76203.36,
          69248.37,
        ],
        ['64', 'Gastos de depreciação e de amortização', -15874.62, -14628.31],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          60328.74,
          54620.06,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 311.48, 95.12],
        ['69', 'Gastos de financiamento', -3116.27, -2814.56],
        ['', 'Resultado antes de impostos', 57523.95, 51900.62],
        ['8121', 'Imposto estimado para o período', -12879.16, -11396.08],
        ['', 'Resultado líquido do período', 44644.79, 40504.54],
        ['5312', 'Prestações suplementares', 0, 0],
        ['5932', 'Subsídios ao investimento — imputação', 0, 0],
        ['', 'Controlo', 0, 0],
        ['', 'Ajustamentos de arredondamento', 0.02, 0],
        ['268', 'Sócio Manuel Ferreira', -2864.1, -4218.36],
      ],
    ),
    externalServices: statement(
      ['2024', '2023'],
      [
        ['621', 'Subcontratos', 301628.44, 262415.37],
        ['6221', 'Trabalhos especializados', 24118.73, 22816.4],
        ['6222', 'Publicidade e propaganda', 11804.29, 8412.66],
        ['6223', 'Vigilância e segurança', 0, 0],
        ['6224', 'Honorários', 14872.55, 12486.2],
        ['6226', 'Conservação e reparação', 1806.32, 1218.74],
        ['6231', 'Ferramentas e utensílios de desgaste rápido', 386.15, 412.37],
        ['6233', 'Material de escritório', 1618.43, 1482.16],
        ['6241', 'Eletricidade', 2687.21, 2514.83],
        ['6242', 'Combustíveis', 4506.18, 4218.65],
        ['6243', 'Água', 438.62, 412.18],
        ['6251', 'Deslocações e estadas', 12416.58, 9873.41],
        ['6261', 'Rendas e alugueres', 22518.9, 21874.32],
        ['6262', 'Comunicação', 3208.47, 3116.84],
        ['6263', 'Seguros', 2987.64, 2918.27],
        ['6265', 'Contencioso e notariado', 864.22, 318.5],
        ['6267', 'Limpeza, higiene e conforto', 2418.67, 2304.18],
        ['6268', 'Outros serviços', 3106.28, 2941.73],
        ['', 'Fornecimentos e serviços externos (total)', 411387.68, 359736.81],
        ['', 'Ctrl', 0, 0],
      ],
    ),
    financialRatios: statement(
      ['2024', '2023'],
      [
        ['', 'Rendibilidade do capital próprio', 0.414, 0.5179],
        ['', 'Rendibilidade do ativo', 0.1867, 0.1946],
        ['', 'Rendibilidade das vendas', 0.091, 0.0939],
        ['', 'Margem bruta', 1, 1],
        ['', 'Margem EBITDA', 0.1553, 0.1606],
        ['', 'Autonomia financeira', 0.4509, 0.3758],
        ['', 'Solvabilidade total', 0.8213, 0.602],
        ['', 'Endividamento', 0.5491, 0.6242],
        ['', 'Liquidez geral', 1.8288, 1.5185],
        ['', 'Liquidez reduzida', 1.8288, 1.5185],
        ['', 'Liquidez imediata', 0.618, 0.5053],
        ['', 'Rotação do ativo', 2.0522, 2.0717],
        ['', 'Prazo médio de recebimento (dias)', 68.08, 67.73],
        ['', 'Prazo médio de pagamento (dias)', 38.17, 39.03],
        ['', 'Duração média de inventários (dias)', 0, 0],
        ['', 'Montante mínimo do resultado líquido para reservas legais', 2232.24, 2025.23],
      ],
    ),
  },
  'tecnoserv-2025-12': {
    period: '2025-12',
    kind: 'myreport' as const,
    balanceSheet: statement(
      ['2025', '2024'],
      [
        ['', 'ATIVO', 0, 0],
        ['', 'Ativo não corrente', 0, 0],
        ['43', 'Ativos fixos tangíveis', 29518.36, 41873.55],
        ['42', 'Propriedades de investimento', 0, 0],
        ['44', 'Ativos intangíveis', 11327.92, 14206.18],
        ['41', 'Investimentos financeiros', 0, 0],
        ['', 'Total do ativo não corrente', 40846.28, 56079.73],
        ['', 'Ativo corrente', 0, 0],
        ['32', 'Inventários', 0, 0],
        ['21', 'Clientes', 96215.48, 112608.73],
        ['24', 'Estado e outros entes públicos', 8713.45, 2906.57],
        ['27', 'Outros créditos a receber', 2908.34, 3487.19],
        ['28', 'Diferimentos', 2018.95, 2215.66],
        ['11', 'Caixa e depósitos bancários', 44218.09, 61873.42],
        ['', 'Total do ativo corrente', 154074.31, 183091.57],
        ['', 'Total do ativo', 194920.59, 239171.3],
        ['', 'CAPITAL PRÓPRIO E PASSIVO', 0, 0],
        ['', 'Capital próprio', 0, 0],
        ['51', 'Capital subscrito', 5000, 5000],
        ['54', 'Prémios de emissão', 0, 0],
        ['551', 'Reservas legais', 5476.11, 3243.87],
        ['552', 'Outras reservas', 0, 0],
        ['56', 'Resultados transitados', 77374.57, 54962.02],
        ['59', 'Outras variações no capital próprio', 0, 0],
        ['818', 'Resultado líquido do período', -24052.19, 44644.79],
        ['', 'Total do capital próprio', 63798.49, 107850.68],
        ['', 'Passivo', 0, 0],
        ['', 'Passivo não corrente', 0, 0],
        ['25', 'Financiamentos obtidos', 22867.41, 31204.77],
        ['', 'Total do passivo não corrente', 22867.41, 31204.77],
        ['', 'Passivo corrente', 0, 0],
        ['22', 'Fornecedores', 58604.13, 52918.27],
        ['24', 'Estado e outros entes públicos', 11318.67, 18206.45],
        ['25', 'Financiamentos obtidos', 25251.23, 19728.46],
        ['27', 'Outras dívidas a pagar', 9872.16, 7418.92],
        ['28', 'Diferimentos', 3208.5, 1843.75],
        ['', 'Total do passivo corrente', 108254.69, 100115.85],
        ['', 'Total do passivo', 131122.1, 131320.62],
        ['', 'Total do capital próprio e do passivo', 194920.59, 239171.3],
        ['', 'Controlo (diferença)', 0, 0],
      ],
    ),
    incomeStatement: statement(
      ['2025', '2024'],
      [
        ['711', 'Vendas de mercadorias', 0, 0],
        ['712', 'Vendas de produtos acabados', 0, 0],
        ['71', 'Vendas', 0, 0],
        ['721', 'Prestações de serviços — serviço principal', 371508.26, 468219.74],
        ['722', 'Prestações de serviços — serviços secundários', 16874.12, 22615.38],
        ['72', 'Prestações de serviços', 388382.38, 490835.12],
        ['75', 'Subsídios à exploração', 0, 0],
        ['61', 'Custo das mercadorias vendidas e das matérias consumidas', 0, 0],
        ['62', 'Fornecimentos e serviços externos', -387940.52, -411387.68],
        ['631', 'Remunerações dos órgãos sociais', 0, 0],
        ['632', 'Remunerações do pessoal', 0, 0],
        ['635', 'Encargos sobre remunerações', 0, 0],
        ['63', 'Gastos com o pessoal', 0, 0],
        ['68', 'Outros gastos', -3876.54, -4108.23],
        ['78', 'Outros rendimentos', 2315.77, 864.15],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          -1118.91,
          76203.36,
        ],
        ['64', 'Gastos de depreciação e de amortização', -16203.48, -15874.62],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          -17322.39,
          60328.74,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 126.83, 311.48],
        ['69', 'Gastos de financiamento', -4982.31, -3116.27],
        ['', 'Resultado antes de impostos', -22177.87, 57523.95],
        ['8121', 'Imposto estimado para o período', -1874.32, -12879.16],
        ['', 'Resultado líquido do período', -24052.19, 44644.79],
        ['5312', 'Prestações suplementares', 0, 0],
        ['5932', 'Subsídios ao investimento — imputação', 0, 0],
        ['', 'Controlo', 0, 0],
        ['', 'Ajustamentos de arredondamento', -0.01, 0.02],
        ['268', 'Sócio Manuel Ferreira', -6417.83, -2864.1],
      ],
    ),
    externalServices: statement(
      ['2025', '2024'],
      [
        ['621', 'Subcontratos', 268317.85, 301628.44],
        ['6221', 'Trabalhos especializados', 26904.18, 24118.73],
        ['6222', 'Publicidade e propaganda', 14217.53, 11804.29],
        ['6223', 'Vigilância e segurança', 0, 0],
        ['6224', 'Honorários', 16208.39, 14872.55],
        ['6226', 'Conservação e reparação', 2113.48, 1806.32],
        ['6231', 'Ferramentas e utensílios de desgaste rápido', 518.92, 386.15],
        ['6233', 'Material de escritório', 1507.26, 1618.43],
        ['6241', 'Eletricidade', 2842.67, 2687.21],
        ['6242', 'Combustíveis', 4927.34, 4506.18],
        ['6243', 'Água', 451.07, 438.62],
        ['6251', 'Deslocações e estadas', 13027.64, 12416.58],
        ['6261', 'Rendas e alugueres', 23186.47, 22518.9],
        ['6262', 'Comunicação', 3374.91, 3208.47],
        ['6263', 'Seguros', 3105.18, 2987.64],
        ['6265', 'Contencioso e notariado', 1406.35, 864.22],
        ['6267', 'Limpeza, higiene e conforto', 2512.86, 2418.67],
        ['6268', 'Outros serviços', 3318.42, 3106.28],
        ['', 'Fornecimentos e serviços externos (total)', 387940.52, 411387.68],
        ['', 'Ctrl', 0, 0],
      ],
    ),
    financialRatios: statement(
      ['2025', '2024'],
      [
        ['', 'Rendibilidade do capital próprio', -0.377, 0.414],
        ['', 'Rendibilidade do ativo', -0.1234, 0.1867],
        ['', 'Rendibilidade das vendas', -0.0619, 0.091],
        ['', 'Margem bruta', 1, 1],
        ['', 'Margem EBITDA', -0.0029, 0.1553],
        ['', 'Autonomia financeira', 0.3273, 0.4509],
        ['', 'Solvabilidade total', 0.4866, 0.8213],
        ['', 'Endividamento', 0.6727, 0.5491],
        ['', 'Liquidez geral', 1.4233, 1.8288],
        ['', 'Liquidez reduzida', 1.4233, 1.8288],
        ['', 'Liquidez imediata', 0.4085, 0.618],
        ['', 'Rotação do ativo', 1.9925, 2.0522],
        ['', 'Prazo médio de recebimento (dias)', 73.51, 68.08],
        ['', 'Prazo médio de pagamento (dias)', 44.83, 38.17],
        ['', 'Duração média de inventários (dias)', 0, 0],
        ['', 'Montante mínimo do resultado líquido para reservas legais', 0, 2232.24],
      ],
    ),
  },
  'padaria-lusitana-2026-03': {
    period: '2026-03',
    kind: 'risema' as const,
    incomeStatement: statement(
      ['2026_current', '2025_year', '2025_period'],
      [
        ['711', 'Vendas de mercadorias', 81078.45, 318204.97, 78827.63],
        ['712', 'Vendas de produtos acabados', 256807.33, 968551.09, 252767.21],
        ['71', 'Vendas', 337885.78, 1286756.06, 331594.84],
        ['721', 'Prestações de serviços — serviço principal', 10181.96, 38105.42, 9749.26],
        ['722', 'Prestações de serviços — serviços secundários', 2101.93, 7954.18, 1914.73],
        ['72', 'Prestações de serviços', 12283.89, 46059.6, 11663.99],
        ['75', 'Subsídios à exploração', 1377.82, 5218.44, 1341.66],
        [
          '61',
          'Custo das mercadorias vendidas e das matérias consumidas',
          -129160.39,
          -489283.63,
          -126865.09,
        ],
        ['62', 'Fornecimentos e serviços externos', -45320.86, -173140.31, -43064.46],
        ['631', 'Remunerações dos órgãos sociais', -12701.64, -48702.9, -12169.03],
        ['632', 'Remunerações do pessoal', -92429.07, -352903.84, -88800.48],
        ['635', 'Encargos sobre remunerações', -25714.97, -98233.01, -24697.14],
        ['63', 'Gastos com o pessoal', -130845.68, -499839.75, -125666.65],
        ['68', 'Outros gastos', -1472.01, -5873.16, -1501.2],
        ['78', 'Outros rendimentos', 776.46, 2978.43, 765.4],
        [
          '',
          'Resultado antes de depreciações, gastos de financiamento e impostos',
          45525.01,
          172875.68,
          48268.49,
        ],
        ['64', 'Gastos de depreciação e de amortização', -12455.31, -47862.35, -12002.75],
        [
          '',
          'Resultado operacional (antes de gastos de financiamento e impostos)',
          33069.7,
          125013.33,
          36265.74,
        ],
        ['79', 'Juros, dividendos e outros rendimentos similares', 229.96, 893.12, 223.07],
        ['69', 'Gastos de financiamento', -2648.05, -10368.29, -2550.89],
        ['', 'Resultado antes de impostos', 30651.61, 115538.16, 33937.92],
        ['8121', 'Imposto estimado para o período', -6473.92, -24402.78, -7168.02],
        ['', 'Resultado líquido do período', 24177.69, 91135.38, 26769.9],
      ],
    ),
  },
} satisfies Record<string, SampleStatements>;
