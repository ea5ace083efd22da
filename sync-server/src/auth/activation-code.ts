import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Letters and digits nobody misreads on paper or over the phone (no I, O, 0, 1): 32 of them, so
 * every random byte maps to one without bias.
 */
export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 10;
/** How long a code may be used. */
export const ACTIVATION_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new manager activation code: 10 characters (50 bits) from the unambiguous alphabet. */
export function newActivationCode(): string {
  const bytes = randomBytes(ACTIVATION_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ACTIVATION_ALPHABET[byte % ACTIVATION_ALPHABET.length];
  return code;
}

/** The code as typed, compared without spaces, hyphens or case. */
export function normaliseActivationCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** The stored form of a code (SHA-256, hex). */
export function hashActivationCode(code: string): string {
  return createHash('sha256').update(normaliseActivationCode(code)).digest('hex');
}

/** Whether `typed` is the code whose hash is `storedHash`, in constant time. */
export function activationCodeMatches(typed: string, storedHash: string): boolean {
  const given = Buffer.from(hashActivationCode(typed), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
