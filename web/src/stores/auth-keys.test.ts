import { describe, expect, it } from 'vitest';
import { buildUser } from '../testing/build-user';
import { MemoryStorage } from '../testing/memory-storage';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, hasStoredSession, storedRole } from './auth-keys';

describe('auth keys', () => {
  it('reads the stored role without the contract, and nothing from what is not a user', () => {
    const storage = new MemoryStorage();
    expect(storedRole(storage)).toBeUndefined();
    storage.setItem(AUTH_USER_KEY, JSON.stringify(buildUser({ role: 'manager' })));
    expect(storedRole(storage)).toBe('manager');
    for (const raw of ['{', 'null', '"manager"', '{"role":"root"}', '{"role":1}']) {
      storage.setItem(AUTH_USER_KEY, raw);
      expect(storedRole(storage), raw).toBeUndefined();
    }
  });

  it('knows a session is stored only when both keys are', () => {
    const storage = new MemoryStorage();
    storage.setItem(AUTH_USER_KEY, JSON.stringify(buildUser()));
    expect(hasStoredSession(storage)).toBe(false);
    storage.setItem(AUTH_TOKEN_KEY, 'token');
    expect(hasStoredSession(storage)).toBe(true);
  });
});
