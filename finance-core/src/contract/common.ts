import { z } from 'zod';
import { MAX_EMAIL_LENGTH, nameText, textMessages } from './text';

export * from './text';

/** Entity ids are UUIDs, so a client can create one offline and the server can keep it. */
export const idSchema = z.uuid({ error: 'Identificador inválido' });
export type Id = z.infer<typeof idSchema>;

/** The first and last years a period or a licence date may name (nothing real lies outside). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const PERIOD_FORMAT = 'Período inválido: use o formato AAAA-MM';

/** A period of financial data, `AAAA-MM` (month 01–12), from 2000-01 to 2100-12. */
export const periodSchema = z
  .string({ error: PERIOD_FORMAT })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PERIOD_FORMAT })
  .refine(
    (period) => {
      // A malformed period already has the format message; one message is enough.
      if (!/^\d{4}-/.test(period)) return true;
      const year = Number(period.slice(0, 4));
      return year >= MIN_YEAR && year <= MAX_YEAR;
    },
    { error: `Período inválido: use um mês entre ${MIN_YEAR}-01 e ${MAX_YEAR}-12` },
  );
export type Period = z.infer<typeof periodSchema>;

/**
 * A whole number as JSON or a form sends it: a JS integer or a string of decimal digits. Refuses
 * what `z.coerce.number()` would let through (`true`, `"0x10"`, `[5]`, `2.5`, `"1e3"`). An empty form field reads as 0 (then too small).
 */
export function strictIntegerSchema(message: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{0,15}\s*$/.test(value) ? Number(value) : value,
    z.number({ error: message }).int({ error: message }),
  );
}

/** An instant as the server writes it: ISO 8601 with offset (`2025-06-30T00:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Data inválida' });

/**
 * A date as a client may send it: a full ISO instant or a calendar date (`2025-06-30`), in the
 * years 2000–2100 (a year 0001 or 9999 is a typing slip, and beyond what the stores order well).
 */
export const dateInputSchema = z.lazy(() =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Data inválida' }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= MIN_YEAR && year <= MAX_YEAR;
    },
    { error: `Data inválida: use uma data entre ${MIN_YEAR} e ${MAX_YEAR}` },
  ),
);

/**
 * A required name with the given Portuguese message when empty, missing or invisible; limits of
 * `nameText` (length, characters) reported with `field`.
 */
export function requiredText(message: string, field = 'O texto') {
  return nameText(field, message);
}

/** An email, trimmed and lower-cased; `requiredMessage` when empty, `invalidMessage` otherwise. */
export function emailField(invalidMessage: string, requiredMessage = invalidMessage) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .max(MAX_EMAIL_LENGTH, { error: textMessages.emailTooLong })
    .pipe(z.email({ error: invalidMessage }));
}

/** Minimum password length everywhere (docs/product.md §9). */
export const PASSWORD_MIN_LENGTH = 6;

export const passwordSchema = z
  .string({ error: 'Password deve ter pelo menos 6 caracteres' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Password deve ter pelo menos 6 caracteres' });

/** Every error answer of the API: a Portuguese message. */
export const errorBodySchema = z.lazy(() => z.object({ message: z.string() }));
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of calls that only report success (deletes, logout): JSON, never an empty body. */
export const messageResponseSchema = z.lazy(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;
