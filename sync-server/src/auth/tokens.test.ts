import { describe, expect, it } from 'vitest';
import { bearerToken, hashSessionToken, newSessionToken } from './tokens';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256 hash', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  it('reads only a well-formed bearer header', () => {
    const token = newSessionToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
