import type {
  DetailedAccount,
  FinancialDataResponse,
  financialDataResponseSchema,
} from '@risema/finance-core/contract';
import type { StatementsJson } from '../http/financial-data-json';
import { financialDataJson } from '../http/financial-data-json';
import { gzipJsonSync, storedGzipJson } from '../http/gzip-json';
import { jsonBytes } from '../http/json-bytes';
import type { Reply } from '../http/reply';
import type { Repositories, StoredStatements } from '../repositories';
import { revenuesOfStored } from './period-sections';

/** A period's stored statements as the answer takes them (revenue lines derived when missing). */
function statementsJson(stored: StoredStatements): StatementsJson {
  return {
    balanceSheet: jsonBytes<DetailedAccount[]>(stored.balanceSheet),
    incomeStatement: jsonBytes<DetailedAccount[]>(stored.incomeStatement),
    externalServices: jsonBytes<DetailedAccount[]>(stored.externalServices),
    revenues: jsonBytes<DetailedAccount[]>(
      stored.revenues ?? Buffer.from(JSON.stringify(revenuesOfStored(stored.incomeStatement))),
    ),
  };
}

/**
 * The reply of `GET /api/companies/{id}/financial-data?period=` for a company the caller may see.
 * A client that accepts gzip gets the answer kept compressed for the period; the first such read
 * after a write compresses it (once) and keeps it. Others get the stored statements joined into
 * the answer as they are. A period without data answers every section null.
 */
export async function financialDataReply(
  repositories: Repositories,
  companyId: string,
  period: string,
  acceptsGzip: boolean,
): Promise<Reply<typeof financialDataResponseSchema>> {
  const { periods } = repositories;
  const kept = acceptsGzip ? await periods.financialDataGzip(companyId, period) : null;
  if (kept) return { gzip: storedGzipJson<FinancialDataResponse>(kept) };
  const version = repositories.version();
  const stored = await periods.statements(companyId, period);
  const json = financialDataJson(companyId, period, stored && statementsJson(stored));
  if (!acceptsGzip || !stored) return { json };
  const gzip = gzipJsonSync(json);
  await periods.keepFinancialDataGzip(companyId, period, gzip, version);
  return { gzip };
}
