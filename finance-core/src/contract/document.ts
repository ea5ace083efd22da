import { z } from 'zod';
import { idSchema, periodSchema } from './common';
import { sectionCountsSchema, workbookKindSchema } from './financial';

/** Largest workbook accepted (docs/workbook-format.md §3). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Answer of POST /api/documents/upload and /api/documents/upload-risema: the workbook was read
 * and waits for the period to be confirmed.
 */
export const uploadResponseSchema = z.object({
  status: z.literal('pending_validation'),
  documentId: idSchema,
  kind: workbookKindSchema,
  /** The period read from the workbook (AAAA-MM), or null when none could be found. */
  extractedPeriod: periodSchema.nullable(),
  fileName: z.string(),
  company: z.string().nullable(),
  nif: z.string().nullable(),
  processedData: sectionCountsSchema,
  /** Portuguese warnings to show in the confirmation dialog (e.g. a different NIF). */
  warnings: z.array(z.string()),
  /**
   * Tie-out checks the workbook failed (finance-core's `tieOuts`): Portuguese warnings; the
   * workbook is accepted all the same. Absent from servers that do not check.
   */
  tieOuts: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/documents/:documentId/confirm. */
export const confirmDocumentRequestSchema = z.object({
  confirmedPeriod: periodSchema,
});
export type ConfirmDocumentRequest = z.infer<typeof confirmDocumentRequestSchema>;

export const confirmDocumentResponseSchema = z.object({
  status: z.literal('confirmed'),
  documentId: idSchema,
  companyId: idSchema,
  kind: workbookKindSchema,
  period: periodSchema,
});
export type ConfirmDocumentResponse = z.infer<typeof confirmDocumentResponseSchema>;

/** The multipart fields of an upload (the file itself is checked by the reader). */
export const uploadFieldsSchema = z.object({
  companyId: idSchema,
});
