import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('segredo-123');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(hash).not.toContain('segredo-123');
    await expect(verifyPassword('segredo-123', hash)).resolves.toBe(true);
    await expect(verifyPassword('segredo-124', hash)).resolves.toBe(false);
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
