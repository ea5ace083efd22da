import type { Migration } from './migration';

/**
 * The revenue lines (SNC 71/72) of each period's income statement, derived when the period is
 * written so the financial-data read does not parse the statement on every request. NULL for
 * rows written before: they are derived on read.
 */
export const periodRevenues: Migration = {
  version: 2,
  name: 'period revenues',
  async up(db) {
    await db.schema.alterTable('period_data').addColumn('revenues', 'text').execute();
  },
};
