/**
 * The lines of the official statements a SAF-T is turned into: the Balanço and the Demonstração
 * dos resultados por naturezas of the SNC normal model (Portaria n.º 220/2015), by their official
 * names. Each line carries a representative SNC code so that the analysis, which finds figures by
 * code first (`analysis/figures.ts`: 61, 62, 63, 64, 69, 71/72, 812; 11, 21, 22, 24, 25…), reads a
 * SAF-T period as it reads a MyReport one.
 */

/** A line of the balance sheet. */
export type BalanceLineId =
  | 'tangibleAssets'
  | 'investmentProperty'
  | 'goodwill'
  | 'intangibleAssets'
  | 'biologicalAssetsNonCurrent'
  | 'equityMethodInvestments'
  | 'otherFinancialInvestments'
  | 'deferredTaxAssets'
  | 'inventories'
  | 'biologicalAssetsCurrent'
  | 'clients'
  | 'stateAssets'
  | 'unpaidCapital'
  | 'otherReceivables'
  | 'deferralsAssets'
  | 'tradingAssets'
  | 'otherFinancialAssets'
  | 'heldForSale'
  | 'cash'
  | 'capital'
  | 'ownShares'
  | 'otherEquityInstruments'
  | 'sharePremium'
  | 'legalReserves'
  | 'otherReserves'
  | 'retainedEarnings'
  | 'revaluationSurplus'
  | 'otherEquityChanges'
  | 'netResult'
  | 'advanceDividends'
  | 'provisions'
  | 'longTermFinancing'
  | 'postEmployment'
  | 'deferredTaxLiabilities'
  | 'suppliers'
  | 'customerAdvances'
  | 'stateLiabilities'
  | 'shareholders'
  | 'shortTermFinancing'
  | 'otherPayables'
  | 'deferralsLiabilities'
  | 'tradingLiabilities'
  | 'otherFinancialLiabilities';

/** A line of the income statement (por naturezas); `revenue` is detailed by the file's accounts. */
export type IncomeLineId =
  | 'revenue'
  | 'subsidies'
  | 'associates'
  | 'inventoryChange'
  | 'ownWork'
  | 'cmvmc'
  | 'fse'
  | 'personnel'
  | 'inventoryImpairment'
  | 'receivablesImpairment'
  | 'provisionsCharge'
  | 'nonDepreciableImpairment'
  | 'fairValue'
  | 'otherIncome'
  | 'otherCosts'
  | 'depreciation'
  | 'depreciableImpairment'
  | 'interestIncome'
  | 'interestCosts'
  | 'incomeTax';

/** Where a balance-sheet line stands: it decides its sign (assets debit, the rest credit). */
export type BalanceSection =
  'nonCurrentAssets' | 'currentAssets' | 'equity' | 'nonCurrentLiabilities' | 'currentLiabilities';

/** One line's official name and code. */
export interface LineSpec {
  name: string;
  code: string;
}

/** A balance-sheet line: section, and whether it is shown even at zero. */
export interface BalanceLineSpec extends LineSpec {
  section: BalanceSection;
  /** Shown at zero too: the lines every balance sheet reads (the list). */
  always: boolean;
}

const b = (
  section: BalanceSection,
  name: string,
  code: string,
  always = false,
): BalanceLineSpec => ({ section, name, code, always });

