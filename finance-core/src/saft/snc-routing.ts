import type { BalanceLineId, IncomeLineId } from './statement-lines';

/**
 * Where the balance of an SNC account goes in the official statements, with the debit/credit
 * routing the models use: a balance-sheet account goes to one line when its balance is a debit
 * and to another when it is a credit (a bank account in overdraft is a financing, a customer in
 * credit an advance, the State on the side of its balance); an income-statement account goes to
 * its line whatever its sign. `result` marks the result accounts (811, 818), whose balance the
 * balance sheet shows through the year's result (see `build-statements.ts`).
 */
export type Route =
  | { kind: 'balance'; debit: BalanceLineId; credit: BalanceLineId }
  | { kind: 'income'; line: IncomeLineId }
  | { kind: 'result' };

/** One row of the routing table: an SNC account code prefix and its SNC name. */
export interface RoutingRow {
  prefix: string;
  account: string;
  route: Route;
}

const both = (line: BalanceLineId): Route => ({ kind: 'balance', debit: line, credit: line });
const split = (debit: BalanceLineId, credit: BalanceLineId): Route => ({
  kind: 'balance',
  debit,
  credit,
});
const income = (line: IncomeLineId): Route => ({ kind: 'income', line });
const row = (prefix: string, account: string, route: Route): RoutingRow => ({
  prefix,
  account,
  route,
});

/**
 * The routing table, by SNC account code (code list of Portaria n.º 218/2015); the longest prefix
 * of an account's code that the table knows decides. Documented line by line in docs/saft.md.
 */
