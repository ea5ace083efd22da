import type { Migration } from './migration';

/**
 * Answers of each period kept ready to send: the financial-data answer gzip-compressed when the
 * period is written, so the read answers stored bytes to every client that accepts gzip
 * (browsers always do). Apart from `period_data`, whose rows of some 11 KB span overflow pages a
 * read of a last column would walk. Periods written before have no row here: their answer is
 * compressed and stored on its first read.
 */
export const periodAnswers: Migration = {
  version: 3,
  name: 'period answers',
  async up(db, { types }) {
    await db.schema
      .createTable('period_answers')
      .addColumn('company_id', 'text', (column) => column.notNull())
      .addColumn('period', 'text', (column) => column.notNull())
      .addColumn('financial_data_gzip', types.bytes, (column) => column.notNull())
      .addPrimaryKeyConstraint('period_answers_pkey', ['company_id', 'period'])
      .addForeignKeyConstraint(
        'period_answers_period_fkey',
        ['company_id', 'period'],
        'period_data',
        ['company_id', 'period'],
        (constraint) => constraint.onDelete('cascade'),
      )
      .execute();
  },
};