/** The balance-sheet lines, in the order of the model within each section. */
export const BALANCE_LINES: Record<BalanceLineId, BalanceLineSpec> = {
  tangibleAssets: b('nonCurrentAssets', 'Ativos fixos tangíveis', '43', true),
  investmentProperty: b('nonCurrentAssets', 'Propriedades de investimento', '42'),
  goodwill: b('nonCurrentAssets', 'Goodwill', '441'),
  intangibleAssets: b('nonCurrentAssets', 'Ativos intangíveis', '44'),
  biologicalAssetsNonCurrent: b('nonCurrentAssets', 'Ativos biológicos', '372'),
  equityMethodInvestments: b(
    'nonCurrentAssets',
    'Participações financeiras - método da equivalência patrimonial',
    '4111',
  ),
  otherFinancialInvestments: b('nonCurrentAssets', 'Outros investimentos financeiros', '41'),
  deferredTaxAssets: b('nonCurrentAssets', 'Ativos por impostos diferidos', '2741'),
  inventories: b('currentAssets', 'Inventários', '32', true),
  biologicalAssetsCurrent: b('currentAssets', 'Ativos biológicos', '371'),
  clients: b('currentAssets', 'Clientes', '21', true),
  stateAssets: b('currentAssets', 'Estado e outros entes públicos', '24', true),
  // 26 is a partner's current account for the analysis (bookkeeping noise): no code here.
  unpaidCapital: b('currentAssets', 'Capital subscrito e não realizado', ''),
  otherReceivables: b('currentAssets', 'Outros créditos a receber', '27'),
  deferralsAssets: b('currentAssets', 'Diferimentos', '281'),
  tradingAssets: b('currentAssets', 'Ativos financeiros detidos para negociação', '1421'),
  otherFinancialAssets: b('currentAssets', 'Outros ativos financeiros', '1431'),
  heldForSale: b('currentAssets', 'Ativos não correntes detidos para venda', '46'),
  cash: b('currentAssets', 'Caixa e depósitos bancários', '11', true),
  capital: b('equity', 'Capital subscrito', '51', true),
  ownShares: b('equity', 'Ações (quotas) próprias', '52'),
  otherEquityInstruments: b('equity', 'Outros instrumentos de capital próprio', '53'),
  sharePremium: b('equity', 'Prémios de emissão', '54'),
  legalReserves: b('equity', 'Reservas legais', '551'),
  otherReserves: b('equity', 'Outras reservas', '552'),
  retainedEarnings: b('equity', 'Resultados transitados', '56', true),
  revaluationSurplus: b('equity', 'Excedentes de revalorização', '58'),
  otherEquityChanges: b('equity', 'Ajustamentos / outras variações no capital próprio', '59'),
  netResult: b('equity', 'Resultado líquido do período', '818', true),
  advanceDividends: b('equity', 'Dividendos antecipados', '89'),
  provisions: b('nonCurrentLiabilities', 'Provisões', '29'),
  longTermFinancing: b('nonCurrentLiabilities', 'Financiamentos obtidos', '25', true),
  postEmployment: b('nonCurrentLiabilities', 'Responsabilidades por benefícios pós-emprego', '273'),
  deferredTaxLiabilities: b('nonCurrentLiabilities', 'Passivos por impostos diferidos', '2742'),
  suppliers: b('currentLiabilities', 'Fornecedores', '22', true),
  customerAdvances: b('currentLiabilities', 'Adiantamentos de clientes', '218'),
  stateLiabilities: b('currentLiabilities', 'Estado e outros entes públicos', '24', true),
  shareholders: b('currentLiabilities', 'Acionistas/sócios', ''),
  shortTermFinancing: b('currentLiabilities', 'Financiamentos obtidos', '25'),
  otherPayables: b('currentLiabilities', 'Outras dívidas a pagar', '27'),
  deferralsLiabilities: b('currentLiabilities', 'Diferimentos', '282'),
  tradingLiabilities: b(
    'currentLiabilities',
    'Passivos financeiros detidos para negociação',
    '1422',
  ),
  otherFinancialLiabilities: b('currentLiabilities', 'Outros passivos financeiros', '1432'),
};

/** The sections in the model's order, each with its heading and total. */
export const BALANCE_SECTIONS: readonly {
  section: BalanceSection;
  heading: string;
  total: string;
}[] = [
  {
    section: 'nonCurrentAssets',
    heading: 'Ativo não corrente',
    total: 'Total do ativo não corrente',
  },
  { section: 'currentAssets', heading: 'Ativo corrente', total: 'Total do ativo corrente' },
  { section: 'equity', heading: 'Capital próprio', total: 'Total do capital próprio' },
  {
    section: 'nonCurrentLiabilities',
    heading: 'Passivo não corrente',
    total: 'Total do passivo não corrente',
  },
  {
    section: 'currentLiabilities',
    heading: 'Passivo corrente',
    total: 'Total do passivo corrente',
  },
];

