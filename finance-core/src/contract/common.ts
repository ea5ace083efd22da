import { z } from 'zod';
import { MAX_EMAIL_LENGTH, nameText, textMessages } from './text';

export * from './text';

/** Entity ids are UUIDs, so a client can create one offline and the server can keep it. */
export const idSchema = z.uuid({ error: 'Identificador inválido' });
export type Id = z.infer<typeof idSchema>;

/** A period of financial data, `AAAA-MM` (month 01–12). */
export const periodSchema = z
  .string({ error: 'Período inválido: use o formato AAAA-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Período inválido: use o formato AAAA-MM' });
export type Period = z.infer<typeof periodSchema>;

/** An instant as the server writes it: ISO 8601 with offset (`2025-06-30T00:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Data inválida' });

/** A date as a client may send it: a full ISO instant or a calendar date (`2025-06-30`). */
export const dateInputSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'Data inválida',
});

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
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of calls that only report success (deletes, logout): JSON, never an empty body. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
