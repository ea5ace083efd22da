import { z } from 'zod';
import { idSchema, isoDateTimeSchema, periodSchema } from './common';

/** Longest accountant's note of a period, in characters (issue 17 §2). */
export const MAX_NOTE_LENGTH = 5000;

/** Portuguese refusals of a note, the same in the web form and the server's answer. */
export const noteMessages = {
  tooLong: `A nota não pode ter mais de ${MAX_NOTE_LENGTH} caracteres`,
  invalidCharacters: 'A nota contém caracteres não permitidos',
} as const;

/**
 * Control characters other than line breaks and tabs, and bidirectional overrides and isolates:
 * a note keeps its lines, nothing that hides or reorders text.
 */
const FORBIDDEN_IN_NOTE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The control characters a note keeps: line breaks and tabs. */
const KEPT_CONTROLS = /[\n\t]/g;

/**
 * The text of a note: NFC, line breaks made `\n` and kept, trailing spaces of the whole trimmed
 * (an all-blank note is the empty note, which removes it), at most MAX_NOTE_LENGTH characters.
 */
export const noteTextSchema = z.lazy(() =>
  z
    .string({ error: 'Nota inválida' })
    .transform((value) => value.normalize('NFC').replace(/\r\n?/g, '\n').trimEnd())
    .superRefine((value, ctx) => {
      if (FORBIDDEN_IN_NOTE.test(value.replace(KEPT_CONTROLS, ''))) {
        ctx.addIssue({ code: 'custom', message: noteMessages.invalidCharacters });
      } else if (value.length > MAX_NOTE_LENGTH) {
        ctx.addIssue({ code: 'custom', message: noteMessages.tooLong });
      }
    }),
);

/** PUT /api/companies/:id/periods/:period/note — an empty text removes the note. */
export const savePeriodNoteRequestSchema = z.lazy(() => z.object({ text: noteTextSchema }));
export type SavePeriodNoteRequest = z.input<typeof savePeriodNoteRequestSchema>;

/** The accountant's note of a period, with who wrote it last and when (issue 17 §2). */
export const periodNoteSchema = z.lazy(() =>
  z.object({
    text: z.string(),
    authorId: idSchema.nullable(),
    /** The author's name when the note was saved. */
    authorName: z.string(),
    updatedAt: isoDateTimeSchema,
  }),
);
export type PeriodNote = z.infer<typeof periodNoteSchema>;

/** The answer of a note's save: the note as stored, null when the save removed it. */
export const savePeriodNoteResponseSchema = z.lazy(() =>
  z.object({
    companyId: idSchema,
    period: periodSchema,
    note: periodNoteSchema.nullable(),
  }),
);
export type SavePeriodNoteResponse = z.infer<typeof savePeriodNoteResponseSchema>;
