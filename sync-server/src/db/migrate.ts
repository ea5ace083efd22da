import type { Migration } from '../migrations/migration';
import type { Db, DialectAdapter } from './dialect-adapter';

/**
 * Applies, in order, the migrations not yet recorded in `schema_migrations`, inside the caller's
 * transaction (the start-up section, `DialectAdapter.exclusive`): all of them or none, and never
 * two processes at once. Returns the versions applied now. A store migrated by a newer server
 * (a version this one does not know) is refused rather than half understood.
 */
export async function migrate(
  db: Db,
  dialect: DialectAdapter,
  migrations: readonly Migration[],
): Promise<number[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('applied_at', 'text', (column) => column.notNull())
    .execute();
  const applied = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map(
      (row) => row.version,
    ),
  );
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `the database has migrations this server does not know (${unknown.join(', ')}): ` +
        'it was used by a newer version of RISEMA',
    );
  }
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    await migration.up(db, dialect);
    await db
      .insertInto('schema_migrations')
      .values({
        version: migration.version,
        name: migration.name,
        applied_at: new Date().toISOString(),
      })
      .execute();
    done.push(migration.version);
  }
  return done;
}
