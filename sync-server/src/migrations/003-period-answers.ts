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
  sql: `
    CREATE TABLE period_answers (
      company_id TEXT NOT NULL,
      period TEXT NOT NULL,
      financial_data_gzip BLOB NOT NULL,
      PRIMARY KEY (company_id, period),
      FOREIGN KEY (company_id, period) REFERENCES period_data (company_id, period)
        ON DELETE CASCADE
    );
  `,
};
