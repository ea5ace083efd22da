import { revenueAccounts } from '@risema/finance-core/analysis';
import type { DetailedAccount } from '@risema/finance-core/contract';
import type { PeriodSections, StatementSections } from '../repositories';

/**
 * What a workbook's statements store as a period: the statements and the revenue lines of the
 * income statement (finance-core's rule), derived once here so reads never parse the statement.
 */
export function periodSections(sections: StatementSections): PeriodSections {
  return { ...sections, revenues: revenueAccounts(sections.incomeStatement) };
}

/**
 * The revenue lines of a stored income statement (JSON text this server wrote): for periods
 * stored before revenue lines were.
 */
export function revenuesOfStored(incomeStatement: Uint8Array): DetailedAccount[] {
  const accounts = JSON.parse(Buffer.from(incomeStatement).toString('utf8')) as DetailedAccount[];
  return revenueAccounts(accounts);
}
