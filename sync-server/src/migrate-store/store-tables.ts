import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/dialect-adapter';
import type { Database } from '../db/schema';

/** A table to copy: its name, its primary key, and its key numbered by the store, if any. */
export interface CopiedTable {
  name: Exclude<keyof Database, 'schema_migrations'>;
  key: readonly string[];
  autoId?: string;
}

/**
 * Every table a store holds besides `schema_migrations` (each store records its own migrations),
 * parents before the tables whose foreign keys point at them, so rows copied in this order never
 * name a row not there yet.
 */
export const COPIED_TABLES = [
  { name: 'change_sequence', key: ['id'] },
  { name: 'licenses', key: ['id'] },
  { name: 'users', key: ['id'] },
  { name: 'sessions', key: ['token_hash'] },
  { name: 'companies', key: ['id'] },
  { name: 'documents', key: ['id'] },
  { name: 'document_files', key: ['document_id'] },
  { name: 'period_data', key: ['company_id', 'period'] },
  { name: 'period_answers', key: ['company_id', 'period'] },
  { name: 'tombstones', key: ['id'], autoId: 'id' },
  { name: 'idempotency_keys', key: ['user_id', 'key'] },
  { name: 'login_pairs', key: ['email', 'address'] },
  { name: 'login_failures', key: ['id'], autoId: 'id' },
  { name: 'login_reservations', key: ['id'] },
  { name: 'manager_activations', key: ['user_id'] },
] as const satisfies readonly CopiedTable[];

// A table added to the schema but not to the list above does not compile.
type Uncopied = Exclude<
  keyof Database,
  'schema_migrations' | (typeof COPIED_TABLES)[number]['name']
>;
const everyTableCopied: [Uncopied] extends [never] ? true : never = true;
void everyTableCopied;

/** A row of any table, as the store answers it. */
export type Row = Record<string, unknown>;

/** The query layer without the tables' types: the copy handles every table alike. */
type AnyTables = Kysely<Record<string, Row>>;

/** How many rows a table holds. */
export async function countRows(db: Db, table: CopiedTable['name']): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Every row of a table, page by page in the order of its primary key (each page starts past the
 * last key of the one before: no page is read twice, however large the table). Each store sorts
 * by its own collation, so the two stores' pages need not match: callers compare by key.
 */
export async function* readPages(
  db: Db,
  table: CopiedTable,
  pageSize: number,
): AsyncGenerator<Row[]> {
  const loose = db as unknown as AnyTables;
  const keys = sql.join(table.key.map((column) => sql.ref(column)));
  let after: unknown[] | undefined;
  for (;;) {
    let query = loose.selectFrom(table.name).selectAll();
    if (after) query = query.where(sql<boolean>`(${keys}) > (${sql.join(after)})`);
    for (const column of table.key) query = query.orderBy(sql.ref(column));
    const rows = await query.limit(pageSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as Row;
    after = table.key.map((column) => last[column]);
  }
}

/** Inserts rows as they are (their keys included) into a table. */
export async function insertRows(db: Db, table: CopiedTable, rows: Row[]): Promise<void> {
  if (rows.length > 0)
    await (db as unknown as AnyTables).insertInto(table.name).values(rows).execute();
}

/** A row's primary key as one text, to find it on the other store. */
export function rowKey(table: CopiedTable, row: Row): string {
  return JSON.stringify(table.key.map((column) => row[column]));
}
