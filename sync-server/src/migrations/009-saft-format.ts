import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * SAF-T (PT) uploads (docs/saft.md). What an upload replaces stays in `documents.kind` and
 * `period_data.income_statement_source` (a SAF-T replaces every statement, as MyReport does: it is
 * stored as `myreport`); the file's format is a column of its own, so the CHECK constraints of
 * those columns stay as they are (SQLite cannot change one without rebuilding the table):
 * - `documents.format`: `workbook` or `saft`; a pending SAF-T's `result` holds every month it
 *   gives;
 * - `period_data.format`: what wrote the balance sheet, FSE and ratios (`saft`: ratios computed
 *   from its statements).
 */
export const saftFormat: Migration = {
  version: 9,
  name: 'saft format',
  async up(db) {
    for (const table of ['documents', 'period_data'] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('format', 'text', (column) =>
          column
            .notNull()
            .defaultTo('workbook')
            .check(sql`format IN ('workbook', 'saft')`),
        )
        .execute();
    }
  },
};
