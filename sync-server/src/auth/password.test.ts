import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, usePasswordCostForTests, verifyPassword } from './password';

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes with the production cost unless a test asked for less', async () => {
    // A fresh copy of the module, as a server process loads it: nothing lowered its cost.
    vi.resetModules();
    const production = await import('./password');
    const hash = await production.hashPassword('segredo-123');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(hash).not.toContain('segredo-123');
    await expect(production.verifyPassword('segredo-123', hash)).resolves.toBe(true);
    await expect(production.verifyPassword('segredo-124', hash)).resolves.toBe(false);
    // The dummy hash of unknown emails always has the production cost.
    expect((await production.DUMMY_PASSWORD_HASH).startsWith('scrypt$16384$8$1$')).toBe(true);
  });

  it('hashes with the low test cost in the test run, and verifies either', async () => {
    // This project's set-up file lowered the cost for the server's tests.
    const cheap = await hashPassword('segredo-123');
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('segredo-123', cheap)).resolves.toBe(true);
    await expect(verifyPassword('segredo-124', cheap)).resolves.toBe(false);
  });

  it('refuses the test cost outside a Vitest run', () => {
    vi.stubEnv('VITEST', '');
    expect(() => usePasswordCostForTests()).toThrow(/Vitest/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('igual')).not.toBe(await hashPassword('igual'));
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$abc$def')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$16384$8$1$abc$short')).resolves.toBe(false);
  });
});
