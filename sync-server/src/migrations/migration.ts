import type { Db, DialectAdapter } from '../db/dialect-adapter';

/**
 * One versioned schema change, written once with Kysely's schema builder for both stores (the
 * dialect adapter names the few column types that differ). Migrations are append-only: never
 * change what one does once it has shipped. 001–006 were SQLite SQL until PostgreSQL came; they
 * were rewritten with the schema builder to give the same SQLite schema, which
 * `legacy-schema.test.ts` checks against their original SQL.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: Db, dialect: DialectAdapter): Promise<void>;
}
