import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 004 (security) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it("gives existing managers their first company's office and drops stored refusals", async () => {
    await env.upTo(3);
    const { db } = env.store;
    const now = new Date().toISOString();
    const at = { created_at: now, updated_at: now, seq: 1 };
    await db
      .insertInto('licenses')
      .values({
        id: 'L1',
        office_name: 'Escritório',
        tier: null,
        max_companies: 5,
        price: null,
        activation_date: now,
        expiry_date: now,
        is_active: 1,
        ...at,
      })
      .execute();
    const user = { password_hash: 'h', is_active: 1, license_id: null, ...at };
    await db
      .insertInto('users')
      .values([
        { id: 'A1', name: 'A', email: 'a@x.pt', role: 'accountant', ...user, license_id: 'L1' },
        { id: 'M1', name: 'M', email: 'm@x.pt', role: 'manager', ...user },
        { id: 'M2', name: 'Órfão', email: 'o@x.pt', role: 'manager', ...user },
      ])
      .execute();
    await db
      .insertInto('companies')
      .values({
        id: 'C1',
        name: 'Empresa',
        tax_id: '509442013',
        manager_id: 'M1',
        accountant_id: 'A1',
        is_active: 1,
        ...at,
      })
      .execute();
    const key = { user_id: 'A1', method: 'POST', path: '/api/companies', body: '{}' };
    await db
      .insertInto('idempotency_keys')
      .values([
        { ...key, key: 'k1', status: 201, content_type: null, created_at: now },
        { ...key, key: 'k2', status: 409, content_type: null, created_at: now },
      ])
      .execute();

    expect(await env.upTo()).toContain(4);
    const offices = await db
      .selectFrom('users')
      .select(['id', 'manager_office_id as office'])
      .where('role', '=', 'manager')
      .orderBy('id')
      .execute();
    expect(offices).toEqual([
      { id: 'M1', office: 'L1' },
      { id: 'M2', office: null },
    ]);
    const keys = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['k1']);
  });
});
