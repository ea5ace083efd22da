import { z } from 'zod';
import { idSchema, isoDateTimeSchema, periodSchema } from './common';
import { periodNoteSchema } from './period-note';

/** The four statements a workbook may carry, in the order docs/product.md lists them. */
export const STATEMENT_KEYS = [
  'balanceSheet',
  'incomeStatement',
  'externalServices',
  'financialRatios',
] as const;
export type StatementKey = (typeof STATEMENT_KEYS)[number];

/**
 * One row of a statement. `values` maps a value key (docs/workbook-format.md: `2025`, `2025_current`,
 * `2024_year`, `2024_period`) to its number; `amount` is the newest/current value.
 */
export const detailedAccountSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    amount: z.number(),
    values: z.record(z.string(), z.number()),
  }),
);
export type DetailedAccount = z.infer<typeof detailedAccountSchema>;

export const sectionCountsSchema = z.lazy(() =>
  z.object({
    balanceSheet: z.number().int().nonnegative(),
    incomeStatement: z.number().int().nonnegative(),
    externalServices: z.number().int().nonnegative(),
    financialRatios: z.number().int().nonnegative(),
  }),
);
export type SectionCounts = z.infer<typeof sectionCountsSchema>;

export const workbookKindSchema = z.enum(['myreport', 'risema']);
export type WorkbookKind = z.infer<typeof workbookKindSchema>;

/**
 * What an upload is: a workbook (MyReport, RISEMA) or a SAF-T (PT) accounting file, which, like
 * MyReport, replaces every statement of each month it stores (docs/saft.md).
 */
export const documentKindSchema = z.enum(['myreport', 'risema', 'saft']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/**
 * One confirmed upload a stored period's figures now come from: the last file that replaced
 * every statement (a MyReport), then the RISEMA simulation confirmed after it, if any.
 */
export const periodUploadSchema = z.lazy(() =>
  z.object({
    kind: documentKindSchema,
    fileName: z.string(),
    /** The uploader's name when it was confirmed (null: not known). */
    uploadedBy: z.string().nullable(),
    /** When it was confirmed for the period. */
    confirmedAt: isoDateTimeSchema,
  }),
);
export type PeriodUpload = z.infer<typeof periodUploadSchema>;

/**
 * The uploads a period's figures come from once `upload` is confirmed for it, given those they
 * came from before: a RISEMA simulation replaces only the DRE, so it keeps the file the other
 * statements came from (dropping an earlier simulation); any other kind replaces everything.
 */
export function uploadsAfter<T extends Pick<PeriodUpload, 'kind'>>(
  before: readonly T[],
  upload: T,
): T[] {
  if (upload.kind !== 'risema') return [upload];
  return [...before.filter((item) => item.kind !== 'risema'), upload];
}

/**
 * The stored data of one company and period: the four statements as read from the workbooks
 * (empty when absent). This is what `/api/sync` carries and what the analysis engine reads.
 */
export const periodDataSchema = z.lazy(() =>
  z.object({
    /** `${companyId}:${period}`. */
    id: z.string(),
    companyId: idSchema,
    period: periodSchema,
    balanceSheet: z.array(detailedAccountSchema),
    incomeStatement: z.array(detailedAccountSchema),
    externalServices: z.array(detailedAccountSchema),
    financialRatios: z.array(detailedAccountSchema),
    /**
     * Which kind of upload the income statement came from last (a RISEMA simulation, a MyReport
     * workbook or a SAF-T file).
     */
    incomeStatementSource: documentKindSchema.nullable(),
    /**
     * Where the balance sheet, FSE and ratios came from: `saft` when a SAF-T wrote them (the ratios
     * are then computed from its statements: a SAF-T has no Rácios sheet). Absent: a workbook.
     */
    format: z.enum(['workbook', 'saft']).optional(),
    updatedAt: isoDateTimeSchema,
    /**
     * Tie-out checks the period's workbooks failed (finance-core's `tieOuts`), kept when the
     * document was confirmed. Absent for periods written before they were kept, or without a
     * document (imports).
     */
    tieOuts: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
    /**
     * The uploads the figures come from, oldest first (see `periodUploadSchema`). Absent for
     * periods imported without a document.
     */
    uploads: z.array(periodUploadSchema).optional(),
    /** The accountant's note for the manager (issue 17 §2); absent or null when there is none. */
    note: periodNoteSchema.nullable().optional(),
  }),
);
export type PeriodData = z.infer<typeof periodDataSchema>;

/** The id of a stored period (`companyId:period`). */
export function periodDataId(companyId: string, period: string): string {
  return `${companyId}:${period}`;
}

export const statementSectionSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    detailedAccounts: z.array(detailedAccountSchema),
  }),
);
export type StatementSection = z.infer<typeof statementSectionSchema>;

/** GET /api/companies/:companyId/periods — newest first. */
export const periodsResponseSchema = z.lazy(() => z.array(periodSchema));

/**
 * GET /api/companies/:companyId/financial-data?period= — each section null when the period has
 * none; `revenues` holds the sales (71) and services (72) lines of the income statement.
 */
export const financialDataResponseSchema = z.lazy(() =>
  z.object({
    companyId: idSchema,
    period: periodSchema,
    balanceSheet: statementSectionSchema.nullable(),
    incomeStatement: statementSectionSchema.nullable(),
    externalServices: statementSectionSchema.nullable(),
    revenues: statementSectionSchema.nullable(),
  }),
);
export type FinancialDataResponse = z.infer<typeof financialDataResponseSchema>;

/** A ratio line: `name` and `description` both carry the indicator's text. */
export const ratioItemSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    description: z.string(),
    amount: z.number(),
    values: z.record(z.string(), z.number()),
  }),
);
export type RatioItem = z.infer<typeof ratioItemSchema>;

/** GET /api/companies/:companyId/financial-ratios?period= — one entry per stored period asked. */
export const financialRatiosResponseSchema = z.lazy(() =>
  z.array(
    z.object({
      id: z.string(),
      period: periodSchema,
      ratiosData: z.array(ratioItemSchema),
    }),
  ),
);
export type FinancialRatiosResponse = z.infer<typeof financialRatiosResponseSchema>;

/** Query of the two period reads. */
export const periodQuerySchema = z.lazy(() => z.object({ period: periodSchema }));