/** Balance-sheet headings and totals around the sections. */
export const BALANCE_TEXTS = {
  assets: 'ATIVO',
  totalAssets: 'Total do ativo',
  equityAndLiabilities: 'CAPITAL PRÓPRIO E PASSIVO',
  liabilities: 'Passivo',
  totalLiabilities: 'Total do passivo',
  totalEquityAndLiabilities: 'Total do capital próprio e do passivo',
} as const;

/** The income-statement lines in the model's order, with the results after their group. */
export const INCOME_LINES: Record<IncomeLineId, LineSpec> = {
  revenue: { name: 'Vendas e serviços prestados', code: '' },
  subsidies: { name: 'Subsídios à exploração', code: '75' },
  // Uncoded: 785 would be hidden under 78 (`Outros rendimentos`) by the sums over codes.
  associates: {
    name: 'Ganhos/perdas imputados de subsidiárias, associadas e empreendimentos conjuntos',
    code: '',
  },
  inventoryChange: { name: 'Variação nos inventários da produção', code: '73' },
  ownWork: { name: 'Trabalhos para a própria entidade', code: '74' },
  cmvmc: { name: 'Custo das mercadorias vendidas e das matérias consumidas', code: '61' },
  fse: { name: 'Fornecimentos e serviços externos', code: '62' },
  personnel: { name: 'Gastos com o pessoal', code: '63' },
  inventoryImpairment: { name: 'Imparidade de inventários (perdas/reversões)', code: '652' },
  receivablesImpairment: {
    name: 'Imparidade de dívidas a receber (perdas/reversões)',
    code: '651',
  },
  provisionsCharge: { name: 'Provisões (aumentos/reduções)', code: '67' },
  nonDepreciableImpairment: {
    name: 'Imparidade de investimentos não depreciáveis/amortizáveis (perdas/reversões)',
    code: '653',
  },
  fairValue: { name: 'Aumentos/reduções de justo valor', code: '77' },
  otherIncome: { name: 'Outros rendimentos', code: '78' },
  otherCosts: { name: 'Outros gastos', code: '68' },
  depreciation: { name: 'Gastos/reversões de depreciação e de amortização', code: '64' },
  depreciableImpairment: {
    name: 'Imparidade de investimentos depreciáveis/amortizáveis (perdas/reversões)',
    code: '654',
  },
  interestIncome: { name: 'Juros e rendimentos similares obtidos', code: '79' },
  interestCosts: { name: 'Juros e gastos similares suportados', code: '69' },
  incomeTax: { name: 'Imposto sobre o rendimento do período', code: '812' },
};

/** Lines shown even when zero. */
export const INCOME_LINES_ALWAYS: ReadonlySet<IncomeLineId> = new Set([
  'revenue',
  'cmvmc',
  'fse',
  'personnel',
  'depreciation',
  'interestCosts',
  'incomeTax',
]);

/** The income statement's layout: lines in order, and the results where they fall. */
export const INCOME_LAYOUT: readonly (IncomeLineId | 'ebitda' | 'operating' | 'preTax' | 'net')[] =
  [
    'revenue',
    'subsidies',
    'associates',
    'inventoryChange',
    'ownWork',
    'cmvmc',
    'fse',
    'personnel',
    'inventoryImpairment',
    'receivablesImpairment',
    'provisionsCharge',
    'nonDepreciableImpairment',
    'fairValue',
    'otherIncome',
    'otherCosts',
    'ebitda',
    'depreciation',
    'depreciableImpairment',
    'operating',
    'interestIncome',
    'interestCosts',
    'preTax',
    'incomeTax',
    'net',
  ];

/** The result lines' official names. */
export const RESULT_NAMES = {
  ebitda: 'Resultado antes de depreciações, gastos de financiamento e impostos',
  operating: 'Resultado operacional (antes de gastos de financiamento e impostos)',
  preTax: 'Resultado antes de impostos',
  net: 'Resultado líquido do período',
} as const;

/** The total line of the FSE statement (the lines are the file's 62 accounts). */
export const FSE_TOTAL_NAME = 'Fornecimentos e serviços externos';
