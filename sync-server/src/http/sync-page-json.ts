import type { PeriodData, SyncResponse } from '@risema/finance-core/contract';
import type { PeriodBytesRow } from '../repositories/rows';
import { toPeriodData } from '../repositories/rows';
import type { ChangePage } from '../repositories/sync';
import type { JsonBytes } from './json-bytes';
import { joinJson } from './json-bytes';

/**
 * The JSON of `toPeriodData` for the same row, with the stored statements (and tie-outs and
 * uploads, also JSON this server wrote) put in as they are: a sync page of fifty periods is some
 * 600 KB, which parsing and serialising again cost more than reading.
 */
export function periodDataJson(row: PeriodBytesRow): JsonBytes<PeriodData> {
  // The small fields as toPeriodData has them (a key set to undefined is left out).
  const small = JSON.stringify({
    ...toPeriodData({
      ...row,
      balance_sheet: '[]',
      income_statement: '[]',
      external_services: '[]',
      financial_ratios: '[]',
      tie_outs: null,
      uploads: null,
    }),
    balanceSheet: undefined,
    incomeStatement: undefined,
    externalServices: undefined,
    financialRatios: undefined,
  });
  return joinJson<PeriodData>([
    '{"balanceSheet":',
    row.balance_sheet,
    ',"incomeStatement":',
    row.income_statement,
    ',"externalServices":',
    row.external_services,
    ',"financialRatios":',
    row.financial_ratios,
    ...(row.tie_outs === null ? [] : [',"tieOuts":', row.tie_outs]),
    ...(row.uploads === null ? [] : [',"uploads":', row.uploads]),
    ',',
    small.slice(1),
  ]);
}

/**
 * The JSON of a sync answer (syncResponseSchema) whose periods come as stored rows: their
 * statements go in as they are, only the small parts are serialised here.
 */
export function syncPageJson(
  page: Omit<SyncResponse, 'changes'> & Pick<ChangePage, 'changes'>,
): JsonBytes<SyncResponse> {
  const { periods, ...changes } = page.changes;
  const { cursor, reset, hasMore } = page;
  // `changes` last, its closing braces cut: the periods follow inside it.
  const head = JSON.stringify({ cursor, reset, hasMore, changes });
  const parts: (string | Uint8Array)[] = [head.slice(0, -2), ',"periods":['];
  for (const [i, period] of periods.entries()) {
    parts.push(...(i > 0 ? [','] : []), periodDataJson(period));
  }
  parts.push(`]},"deletions":${JSON.stringify(page.deletions)}}`);
  return joinJson<SyncResponse>(parts);
}
