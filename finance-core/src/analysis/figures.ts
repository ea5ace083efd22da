import type { DetailedAccount } from '../contract';
import { findLines, lineByDescription, lookupValue, sumLines } from './account-lookup';
import type { LineQuery } from './account-lookup';
import { balanceStructure } from './balance-structure';
import type { BalanceSide, BalanceStructure, BalanceTotalKind } from './balance-structure';
import { fseTotal } from './fse-lines';
import { absOrNull, sumKnown } from './numbers';
import { lineValue, prepareStatement } from './prepared-statement';
import type { PreparedLine, PreparedStatement } from './prepared-statement';
import { columnDayBase } from './value-keys';

/** Estimated IRC rate when the income statement has no tax line (docs/product.md §9). */
export const ESTIMATED_IRC_RATE = 0.17;

/**
 * Share of the liabilities not identified line by line taken as current in the general-liquidity
 * estimate (docs/product.md §9); the other 30 % is taken as non-current.
 */
export const ESTIMATED_CURRENT_SHARE = 0.7;

/** One statement read in one column. */
export interface StatementColumn {
  accounts: readonly DetailedAccount[];
  /** The value key to read; null when the statement has no such column (or is absent). */
  key: string | null;
}

/** What the figures of one period (or its previous year) are computed from. */
export interface FigureSources {
  /** The period the columns describe: it sets the day base of year-to-date columns. */
  period: string;
  balanceSheet: StatementColumn;
  incomeStatement: StatementColumn;
  externalServices: StatementColumn;
}

/**
 * Every amount the screens build on, for one column of one period. Flows (DRE, FSE) are year to
 * date, never annualised; costs are positive magnitudes; null means the data does not say.
 */
export interface KeyFigures {
  /** Sales (SNC 71). */
  sales: number | null;
  /** Services rendered (SNC 72). */
  services: number | null;
  /** Sales and services (71 + 72): the turnover every margin and day ratio divides by. */
  turnover: number | null;
  operatingSubsidies: number | null;
  otherIncome: number | null;
  financialIncome: number | null;
  /** All income (class 7), without counting a subtotal and its parts twice. */
  totalIncome: number | null;
  /** Cost of goods sold and materials consumed (61). */
  cmvmc: number | null;
  /** FSE: the FSE statement's sum with its exclusions, or the DRE's 62 line without one. */
  fse: number | null;
  /** Personnel costs (63). */
  personnel: number | null;
  /** Depreciation and amortisation (64). */
  depreciation: number | null;
  otherCosts: number | null;
  /** Financing costs (69). */
  financialCosts: number | null;
  /** All costs (class 6), tax excluded. */
  totalCosts: number | null;
  /** Dashboard EBITDA: operating result + |depreciation|. */
  ebitda: number | null;
  /** Summary EBITDA: turnover − CMVMC − FSE − |personnel|. */
  ebitdaSummary: number | null;
  operatingResult: number | null;
  preTaxResult: number | null;
  /**
   * IRC of the tax line as an expense: positive for a tax charge, negative for a tax credit (a
   * refund, kept as the workbook signs it); without a tax line, 17 % of a positive net result and
   * 0 for a loss (then flagged `ircEstimated`).
   */
  irc: number | null;
  ircEstimated: boolean;
  netResult: number | null;
  /** `Resultado Apurado`: total income − total costs − IRC, computed from the lines. */
  computedResult: number | null;

  totalAssets: number | null;
  /** Current assets: the sheet's total, else the line-item estimate (flagged). */
  currentAssets: number | null;
  currentAssetsEstimated: boolean;
  nonCurrentAssets: number | null;
  equity: number | null;
  /** Total liabilities: the sheet's total, else total assets − equity. */
  liabilities: number | null;
  /** Current liabilities: the sheet's total, else the docs/product.md §9 estimate (flagged). */
  currentLiabilities: number | null;
  currentLiabilitiesEstimated: boolean;
  /** Cash and bank deposits (11–13): `Saldo Bancário`. */
  cash: number | null;
  /** Clients (21, assets side). */
  clients: number | null;
  /** Inventories (32–36, 39). */
  inventories: number | null;
  /** |Suppliers| (22, liabilities side). */
  suppliers: number | null;
  /** |State| (24, liabilities side). */
  statePayable: number | null;
  /** |Financing obtained| (25, liabilities side, current and non-current). */
  financing: number | null;

