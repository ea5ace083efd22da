import type {
  DetailedAccount,
  FinancialDataResponse,
  financialDataResponseSchema,
} from '@risema/finance-core/contract';
import type { StatementsJson } from '../http/financial-data-json';
import { financialDataJson } from '../http/financial-data-json';
import type { GzipJson } from '../http/gzip-json';
import { gzipJsonSync, storedGzipJson } from '../http/gzip-json';
import type { JsonBytes } from '../http/json-bytes';
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
 * Compresses the period's financial-data answer from what it now stores and keeps it, so reads
 * answer stored bytes: called after each write of a period (confirm, import). Answers the
 * uncompressed and compressed forms, or null when the period has no data.
 */
export async function keepFinancialDataAnswer(
  repositories: Repositories,
  companyId: string,
  period: string,
): Promise<{
  json: JsonBytes<FinancialDataResponse>;
  gzip: GzipJson<FinancialDataResponse>;
} | null> {
  const stored = await repositories.periods.statements(companyId, period);
  if (!stored) return null;
  const json = financialDataJson(companyId, period, statementsJson(stored));
  const gzip = gzipJsonSync(json);
  await repositories.periods.keepFinancialDataGzip(companyId, period, gzip, { seq: stored.seq });
  return { json, gzip };
}

/**
 * The reply of `GET /api/companies/{id}/financial-data?period=` for a company the caller may see.
 * A client that accepts gzip gets the answer kept compressed for the period (made again here
 * when none is kept: a period written before answers were kept, or by another path). Others
 * get the stored statements joined into the answer as they are. A period without data answers
 * every section null. `kept`: the kept answer as this request already read it
 * (`PeriodRepository.answerWithVersion`; null: none kept), read again when undefined.
 */
export async function financialDataReply(
  repositories: Repositories,
  companyId: string,
  period: string,
  acceptsGzip: boolean,
  kept?: Buffer | null,
): Promise<Reply<typeof financialDataResponseSchema>> {
  if (acceptsGzip) {
    const answer =
      kept === undefined ? await repositories.periods.financialDataGzip(companyId, period) : kept;
    if (answer) return { gzip: storedGzipJson<FinancialDataResponse>(answer) };
    const made = await keepFinancialDataAnswer(repositories, companyId, period);
    if (made) return { gzip: made.gzip };
  }
  const stored = await repositories.periods.statements(companyId, period);
  return { json: financialDataJson(companyId, period, stored && statementsJson(stored)) };
}
