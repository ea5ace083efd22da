import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Store } from '../db/store';
import { createRepositories } from '../repositories';
import { openTestStore } from '../testing/test-stores';
import { migrations } from './index';
import { LEGACY_SQLITE_MIGRATIONS } from './legacy-sqlite-sql';

const disposals: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const dispose of disposals.splice(0)) await dispose();
});

async function sqliteStore(): Promise<Store> {
  const { store, dispose } = await openTestStore('sqlite', { empty: true });
  disposals.push(dispose);
  return store;
}

/** A database as a server of the time left it: the shipped SQL of 001–006, recorded as applied. */
async function legacyDatabase(): Promise<Store> {
  const store = await sqliteStore();
  await sql`CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`.execute(store.db);
  for (const migration of LEGACY_SQLITE_MIGRATIONS) {
    for (const statement of migration.sql.split(/;\s*(?:\n|$)/)) {
      if (statement.trim() !== '') await sql.raw(statement).execute(store.db);
    }
    await store.db
      .insertInto('schema_migrations')
      .values({ version: migration.version, name: migration.name, applied_at: '2025-01-01' })
      .execute();
  }
  return store;
}

async function migrated(store: Store, upTo: number): Promise<Store> {
  await store.dialect.exclusive(store.db, 'startup', (tx) =>
    migrate(
      tx,
      store.dialect,
      migrations.filter((migration) => migration.version <= upTo),
    ),
  );
  return store;
}

/** `CHECK (...)` clauses of a table's SQL, lower case, without quotes or extra spaces. */
function checks(createSql: string): string[] {
  const text = createSql
    .replace(/--[^\n]*/g, '')
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .toLowerCase();
  const found: string[] = [];
  for (let at = text.indexOf('check ('); at >= 0; at = text.indexOf('check (', at + 1)) {
    let depth = 0;
    let end = at + 'check '.length;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')' && --depth === 0) break;
    }
    found.push(text.slice(at, end + 1));
  }
  return found.sort();
}

/** Everything SQLite knows of a schema: tables, columns, keys, foreign keys, indexes, checks. */
async function schemaOf(store: Store) {
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(store.db)).rows;
  const tables = await rows<{ name: string; sql: string }>(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const schema: Record<string, unknown> = {};
  for (const { name, sql: createSql } of tables) {
    const columns = await rows<Record<string, unknown>>(
      sql`SELECT name, upper(type) AS type, "notnull", dflt_value, pk FROM pragma_table_info(${name}) ORDER BY cid`,
    );
    const foreignKeys = await rows<Record<string, unknown>>(
      sql`SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(${name}) ORDER BY "from"`,
    );
    const indexes = await rows<{ name: string; unique: number; origin: string }>(
      sql`SELECT name, "unique", origin FROM pragma_index_list(${name}) ORDER BY name`,
    );
    const indexColumns: Record<string, unknown> = {};
    for (const index of indexes) {
      indexColumns[index.name] = (
        await rows<{ name: string }>(
          sql`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`,
        )
      ).map((column) => column.name);
    }
    schema[name] = { columns, foreignKeys, indexes, indexColumns, checks: checks(createSql) };
  }
  return schema;
}

describe('migrations 001–006 rewritten with the schema builder', () => {
  it('give SQLite the very schema their shipped SQL gave', async () => {
    const legacy = await schemaOf(await legacyDatabase());
    const rewritten = await schemaOf(await migrated(await sqliteStore(), 6));
    expect(Object.keys(rewritten)).toContain('period_answers');
    expect(rewritten).toEqual(legacy);
  });

  it('migrate a database of the current server forward to what a new one gets', async () => {
    const legacy = await legacyDatabase();
    const repositories = createRepositories(legacy);
    // Data written the old way survives: a licence with its accountant, and their sync rows.
    const licenseId = crypto.randomUUID();
    await sql`INSERT INTO licenses VALUES (${licenseId}, 'Escritório', NULL, 5, 99.5,
      '2025-01-01', '2026-01-01', 1, '2025-01-01', '2025-01-01', 1)`.execute(legacy.db);
    await migrated(legacy, Infinity);
    expect(await schemaOf(legacy)).toEqual(
      await schemaOf(await migrated(await sqliteStore(), Infinity)),
    );
    expect(await repositories.licenses.findById(licenseId)).toMatchObject({
      officeName: 'Escritório',
      price: 99.5,
      maxCompanies: 5,
    });
    const created = await repositories.users.create({
      id: crypto.randomUUID(),
      name: 'Contabilista',
      email: 'c@risema.test',
      passwordHash: 'x',
      role: 'accountant',
      isActive: true,
      licenseId,
      mustChangePassword: true,
    });
    expect(created.ok && created.user.licenseDetails?.officeName).toBe('Escritório');
  });
});