  /** Days the flows cover: 365 for a whole year, the days elapsed for year-to-date columns. */
  dayBase: number;
}

const INCOME_QUERIES = {
  sales: { codes: ['71'], descriptions: ['vendas'], excludeDescriptions: ['custo', 'servicos'] },
  services: { codes: ['72'], descriptions: ['prestacoes de servicos', 'servicos prestados'] },
  turnover: { descriptions: ['vendas e servicos prestados', 'volume de negocios'] },
  operatingSubsidies: { codes: ['75'], descriptions: ['subsidios a exploracao'] },
  otherIncome: { codes: ['78'], descriptions: ['outros rendimentos'] },
  financialIncome: { codes: ['79'], descriptions: ['juros, dividendos', 'rendimentos similares'] },
  cmvmc: { codes: ['61'], descriptions: ['custo das mercadorias', 'cmvmc'] },
  dreFse: { codes: ['62'], descriptions: ['fornecimentos e servicos externos'] },
  personnel: { codes: ['63'], descriptions: ['gastos com o pessoal', 'gastos com pessoal'] },
  depreciation: { codes: ['64'], descriptions: ['depreciacao', 'amortizacao'] },
  otherCosts: { codes: ['68'], descriptions: ['outros gastos'] },
  financialCosts: {
    codes: ['69'],
    descriptions: ['gastos de financiamento', 'juros e gastos similares'],
  },
  irc: {
    codes: ['812'],
    descriptions: ['imposto sobre o rendimento', 'imposto estimado', 'imposto do periodo', '(irc)'],
  },
} satisfies Record<string, LineQuery>;

const RESULT_LINES = {
  ebitda: ['resultado antes de depreciacoes'],
  operating: ['resultado operacional'],
  preTax: ['resultado antes de impostos'],
  net: ['resultado liquido do periodo', 'resultado liquido'],
};

function resultLine(
  statement: PreparedStatement,
  patterns: readonly string[],
): PreparedLine | null {
  return lineByDescription(statement, patterns);
}

function resultValue(
  statement: PreparedStatement,
  patterns: readonly string[],
  key: string | null,
): number | null {
  const line = resultLine(statement, patterns);
  return line ? lineValue(line, key) : null;
}

/** A cost group's magnitude: missing lines count 0 in a statement that exists. */
function costOf(statement: PreparedStatement, query: LineQuery, key: string | null): number | null {
  if (key === null) return null;
  return Math.abs(lookupValue(statement, query, key) ?? 0);
}

function incomeOf(
  statement: PreparedStatement,
  query: LineQuery,
  key: string | null,
): number | null {
  if (key === null) return null;
  return lookupValue(statement, query, key) ?? 0;
}

type IncomeFigures = Pick<
  KeyFigures,
  | 'sales'
  | 'services'
  | 'turnover'
  | 'operatingSubsidies'
  | 'otherIncome'
  | 'financialIncome'
  | 'totalIncome'
  | 'cmvmc'
  | 'fse'
  | 'personnel'
  | 'depreciation'
  | 'otherCosts'
  | 'financialCosts'
  | 'totalCosts'
  | 'ebitda'
  | 'ebitdaSummary'
  | 'operatingResult'
  | 'preTaxResult'
  | 'irc'
  | 'ircEstimated'
  | 'netResult'
  | 'computedResult'
>;

/** The sum of the class-6 lines (costs), as the workbook signs it; null without any. */
function classSixSum(statement: PreparedStatement, key: string | null): number | null {
  const lines = findLines(statement, { codes: ['6'] });
  return lines.length > 0 ? sumLines(lines, key) : null;
}

