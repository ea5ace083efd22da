import type { DetailedAccount, StatementKey } from '@risema/finance-core/contract';

/** The four statements as the reader extracted them, kept until the period is confirmed. */
export type StatementSections = Record<StatementKey, DetailedAccount[]>;

/**
 * What a document writes as a period: its four statements and the revenue lines of its income
 * statement, derived by the route with finance-core's rule. Null for a document uploaded before
 * revenue lines were derived at upload: the financial-data read derives them.
 */
export interface PeriodSections extends StatementSections {
  revenues: DetailedAccount[] | null;
}

/** A tie-out check a workbook failed (finance-core's `TieOut`), kept as it was answered. */
export interface StoredTieOut {
  code: string;
  message: string;
}
