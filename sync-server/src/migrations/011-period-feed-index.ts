import type { Migration } from './migration';

/**
 * The change feed's periods by company and sequence value. A sync page reads the periods of the
 * caller's companies within a range of sequence values; without this index SQLite found them
 * through the primary key (company, period) and read every period of every company (some 11 KB
 * each, the sequence value stored after the statements, in overflow pages) to test its sequence
 * value: 1,200 rows read for the 50 of a page. With it both stores read only the page's rows.
 */
export const periodFeedIndex: Migration = {
  version: 11,
  name: 'period feed index',
  async up(db) {
    await db.schema
      .createIndex('period_data_company_seq')
      .on('period_data')
      .columns(['company_id', 'seq'])
      .execute();
  },
};
