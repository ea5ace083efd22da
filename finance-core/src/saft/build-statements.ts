import type { DetailedAccount } from '../contract/financial';
import { euros } from './amount';
import { LEDGER_PERIODS } from './ledger';
import type { AccountMovements } from './ledger';
import type { Route } from './snc-routing';
import {
  BALANCE_LINES,
  BALANCE_SECTIONS,
  BALANCE_TEXTS,
  FSE_TOTAL_NAME,
  INCOME_LAYOUT,
  INCOME_LINES,
  INCOME_LINES_ALWAYS,
  RESULT_NAMES,
} from './statement-lines';
import type { BalanceLineId, BalanceSection, IncomeLineId } from './statement-lines';

/** A movement account placed on the statements. */
export interface PlacedAccount {
  id: string;
  description: string;
  route: Route;
  /** Opening balance, debit minus credit, in cents. */
  opening: number;
  movements: AccountMovements | undefined;
}

/** The value keys of one month's columns (docs/workbook-format.md): `2025` or `2025_current`, `2024` or `2024_year`. */
export interface MonthKeys {
  current: string;
  /** The balance sheet's previous-year column (the opening balance). */
  previous: string;
}

/** The value keys of month `month` of `year`. */
export function monthKeys(year: number, month: number): MonthKeys {
  return month === 12
    ? { current: String(year), previous: String(year - 1) }
    : { current: `${year}_current`, previous: `${year - 1}_year` };
}

/** The three statements of one month (the ratios are computed from them, `saft-ratios.ts`). */
export interface MonthStatements {
  balanceSheet: DetailedAccount[];
  incomeStatement: DetailedAccount[];
  externalServices: DetailedAccount[];
}

/** The last ledger period a month takes: December takes the year-end periods 13–16 too. */
function lastPeriodOf(month: number): number {
  return month === 12 ? LEDGER_PERIODS : month;
}

/** Balance (debit − credit, cents) of an account at the end of `lastPeriod`. */
function balanceAt(account: PlacedAccount, lastPeriod: number): number {
  let balance = account.opening;
  const net = account.movements?.net;
  if (net) for (let p = 1; p <= lastPeriod; p++) balance += net[p]!;
  return balance;
}

/** Year-to-date movements without the closing of results (TransactionType A), debit − credit. */
function flowAt(account: PlacedAccount, lastPeriod: number): number {
  const movements = account.movements;
  if (!movements) return 0;
  let flow = 0;
  for (let p = 1; p <= lastPeriod; p++) flow += movements.net[p]! - movements.closing[p]!;
  return flow;
}

const ASSET_SECTIONS: ReadonlySet<BalanceSection> = new Set(['nonCurrentAssets', 'currentAssets']);

/** A row; `amount` is the current column's value (key order is no guide: `2024` sorts first). */
function line(code: string, description: string, values: Column): DetailedAccount {
  return { code, description, amount: values.amount, values: values.values };
}

interface Column {
  amount: number;
  values: Record<string, number>;
}

function valuesOf(keys: MonthKeys, current: number, previous?: number): Column {
  const amount = euros(current);
  return previous === undefined
    ? { amount, values: { [keys.current]: amount } }
    : { amount, values: { [keys.current]: amount, [keys.previous]: euros(previous) } };
}

/** Balance-sheet line amounts (cents) for one column. */
type BalanceAmounts = Record<BalanceLineId, number>;

function emptyBalance(): BalanceAmounts {
  const amounts = {} as BalanceAmounts;
  for (const id of Object.keys(BALANCE_LINES) as BalanceLineId[]) amounts[id] = 0;
  return amounts;
}

/**
 * One column of the balance sheet. Balance-sheet accounts go to a line by the side of their
 * balance; the income-statement and result accounts make `Resultado líquido do período` (the
 * year's result, `yearResult`, the same before and after the closing entries) and, for what is
 * not the year's result (the previous year's result still in 818, an opening balance left in a
 * class 6 or 7 account), `Resultados transitados`.
 */
