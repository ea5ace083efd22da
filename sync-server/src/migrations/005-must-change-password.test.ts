import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRepositories } from '../repositories';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 5 (must change password) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it('leaves every user stored before it without the duty, and new rows may carry it', async () => {
    await env.upTo(4);
    const now = new Date().toISOString();
    await env.store.db
      .insertInto('users')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Gestor',
        email: 'gestor@risema.test',
        password_hash: 'x',
        role: 'manager',
        is_active: 1,
        license_id: null,
        created_at: now,
        updated_at: now,
        seq: 1,
      })
      .execute();

    // Later migrations run too (the repositories need them).
    expect(await env.upTo()).toContain(5);
    const repositories = createRepositories(env.store);
    const existing = await repositories.users.findById('00000000-0000-4000-8000-000000000001');
    expect(existing?.mustChangePassword).toBe(false);

    const created = await repositories.users.create({
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Contabilista',
      email: 'contabilista@risema.test',
      passwordHash: 'x',
      role: 'accountant',
      isActive: true,
      licenseId: null,
      mustChangePassword: true,
    });
    expect(created.ok && created.user.mustChangePassword).toBe(true);
    await expect(
      sql`UPDATE users SET must_change_password = 2`.execute(env.store.db),
    ).rejects.toThrow(/check/i);
  });
});
