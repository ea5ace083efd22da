import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * An upload's original file may be kept compressed (`document_files.encoding`): `identity`, the
 * bytes as received (every file stored before, and a file that compresses poorly, such as an
 * `.xlsx` or a `.zip`, already deflated), or `gzip`. A SAF-T's XML shrinks some tenfold, so a
 * 50 MB upload writes a few MB to the store instead of 50 (see `repositories/stored-file.ts`).
 */
export const storedFileEncoding: Migration = {
  version: 12,
  name: 'stored file encoding',
  async up(db) {
    await db.schema
      .alterTable('document_files')
      .addColumn('encoding', 'text', (column) =>
        column
          .notNull()
          .defaultTo('identity')
          .check(sql`encoding IN ('identity', 'gzip')`),
      )
      .execute();
  },
};