function balanceColumn(
  accounts: readonly PlacedAccount[],
  balanceOf: (account: PlacedAccount) => number,
  yearResult: number | null,
): BalanceAmounts {
  const amounts = emptyBalance();
  let resultAccounts = 0;
  for (const account of accounts) {
    const balance = balanceOf(account);
    if (balance === 0) continue;
    const route = account.route;
    if (route.kind !== 'balance') {
      resultAccounts -= balance;
      continue;
    }
    const target = balance > 0 ? route.debit : route.credit;
    amounts[target] += ASSET_SECTIONS.has(BALANCE_LINES[target].section) ? balance : -balance;
  }
  if (yearResult === null) {
    amounts.netResult += resultAccounts;
  } else {
    amounts.netResult += yearResult;
    amounts.retainedEarnings += resultAccounts - yearResult;
  }
  return amounts;
}

/** The balance sheet of a month: the month's column and the opening balance's. */
function balanceSheet(
  accounts: readonly PlacedAccount[],
  month: number,
  keys: MonthKeys,
  yearResult: number,
): DetailedAccount[] {
  const last = lastPeriodOf(month);
  const current = balanceColumn(accounts, (account) => balanceAt(account, last), yearResult);
  const previous = balanceColumn(accounts, (account) => account.opening, null);
  const rows: DetailedAccount[] = [];
  const zero = valuesOf(keys, 0, 0);
  const sectionTotals = new Map<BalanceSection, [number, number]>();
  for (const { section, heading, total } of BALANCE_SECTIONS) {
    if (section === 'nonCurrentAssets') rows.push(line('', BALANCE_TEXTS.assets, zero));
    if (section === 'equity') rows.push(line('', BALANCE_TEXTS.equityAndLiabilities, zero));
    if (section === 'nonCurrentLiabilities') rows.push(line('', BALANCE_TEXTS.liabilities, zero));
    rows.push(line('', heading, zero));
    let now = 0;
    let before = 0;
    for (const [id, spec] of Object.entries(BALANCE_LINES) as [
      BalanceLineId,
      (typeof BALANCE_LINES)[BalanceLineId],
    ][]) {
      if (spec.section !== section) continue;
      now += current[id];
      before += previous[id];
      if (spec.always || current[id] !== 0 || previous[id] !== 0) {
        rows.push(line(spec.code, spec.name, valuesOf(keys, current[id], previous[id])));
      }
    }
    sectionTotals.set(section, [now, before]);
    rows.push(line('', total, valuesOf(keys, now, before)));
    const sum = (...sections: BalanceSection[]): [number, number] =>
      sections.reduce<[number, number]>(
        (acc, s) => {
          const [a, b] = sectionTotals.get(s) ?? [0, 0];
          return [acc[0] + a, acc[1] + b];
        },
        [0, 0],
      );
    if (section === 'currentAssets') {
      const [a, b] = sum('nonCurrentAssets', 'currentAssets');
      rows.push(line('', BALANCE_TEXTS.totalAssets, valuesOf(keys, a, b)));
    }
    if (section === 'currentLiabilities') {
      const [l, lb] = sum('nonCurrentLiabilities', 'currentLiabilities');
      rows.push(line('', BALANCE_TEXTS.totalLiabilities, valuesOf(keys, l, lb)));
      const [t, tb] = sum('equity', 'nonCurrentLiabilities', 'currentLiabilities');
      rows.push(line('', BALANCE_TEXTS.totalEquityAndLiabilities, valuesOf(keys, t, tb)));
    }
  }
  return rows;
}

/** Income-statement amounts (cents, income positive, costs negative) and the revenue accounts. */
interface IncomeColumn {
  lines: Record<IncomeLineId, number>;
  revenueAccounts: { account: PlacedAccount; value: number }[];
  fseAccounts: { account: PlacedAccount; value: number }[];
}

