import { z } from 'zod';

export const NIF_TOO_SHORT = 'NIF deve ter pelo menos 9 dígitos';
export const NIF_INVALID = 'NIF inválido';

/**
 * Portuguese tax number check: nine digits whose last is the mod-11 check digit of the first eight
 * (weights 9..2; a remainder giving 10 or 11 means 0).
 */
export function isValidNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(nif[8]);
}

/** The message for a NIF as typed, or null when it is valid (docs/design.md §4.7). */
export function nifError(raw: string): string | null {
  const nif = raw.replace(/\s+/g, '');
  if (/^\d*$/.test(nif) && nif.length < 9) return NIF_TOO_SHORT;
  return isValidNif(nif) ? null : NIF_INVALID;
}

/** A NIF field: spaces removed, nine digits with a valid check digit. */
export const nifSchema = z
  .string({ error: NIF_TOO_SHORT })
  .transform((raw) => raw.replace(/\s+/g, ''))
  .superRefine((nif, ctx) => {
    const message = nifError(nif);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
