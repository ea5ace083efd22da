import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/password';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin';
import type { Repositories } from './repositories';
import { repositoryTestDb } from './repositories/repository-test-db';
import { STORES } from './testing/test-stores';

describe.each(STORES)('ensureFirstAdmin on %s', (kind) => {
  let repositories: Repositories;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ repositories, dispose } = await repositoryTestDb(kind));
  });
  afterEach(() => dispose());

  it('creates admin@risema.local with a random password printed once', async () => {
    const printed: string[] = [];
    await ensureFirstAdmin(repositories, {}, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    const password = /with password (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const credentials = await repositories.users.findCredentials(DEFAULT_ADMIN_EMAIL);
    expect(credentials?.user.role).toBe('admin');
    await expect(verifyPassword(password, credentials?.passwordHash ?? '')).resolves.toBe(true);

    await ensureFirstAdmin(repositories, {}, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    expect(await repositories.users.list('admin')).toHaveLength(1);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password', async () => {
    const printed: string[] = [];
    await ensureFirstAdmin(
      repositories,
      { adminEmail: 'Chefe@Escritorio.pt', adminPassword: 'muito-secreta' },
      (line) => printed.push(line),
    );
    expect(printed.join('\n')).not.toContain('muito-secreta');
    const credentials = await repositories.users.findCredentials('chefe@escritorio.pt');
    await expect(verifyPassword('muito-secreta', credentials?.passwordHash ?? '')).resolves.toBe(
      true,
    );
  });

  it('refuses a password shorter than the minimum', async () => {
    await expect(
      ensureFirstAdmin(repositories, { adminPassword: '123' }, () => undefined),
    ).rejects.toThrow();
  });
});