export const SNC_ROUTING: readonly RoutingRow[] = [
  row('11', 'Caixa', both('cash')),
  row('12', 'Depósitos à ordem', split('cash', 'shortTermFinancing')),
  row('13', 'Outros depósitos bancários', split('cash', 'shortTermFinancing')),
  row(
    '14',
    'Outros instrumentos financeiros',
    split('otherFinancialAssets', 'otherFinancialLiabilities'),
  ),
  row(
    '142',
    'Instrumentos financeiros detidos para negociação',
    split('tradingAssets', 'tradingLiabilities'),
  ),
  row('21', 'Clientes', split('clients', 'customerAdvances')),
  row('218', 'Adiantamentos de clientes', split('clients', 'customerAdvances')),
  row('219', 'Clientes - perdas por imparidade acumuladas', both('clients')),
  row('22', 'Fornecedores', split('otherReceivables', 'suppliers')),
  row('23', 'Pessoal', split('otherReceivables', 'otherPayables')),
  row('24', 'Estado e outros entes públicos', split('stateAssets', 'stateLiabilities')),
  row('25', 'Financiamentos obtidos', split('otherReceivables', 'longTermFinancing')),
  row('2512', 'Descobertos bancários', split('otherReceivables', 'shortTermFinancing')),
  row('26', 'Acionistas/sócios', split('otherReceivables', 'shareholders')),
  row('261', 'Acionistas c/ subscrição', split('unpaidCapital', 'shareholders')),
  row('262', 'Quotas não liberadas', split('unpaidCapital', 'shareholders')),
  row('27', 'Outras contas a receber e a pagar', split('otherReceivables', 'otherPayables')),
  row('273', 'Benefícios pós-emprego', split('otherReceivables', 'postEmployment')),
  row('2741', 'Ativos por impostos diferidos', both('deferredTaxAssets')),
  row('2742', 'Passivos por impostos diferidos', both('deferredTaxLiabilities')),
  row('28', 'Diferimentos', split('deferralsAssets', 'deferralsLiabilities')),
  row('281', 'Gastos a reconhecer', both('deferralsAssets')),
  row('282', 'Rendimentos a reconhecer', both('deferralsLiabilities')),
  row('29', 'Provisões', both('provisions')),
  // Purchases not yet moved to inventories and CMVMC (periodic inventory): a cost of the period.
  row('31', 'Compras', income('cmvmc')),
  row('32', 'Mercadorias', both('inventories')),
  row('33', 'Matérias-primas, subsidiárias e de consumo', both('inventories')),
  row('34', 'Produtos acabados e intermédios', both('inventories')),
  row('35', 'Subprodutos, desperdícios, resíduos e refugos', both('inventories')),
  row('36', 'Produtos e trabalhos em curso', both('inventories')),
  row('37', 'Ativos biológicos', both('biologicalAssetsCurrent')),
  row('372', 'Ativos biológicos de produção', both('biologicalAssetsNonCurrent')),
  row('38', 'Reclassificação e regularização de inventários', both('inventories')),
  row('39', 'Adiantamentos por conta de compras', both('inventories')),
  row('41', 'Investimentos financeiros', both('otherFinancialInvestments')),
  row('4111', 'Participações de capital em subsidiárias - MEP', both('equityMethodInvestments')),
  row('4121', 'Participações de capital em associadas - MEP', both('equityMethodInvestments')),
  row(
    '4131',
    'Participações de capital em entidades conjuntamente controladas - MEP',
    both('equityMethodInvestments'),
  ),
  row('42', 'Propriedades de investimento', both('investmentProperty')),
  row('43', 'Ativos fixos tangíveis', both('tangibleAssets')),
  row('44', 'Ativos intangíveis', both('intangibleAssets')),
  row('441', 'Goodwill', both('goodwill')),
  row('45', 'Investimentos em curso', both('tangibleAssets')),
  row('451', 'Investimentos financeiros em curso', both('otherFinancialInvestments')),
  row('452', 'Propriedades de investimento em curso', both('investmentProperty')),
  row('454', 'Ativos intangíveis em curso', both('intangibleAssets')),
  row('46', 'Ativos não correntes detidos para venda', both('heldForSale')),
  row('51', 'Capital subscrito', both('capital')),
  row('52', 'Ações (quotas) próprias', both('ownShares')),
  row('53', 'Outros instrumentos de capital próprio', both('otherEquityInstruments')),
  row('54', 'Prémios de emissão', both('sharePremium')),
  row('55', 'Reservas', both('otherReserves')),
  row('551', 'Reservas legais', both('legalReserves')),
  row('56', 'Resultados transitados', both('retainedEarnings')),
  row('57', 'Ajustamentos em ativos financeiros', both('otherEquityChanges')),
  row('58', 'Excedentes de revalorização', both('revaluationSurplus')),
  row('59', 'Outras variações no capital próprio', both('otherEquityChanges')),
  row('61', 'Custo das mercadorias vendidas e das matérias consumidas', income('cmvmc')),
  row('62', 'Fornecimentos e serviços externos', income('fse')),
  row('63', 'Gastos com o pessoal', income('personnel')),
  row('64', 'Gastos de depreciação e de amortização', income('depreciation')),
  row('65', 'Perdas por imparidade', income('depreciableImpairment')),
  row('651', 'Perdas por imparidade em dívidas a receber', income('receivablesImpairment')),
  row('652', 'Perdas por imparidade em inventários', income('inventoryImpairment')),
  row(
    '653',
    'Perdas por imparidade em investimentos financeiros',
    income('nonDepreciableImpairment'),
  ),
  row(
    '658',
    'Perdas por imparidade em ativos não correntes detidos para venda',
    income('nonDepreciableImpairment'),
  ),
  row('66', 'Perdas por reduções de justo valor', income('fairValue')),
  row('67', 'Provisões do período', income('provisionsCharge')),
  row('68', 'Outros gastos', income('otherCosts')),
  row(
    '685',
    'Gastos e perdas em subsidiárias, associadas e empreendimentos conjuntos',
    income('associates'),
  ),
  row('69', 'Gastos de financiamento', income('interestCosts')),
  row('71', 'Vendas', income('revenue')),
  row('72', 'Prestações de serviços', income('revenue')),
  row('73', 'Variações nos inventários da produção', income('inventoryChange')),
  row('74', 'Trabalhos para a própria entidade', income('ownWork')),
  row('75', 'Subsídios à exploração', income('subsidies')),
  row('76', 'Reversões', income('otherIncome')),
  row('761', 'Reversões de depreciações e de amortizações', income('depreciation')),
  row('762', 'Reversões de perdas por imparidade', income('depreciableImpairment')),
  row('7621', 'Reversões de imparidade em dívidas a receber', income('receivablesImpairment')),
  row('7622', 'Reversões de imparidade em inventários', income('inventoryImpairment')),
  row(
    '7623',
    'Reversões de imparidade em investimentos financeiros',
    income('nonDepreciableImpairment'),
  ),
  row(
    '7628',
    'Reversões de imparidade em ativos não correntes detidos para venda',
    income('nonDepreciableImpairment'),
  ),
  row('763', 'Reversões de provisões', income('provisionsCharge')),
  row('77', 'Ganhos por aumentos de justo valor', income('fairValue')),
  row('78', 'Outros rendimentos', income('otherIncome')),
  row(
    '785',
    'Rendimentos e ganhos em subsidiárias, associadas e empreendimentos conjuntos',
    income('associates'),
  ),
  row('79', 'Juros, dividendos e outros rendimentos similares', income('interestIncome')),
  row('811', 'Resultado antes de impostos', { kind: 'result' }),
  row('812', 'Imposto sobre o rendimento do período', income('incomeTax')),
  row('818', 'Resultado líquido', { kind: 'result' }),
  row('89', 'Dividendos antecipados', both('advanceDividends')),
];

const BY_PREFIX = new Map(SNC_ROUTING.map((entry) => [entry.prefix, entry]));
const LONGEST_PREFIX = Math.max(...SNC_ROUTING.map((entry) => entry.prefix.length));

/**
 * The routing row of an account code: the longest prefix of the code the table knows (`2432113`
 * → `24`, `2512001` → `2512`), or null when none (a code outside the SNC list).
 */
export function routingOf(code: string): RoutingRow | null {
  for (let length = Math.min(LONGEST_PREFIX, code.length); length >= 2; length--) {
    const found = BY_PREFIX.get(code.slice(0, length));
    if (found) return found;
  }
  return null;
}

/**
 * Last resort for a code the table does not know (class 0 or 9, text): its SNC class decides, so
 * that no amount is left out; the reader names the account in a warning.
 */
export function classRouting(code: string): RoutingRow {
  const classDigit = code.charAt(0);
  const byClass: Record<string, Route> = {
    '1': both('cash'),
    '2': split('otherReceivables', 'otherPayables'),
    '3': both('inventories'),
    '4': both('tangibleAssets'),
    '5': both('otherEquityChanges'),
    '6': income('otherCosts'),
    '7': income('otherIncome'),
    '8': { kind: 'result' },
  };
  return {
    prefix: classDigit,
    account: 'Conta não classificada',
    route: byClass[classDigit] ?? split('otherReceivables', 'otherPayables'),
  };
}
