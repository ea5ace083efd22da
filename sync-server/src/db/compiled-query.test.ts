import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCompany, repositoryTestDb } from '../repositories/repository-test-db';
import { STORES } from '../testing/test-stores';
import { CompiledOnce } from './compiled-query';
import type { Db } from './dialect-adapter';

describe.each(STORES)('a query compiled once on %s', (kind) => {
  let env: Awaited<ReturnType<typeof repositoryTestDb>>;
  beforeEach(async () => {
    env = await repositoryTestDb(kind);
  });
  afterEach(() => env.dispose());

  it('runs again with each call’s values, constants kept, inside transactions too', async () => {
    const first = await createTestCompany(env.repositories);
    const second = await createTestCompany(env.repositories);
    let builds = 0;
    const named = new CompiledOnce((db: Db, id: string, taxId: string) => {
      builds++;
      return db
        .selectFrom('companies')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('tax_id', '=', taxId)
        .where('is_active', '=', 1);
    });
    expect(await named.takeFirst(env.store.db, first, '509442013')).toEqual({
      id: first,
      name: 'Empresa',
    });
    expect(await named.takeFirst(env.store.db, second, '509442013')).toEqual({
      id: second,
      name: 'Empresa',
    });
    expect(await named.takeFirst(env.store.db, second, '500000000')).toBeUndefined();
    // A transaction of the same store reuses the compiled query and sees its own writes.
    await env.store.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('companies')
        .set({ name: 'Renomeada' })
        .where('id', '=', first)
        .execute();
      expect(await named.takeFirst(tx, first, '509442013')).toEqual({
        id: first,
        name: 'Renomeada',
      });
    });
    expect(builds).toBe(1);
  });

  it('refuses a query that does not bind every argument as a value', async () => {
    const unbound = new CompiledOnce((db: Db, id: string) =>
      db.selectFrom('companies').select('id').where('id', '=', id.slice(1)),
    );
    await expect(unbound.execute(env.store.db, 'x')).rejects.toThrow(/bind every argument/);
  });
});
