import type { DetailedAccount } from '../contract';

/**
 * The revenue lines of an income statement: sales (SNC codes starting 71) and services (starting
 * 72), subtotals and their parts alike, in statement order. A total over them must not count a subtotal
 * and its own parts twice (docs/workbook-format.md §1, Rows).
 */
export function revenueAccounts(incomeStatement: readonly DetailedAccount[]): DetailedAccount[] {
  return incomeStatement.filter((account) => /^7[12]/.test(account.code.trim()));
}
