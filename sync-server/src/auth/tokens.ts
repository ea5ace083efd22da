import { hash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a session token (SHA-256, hex): a stolen database yields no usable token.
 * Every request behind a session hashes its token: the one-shot `crypto.hash` costs a fraction
 * of building a `Hash` object for it.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