/**
 * The IRC of the tax line as an expense (positive) or a tax credit (negative), keeping the sign
 * the workbook gives: a refund is not an expense. The workbook's own convention is read from its
 * results (pre-tax − net = the expense) when they agree with the line, else from its costs (sent
 * negative, as exports do, or positive).
 */
function ircExpense(
  line: number,
  preTax: number | null,
  net: number | null,
  costs: number | null,
): number {
  if (preTax !== null && net !== null) {
    const expense = preTax - net;
    if (Math.abs(expense + line) < 1) return 0 - line;
    if (Math.abs(expense - line) < 1) return line;
  }
  return costs !== null && costs > 0 ? line : 0 - line;
}

function turnoverOf(statement: PreparedStatement, key: string | null) {
  const byCode = findLines(statement, { codes: ['71', '72'] });
  if (byCode.length > 0 || key === null) {
    const sales = sumLines(
      byCode.filter((line) => line.code.startsWith('71')),
      key,
    );
    const services = sumLines(
      byCode.filter((line) => line.code.startsWith('72')),
      key,
    );
    return {
      sales: key === null ? null : (sales ?? 0),
      services: key === null ? null : (services ?? 0),
      turnover: key === null ? null : (sales ?? 0) + (services ?? 0),
    };
  }
  // Without codes: one combined line (`Vendas e serviços prestados`), or the two apart.
  const combined = lookupValue(statement, INCOME_QUERIES.turnover, key);
  if (combined !== null) return { sales: combined, services: 0, turnover: combined };
  const sales = lookupValue(statement, INCOME_QUERIES.sales, key) ?? 0;
  const services = lookupValue(statement, INCOME_QUERIES.services, key) ?? 0;
  return { sales, services, turnover: sales + services };
}

function incomeFigures(
  column: StatementColumn,
  fseColumn: StatementColumn,
  balance: BalanceStructure,
  balanceKey: string | null,
): IncomeFigures {
  const statement = prepareStatement(column.accounts);
  const key = column.accounts.length > 0 ? column.key : null;
  const { sales, services, turnover } = turnoverOf(statement, key);
  const operatingSubsidies = incomeOf(statement, INCOME_QUERIES.operatingSubsidies, key);
  const otherIncome = incomeOf(statement, INCOME_QUERIES.otherIncome, key);
  const financialIncome = incomeOf(statement, INCOME_QUERIES.financialIncome, key);
  const cmvmc = costOf(statement, INCOME_QUERIES.cmvmc, key);
  const fse =
    fseTotal(fseColumn.accounts, fseColumn.key) ?? costOf(statement, INCOME_QUERIES.dreFse, key);
  const personnel = costOf(statement, INCOME_QUERIES.personnel, key);
  const depreciation = costOf(statement, INCOME_QUERIES.depreciation, key);
  const otherCosts = costOf(statement, INCOME_QUERIES.otherCosts, key);
  const financialCosts = costOf(statement, INCOME_QUERIES.financialCosts, key);

  const classSeven = findLines(statement, { codes: ['7'] });
  const totalIncome =
    key === null
      ? null
      : classSeven.length > 0
        ? (sumLines(classSeven, key) ?? 0)
        : sumKnown(turnover, operatingSubsidies, otherIncome, financialIncome);
  const classSix = findLines(statement, { codes: ['6'] });
  const totalCosts =
    key === null
      ? null
      : classSix.length > 0
        ? Math.abs(sumLines(classSix, key) ?? 0)
        : sumKnown(cmvmc, fse, personnel, depreciation, otherCosts, financialCosts);

  const ircLines = findLines(statement, INCOME_QUERIES.irc);
  const ircFound = key !== null && ircLines.length > 0;
  let netResult = resultValue(statement, RESULT_LINES.net, key);
  let preTaxResult = resultValue(statement, RESULT_LINES.preTax, key);
  const ircFromLine = ircFound
    ? ircExpense(sumLines(ircLines, key) ?? 0, preTaxResult, netResult, classSixSum(statement, key))
    : null;
  if (netResult === null && preTaxResult !== null && ircFromLine !== null) {
    netResult = preTaxResult - ircFromLine;
  }
  if (netResult === null) {
    // The balance sheet's `Resultado líquido do período` (818) is the same figure.
    netResult = lookupValue(
      balance.statement,
      { codes: ['818'], descriptions: ['resultado liquido'] },
      balanceKey,
    );
  }
  if (preTaxResult === null && netResult !== null && ircFromLine !== null) {
    preTaxResult = netResult + ircFromLine;
  }
  const irc =
    ircFromLine ?? (netResult === null ? null : Math.max(0, netResult * ESTIMATED_IRC_RATE));

  let operatingResult = resultValue(statement, RESULT_LINES.operating, key);
  const ebitdaLine = resultValue(statement, RESULT_LINES.ebitda, key);
  if (operatingResult === null && ebitdaLine !== null && depreciation !== null) {
    operatingResult = ebitdaLine - depreciation;
  }
  if (operatingResult === null && preTaxResult !== null && key !== null) {
    operatingResult = preTaxResult + (financialCosts ?? 0) - (financialIncome ?? 0);
  }
  const ebitda = operatingResult === null ? null : operatingResult + (depreciation ?? 0);
  const ebitdaSummary =
    turnover === null ? null : turnover - (cmvmc ?? 0) - (fse ?? 0) - (personnel ?? 0);
  const computedResult =
    totalIncome === null || totalCosts === null ? null : totalIncome - totalCosts - (irc ?? 0);

  return {
    sales,
    services,
    turnover,
    operatingSubsidies,
    otherIncome,
    financialIncome,
    totalIncome,
    cmvmc,
    fse,
    personnel,
    depreciation,
    otherCosts,
    financialCosts,
    totalCosts,
    ebitda,
    ebitdaSummary,
    operatingResult,
    preTaxResult,
    irc,
    ircEstimated: !ircFound && irc !== null,
    netResult,
    computedResult,
  };
}

