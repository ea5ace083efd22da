import { z } from 'zod';
import { idSchema, periodSchema } from './common';
import { documentKindSchema, sectionCountsSchema } from './financial';

/** Largest workbook accepted (docs/workbook-format.md §3). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest SAF-T (PT) file accepted, `.xml` or `.zip` (docs/saft.md). */
export const MAX_SAFT_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * Answer of POST /api/documents/upload, /upload-risema and /upload-saft: the file was read and
 * waits for its period (a SAF-T: its months) to be confirmed.
 */
export const uploadResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal('pending_validation'),
    documentId: idSchema,
    kind: documentKindSchema,
    /**
     * The period read from the workbook (AAAA-MM), or null when none could be found; of a SAF-T,
     * the last month it gives.
     */
    extractedPeriod: periodSchema.nullable(),
    /** A SAF-T's fiscal year. */
    fiscalYear: z.number().int().optional(),
    /** The months a SAF-T gives (AAAA-MM), oldest first: those its confirmation may store. */
    periods: z.array(periodSchema).optional(),
    fileName: z.string(),
    company: z.string().nullable(),
    nif: z.string().nullable(),
    /** Lines read per statement (of a SAF-T: of its last month). */
    processedData: sectionCountsSchema,
    /** Portuguese warnings to show in the confirmation dialog (e.g. a different NIF). */
    warnings: z.array(z.string()),
    /**
     * Tie-out checks the workbook failed (finance-core's `tieOuts`): Portuguese warnings; the
     * workbook is accepted all the same. Absent from servers that do not check.
     */
    tieOuts: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
  }),
);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A SAF-T gives at most the twelve months of its year. */
const MONTHS_IN_YEAR = 12;

/**
 * POST /api/documents/:documentId/confirm: a workbook's period (`confirmedPeriod`), or the months
 * of a SAF-T to store (`confirmedPeriods`, months the file gives), one of the two.
 */
export const confirmDocumentRequestSchema = z.lazy(() =>
  z
    .object({
      confirmedPeriod: periodSchema.optional(),
      confirmedPeriods: z.array(periodSchema).min(1).max(MONTHS_IN_YEAR).optional(),
    })
    .refine(
      (body) => (body.confirmedPeriod === undefined) !== (body.confirmedPeriods === undefined),
      {
        message: 'Indique o período a gravar',
      },
    ),
);
export type ConfirmDocumentRequest = z.infer<typeof confirmDocumentRequestSchema>;

export const confirmDocumentResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal('confirmed'),
    documentId: idSchema,
    companyId: idSchema,
    kind: documentKindSchema,
    /** The period stored (of a SAF-T: the newest of its months stored). */
    period: periodSchema,
    /** A SAF-T's months stored, oldest first (a workbook stores `period` alone). */
    periods: z.array(periodSchema).optional(),
  }),
);
export type ConfirmDocumentResponse = z.infer<typeof confirmDocumentResponseSchema>;

/** The multipart fields of an upload (the file itself is checked by the reader). */
export const uploadFieldsSchema = z.lazy(() =>
  z.object({
    companyId: idSchema,
  }),
);
