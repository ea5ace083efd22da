import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCompany, repositoryTestDb } from '../repositories/repository-test-db';
import { STORES } from '../testing/test-stores';
import { CompiledOnce, PreparedSql, preparedStatementName } from './compiled-query';
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

  it('never lets a read outside a transaction see its uncommitted rows, nor a write skip it', async () => {
    const id = await createTestCompany(env.repositories);
    const name = new CompiledOnce((db: Db, companyId: string) =>
      db.selectFrom('companies').select('name').where('id', '=', companyId),
    );
    const rename = new CompiledOnce((db: Db, companyId: string) =>
      db.updateTable('companies').set({ name: 'Escrita' }).where('id', '=', companyId),
    );
    let insideRead: unknown;
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let renamed = () => {};
    const written = new Promise<void>((resolve) => (renamed = resolve));
    const transaction = env.store.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('companies')
        .set({ name: 'Por confirmar' })
        .where('id', '=', id)
        .execute();
      insideRead = await name.takeFirst(tx, id);
      renamed();
      await held;
      throw new Error('rolled back');
    });
    await written;
    // On SQLite the store's one connection has the transaction open: the read outside waits for
    // it (a direct read would see 'Por confirmar'); on PostgreSQL it reads the committed row at
    // once, on another connection, so it is awaited before the rollback lets the write commit.
    const outside = name.takeFirst(env.store.db, id);
    const write = rename.execute(env.store.db, id);
    if (kind === 'postgres') expect(await outside).toEqual({ name: 'Empresa' });
    releaseTransaction();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(insideRead).toEqual({ name: 'Por confirmar' });
    expect(await outside).toEqual({ name: 'Empresa' });
    await write;
    expect(await name.takeFirst(env.store.db, id)).toEqual({ name: 'Escrita' });
  });

  it.runIf(kind === 'postgres')(
    'runs on PostgreSQL as a statement its connection prepared once, by name',
    async () => {
      const id = await createTestCompany(env.repositories);
      const query = new CompiledOnce((db: Db, companyId: string) =>
        db.selectFrom('companies').select('name').where('id', '=', companyId),
      );
      const prepared = await env.store.db.transaction().execute(async (tx) => {
        const first = await query.takeFirst(tx, id);
        const again = await query.takeFirst(tx, id);
        const statements = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(tx);
        return { first, again, statements: statements.rows };
      });
      expect(prepared.first).toEqual({ name: 'Empresa' });
      expect(prepared.again).toEqual({ name: 'Empresa' });
      const sqlText = query.compiledSql(env.store.db);
      const name = preparedStatementName(sqlText);
      expect(name).toMatch(/^risema_compiled_\d+$/);
      // Prepared once on that connection, under its name, from the compiled text.
      expect(prepared.statements.filter((row) => row.name === name)).toEqual([
        { name, statement: sqlText },
      ]);
    },
  );

  it.runIf(kind === 'postgres')(
    'runs prepared statements on PostgreSQL with their generic plan, never planned per run',
    async () => {
      const id = await createTestCompany(env.repositories);
      // Like the batched financial-data read: a custom plan would know each array's length.
      const names = new PreparedSql<{ name: string }>(
        `select c.name from unnest($1::text[]) with ordinality as r(id, i)
         join companies as c on c.id = r.id order by r.i`,
      );
      const plans = await env.store.db.transaction().execute(async (tx) => {
        for (let run = 0; run < 3; run++) {
          expect(await names.execute(tx, [[id, id]])).toEqual([
            { name: 'Empresa' },
            { name: 'Empresa' },
          ]);
        }
        const statements = await sql<{
          generic_plans: number;
          custom_plans: number;
        }>`select generic_plans, custom_plans from pg_prepared_statements
           where name = ${preparedStatementName(names.text)}`.execute(tx);
        return statements.rows;
      });
      expect(plans).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
    },
  );

  it('refuses a query that does not bind every argument as a value', async () => {
    const unbound = new CompiledOnce((db: Db, id: string) =>
      db.selectFrom('companies').select('id').where('id', '=', id.slice(1)),
    );
    await expect(unbound.execute(env.store.db, 'x')).rejects.toThrow(/bind every argument/);
  });
});
