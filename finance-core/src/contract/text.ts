import { z } from 'zod';

/** Longest name (company, manager, user, office), in characters. */
export const MAX_NAME_LENGTH = 200;
/** Longest email (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Portuguese refusals of text input, the same in the web forms and the server's answers. */
export const textMessages = {
  tooLong: (field: string, max: number) => `${field} não pode ter mais de ${max} caracteres`,
  invalidCharacters: (field: string) => `${field} contém caracteres não permitidos`,
  emailTooLong: `O email não pode ter mais de ${MAX_EMAIL_LENGTH} caracteres`,
} as const;

/** Control characters (CR/LF and tabs included) and bidirectional overrides and isolates. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** A character that shows: not a space, not a format character (zero-width ones), not control. */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

/** NFC, trimmed, inner runs of spaces (no-break ones too) made one space. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * A required one-line name: normalised (see normaliseText), at most `max` characters, no control
 * or bidi-override characters, at least one visible character (otherwise `requiredMessage`).
 */
export function nameText(field: string, requiredMessage: string, max = MAX_NAME_LENGTH) {
  return z
    .string({ error: requiredMessage })
    .superRefine((value, ctx) => {
      const text = value.normalize('NFC').trim();
      if (FORBIDDEN.test(text)) {
        ctx.addIssue({ code: 'custom', message: textMessages.invalidCharacters(field) });
      } else if (!VISIBLE.test(text)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
      } else if ([...normaliseText(text)].length > max) {
        ctx.addIssue({ code: 'custom', message: textMessages.tooLong(field, max) });
      }
    })
    .transform(normaliseText);
}