function incomeColumn(accounts: readonly PlacedAccount[], lastPeriod: number): IncomeColumn {
  const lines = {} as Record<IncomeLineId, number>;
  for (const id of Object.keys(INCOME_LINES) as IncomeLineId[]) lines[id] = 0;
  const revenueAccounts: IncomeColumn['revenueAccounts'] = [];
  const fseAccounts: IncomeColumn['fseAccounts'] = [];
  for (const account of accounts) {
    if (account.route.kind !== 'income') continue;
    const value = -flowAt(account, lastPeriod);
    lines[account.route.line] += value;
    if (value === 0) continue;
    if (account.route.line === 'revenue') revenueAccounts.push({ account, value });
    if (account.route.line === 'fse') fseAccounts.push({ account, value });
  }
  return { lines, revenueAccounts, fseAccounts };
}

/** The year's net result of an income column (cents): the sum of its lines. */
function netResultOf(column: IncomeColumn): number {
  let total = 0;
  for (const value of Object.values(column.lines)) total += value;
  return total;
}

const EBITDA_LINES: readonly IncomeLineId[] = INCOME_LAYOUT.slice(
  0,
  INCOME_LAYOUT.indexOf('ebitda'),
) as IncomeLineId[];

function incomeStatement(column: IncomeColumn, keys: MonthKeys): DetailedAccount[] {
  const rows: DetailedAccount[] = [];
  const sumOf = (ids: readonly IncomeLineId[]) =>
    ids.reduce((acc, id) => acc + column.lines[id], 0);
  const ebitda = sumOf(EBITDA_LINES);
  const operating = ebitda + column.lines.depreciation + column.lines.depreciableImpairment;
  const preTax = operating + column.lines.interestIncome + column.lines.interestCosts;
  const net = preTax + column.lines.incomeTax;
  const results = { ebitda, operating, preTax, net };
  for (const entry of INCOME_LAYOUT) {
    if (entry === 'ebitda' || entry === 'operating' || entry === 'preTax' || entry === 'net') {
      rows.push(line('', RESULT_NAMES[entry], valuesOf(keys, results[entry])));
      continue;
    }
    const value = column.lines[entry];
    if (value !== 0 || INCOME_LINES_ALWAYS.has(entry)) {
      const spec = INCOME_LINES[entry];
      rows.push(line(spec.code, spec.name, valuesOf(keys, value)));
    }
    if (entry === 'revenue') {
      // The 71/72 accounts of the file, with its codes and descriptions (the Proveitos tab).
      for (const { account, value: amount } of sortedByCode(column.revenueAccounts)) {
        rows.push(line(account.id, account.description, valuesOf(keys, amount)));
      }
    }
  }
  return rows;
}

function sortedByCode<T extends { account: PlacedAccount }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.account.id.localeCompare(b.account.id));
}

/** The FSE statement: the file's 62 accounts (positive costs) and their total. */
function externalServices(column: IncomeColumn, keys: MonthKeys): DetailedAccount[] {
  const rows = sortedByCode(column.fseAccounts).map(({ account, value }) =>
    line(account.id, account.description, valuesOf(keys, -value)),
  );
  if (rows.length === 0) return rows;
  rows.push(line('', `${FSE_TOTAL_NAME} (total)`, valuesOf(keys, -column.lines.fse)));
  return rows;
}

/**
 * The balance sheet, income statement and FSE of month `month` of `year` (1–12, year to date),
 * from the placed movement accounts.
 */
export function monthStatements(
  accounts: readonly PlacedAccount[],
  year: number,
  month: number,
): MonthStatements {
  const keys = monthKeys(year, month);
  const column = incomeColumn(accounts, lastPeriodOf(month));
  return {
    balanceSheet: balanceSheet(accounts, month, keys, netResultOf(column)),
    incomeStatement: incomeStatement(column, keys),
    externalServices: externalServices(column, keys),
  };
}
