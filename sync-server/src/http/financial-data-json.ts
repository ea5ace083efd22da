import type { DetailedAccount, FinancialDataResponse } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import type { JsonBytes } from './json-bytes';
import { joinJson } from './json-bytes';

/** Three statements of a period and its revenue lines, as their stored JSON bytes. */
export interface StatementsJson {
  balanceSheet: JsonBytes<DetailedAccount[]>;
  incomeStatement: JsonBytes<DetailedAccount[]>;
  externalServices: JsonBytes<DetailedAccount[]>;
  revenues: JsonBytes<DetailedAccount[]>;
}

/** Whether stored JSON is the empty array (a section the period does not have). */
function isEmptyArray(json: Uint8Array): boolean {
  return json.length === 2 && json[0] === 0x5b && json[1] === 0x5d;
}

/**
 * The answer of `GET /api/companies/{id}/financial-data?period=` (financialDataResponseSchema):
 * the stored statements go in as they are, only the small parts are serialised here. A section
 * the period lacks, or a period without data (`statements` null), is null.
 */
export function financialDataJson(
  companyId: string,
  period: string,
  statements: StatementsJson | null,
): JsonBytes<FinancialDataResponse> {
  const id = periodDataId(companyId, period);
  const section = (key: keyof StatementsJson) => {
    const accounts = statements?.[key];
    return accounts === undefined || isEmptyArray(accounts)
      ? ['null']
      : [`{"id":${JSON.stringify(`${id}:${key}`)},"detailedAccounts":`, accounts, '}'];
  };
  return joinJson<FinancialDataResponse>([
    `{"companyId":${JSON.stringify(companyId)},"period":${JSON.stringify(period)}`,
    ',"balanceSheet":',
    ...section('balanceSheet'),
    ',"incomeStatement":',
    ...section('incomeStatement'),
    ',"externalServices":',
    ...section('externalServices'),
    ',"revenues":',
    ...section('revenues'),
    '}',
  ]);
}
