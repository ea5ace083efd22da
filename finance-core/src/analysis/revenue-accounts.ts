import type { DetailedAccount } from '../contract';

/**
 * The revenue lines of an income statement: sales (SNC codes starting 71) and services (starting
 * 72), subtotals and their parts alike, in statement order. Totals over them must use
 * `revenueTotal`-style deduplication, never a plain sum.
 */
export function revenueAccounts(incomeStatement: readonly DetailedAccount[]): DetailedAccount[] {
  return incomeStatement.filter((account) => /^7[12]/.test(account.code.trim()));
}