function onSide(balance: BalanceStructure, side: BalanceSide) {
  return (line: PreparedLine) => balance.lines[line.index]?.side === side;
}

function totalOf(balance: BalanceStructure, kind: BalanceTotalKind, key: string | null) {
  const line = balance.totals[kind];
  return line ? lineValue(line, key) : null;
}

type BalanceFigures = Pick<
  KeyFigures,
  | 'totalAssets'
  | 'currentAssets'
  | 'currentAssetsEstimated'
  | 'nonCurrentAssets'
  | 'equity'
  | 'liabilities'
  | 'currentLiabilities'
  | 'currentLiabilitiesEstimated'
  | 'cash'
  | 'clients'
  | 'inventories'
  | 'suppliers'
  | 'statePayable'
  | 'financing'
>;

function balanceFigures(balance: BalanceStructure, key: string | null): BalanceFigures {
  const statement = balance.statement;
  const present = key !== null && statement.lines.length > 0;
  const asset = onSide(balance, 'asset');
  const liability = onSide(balance, 'liability');
  const equitySide = onSide(balance, 'equity');
  const amount = (query: LineQuery) => (present ? (lookupValue(statement, query, key) ?? 0) : null);

  const cash = amount({ codes: ['11', '12', '13'], descriptions: ['caixa'], where: asset });
  const clients = amount({ codes: ['21'], descriptions: ['clientes'], where: asset });
  const inventories = amount({
    codes: ['32', '33', '34', '35', '36', '39'],
    descriptions: ['inventarios'],
    where: asset,
  });
  const stateReceivable = amount({ codes: ['24'], descriptions: ['estado'], where: asset });
  const otherReceivables = amount({
    codes: ['27'],
    descriptions: ['outros creditos a receber', 'outras contas a receber'],
    where: asset,
  });
  const deferredAssets = amount({ codes: ['28'], descriptions: ['diferimentos'], where: asset });
  const suppliers = absOrNull(
    amount({ codes: ['22'], descriptions: ['fornecedores'], where: liability }),
  );
  const statePayable = absOrNull(
    amount({ codes: ['24'], descriptions: ['estado'], where: liability }),
  );
  const financing = absOrNull(
    present
      ? (sumLines(
          findLines(statement, {
            codes: ['25'],
            where: liability,
          }),
          key,
        ) ??
          sumLines(
            statement.lines.filter(
              (line) =>
                !line.noise && liability(line) && line.folded.includes('financiamentos obtidos'),
            ),
            key,
          ) ??
          0)
      : null,
  );

  let totalAssets = present ? totalOf(balance, 'assets', key) : null;
  if (present && totalAssets === null) totalAssets = totalOf(balance, 'equityAndLiabilities', key);
  let equity = present ? totalOf(balance, 'equity', key) : null;
  if (present && equity === null) {
    const equityLines = findLines(statement, { codes: ['5', '81'], where: equitySide });
    equity = sumLines(equityLines, key);
  }
  // Liabilities may be written as negative amounts (docs/workbook-format.md): their totals count by size.
  const liabilities =
    absOrNull(present ? totalOf(balance, 'liabilities', key) : null) ??
    (totalAssets !== null && equity !== null ? totalAssets - equity : null);

  // General liquidity (docs/design.md §4.10): the sheet's totals first, docs/product.md §9's estimate else.
  let currentAssets = present ? totalOf(balance, 'currentAssets', key) : null;
  const currentAssetsEstimated = present && currentAssets === null;
  if (currentAssetsEstimated) {
    const longTermReceivables = present
      ? (sumLines(
          statement.lines.filter(
            (line) =>
              !line.noise &&
              !line.total &&
              balance.lines[line.index]?.term === 'nonCurrent' &&
              asset(line) &&
              line.folded.includes('receber'),
          ),
          key,
        ) ?? 0)
      : 0;
    currentAssets = sumKnown(
      cash,
      clients,
      inventories,
      stateReceivable,
      otherReceivables,
      deferredAssets,
      longTermReceivables,
    );
  }
  let currentLiabilities = absOrNull(present ? totalOf(balance, 'currentLiabilities', key) : null);
  const currentLiabilitiesEstimated = present && currentLiabilities === null;
  if (currentLiabilitiesEstimated) {
    // Suppliers and the State are current by nature; financing is taken as non-current; what
    // is not identified is split 70 % current, 30 % non-current (docs/product.md §9).
    const derived = totalAssets !== null && equity !== null ? totalAssets - equity : null;
    const known = (suppliers ?? 0) + (statePayable ?? 0) + (financing ?? 0);
    const rest = derived === null ? 0 : Math.max(0, derived - known);
    currentLiabilities = (suppliers ?? 0) + (statePayable ?? 0) + rest * ESTIMATED_CURRENT_SHARE;
  }
  const nonCurrentAssets =
    (present ? totalOf(balance, 'nonCurrentAssets', key) : null) ??
    (totalAssets !== null && currentAssets !== null ? totalAssets - currentAssets : null);

  return {
    totalAssets,
    currentAssets,
    currentAssetsEstimated,
    nonCurrentAssets,
    equity,
    liabilities,
    currentLiabilities,
    currentLiabilitiesEstimated,
    cash,
    clients,
    inventories,
    suppliers,
    statePayable,
    financing,
  };
}

/** Computes every key figure of one column of a period (see `KeyFigures`). */
export function computeFigures(sources: FigureSources): KeyFigures {
  const balance = balanceStructure(sources.balanceSheet.accounts);
  const balanceKey = sources.balanceSheet.accounts.length > 0 ? sources.balanceSheet.key : null;
  const fseColumn: StatementColumn = {
    accounts: sources.externalServices.accounts,
    key: sources.externalServices.accounts.length > 0 ? sources.externalServices.key : null,
  };
  return {
    ...incomeFigures(sources.incomeStatement, fseColumn, balance, balanceKey),
    ...balanceFigures(balance, balanceKey),
    dayBase: columnDayBase(sources.incomeStatement.key, sources.period),
  };
}
