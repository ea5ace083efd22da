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

/**
 * Control characters (CR/LF and tabs included) and every Unicode format character (category Cf:
 * bidi marks, overrides and isolates, zero-width joiners and spaces, word joiner, tag characters,
 * the soft hyphen). Portuguese text needs none of them: they are invisible, so they only make two
 * names that look the same differ, or reorder what is shown. The soft hyphen is refused too: it
 * arrives only by pasting and a name is never hyphenated on purpose.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}]/u;
/** A character that shows: not a space, not a format character (zero-width ones), not control. */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

/** NFC, trimmed, inner runs of spaces (no-break ones too) made one space. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * A required one-line name: normalised (see normaliseText), at most `max` characters, no control
 * or format characters, at least one visible character (otherwise `requiredMessage`).
 */
export function nameText(field: string, requiredMessage: string, max = MAX_NAME_LENGTH) {
  return z
    .string({ error: requiredMessage })
    .superRefine((value, ctx) => {
      const text = value.normalize('NFC').trim();
      // Nothing visible reads as empty first (a name of zero-width spaces is a missing name).
      if (!VISIBLE.test(text)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
      } else if (FORBIDDEN.test(text)) {
        ctx.addIssue({ code: 'custom', message: textMessages.invalidCharacters(field) });
      } else if ([...normaliseText(text)].length > max) {
        ctx.addIssue({ code: 'custom', message: textMessages.tooLong(field, max) });
      }
    })
    .transform(normaliseText);
}
