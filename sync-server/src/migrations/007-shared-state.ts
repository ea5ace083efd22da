import type { Migration } from './migration';

/**
 * What several server processes on one database must share (issue 15), kept in the store
 * instead of a process's memory:
 * - sign-in throttling: failures of each email and address pair (`login_pairs`), each address's
 *   recent failures (`login_failures`) and the attempts being checked (`login_reservations`,
 *   which lapse on their own if their process dies);
 * - `idempotency_keys.owner`: the holder of a key whose first request is still running, so a
 *   repeat on another process waits for its answer instead of running it again;
 * - `period_answers.seq`: the period's sequence value the kept answer was made from, so an answer
 *   made from data another process has since replaced is never served; the index lets that
 *   check read the period's key and sequence value without its statements.
 */
export const sharedState: Migration = {
  version: 7,
  name: 'state shared by server processes',
  async up(db, { types, autoId }) {
    await db.schema
      .createTable('login_pairs')
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('last_failure_at', types.bigint, (column) => column.notNull())
      .addPrimaryKeyConstraint('login_pairs_pkey', ['email', 'address'])
      .execute();
    await db.schema
      .createIndex('login_pairs_last_failure')
      .on('login_pairs')
      .column('last_failure_at')
      .execute();
    await db.schema
      .createTable('login_failures')
      .addColumn('id', types.autoId, autoId)
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('at', types.bigint, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_address')
      .on('login_failures')
      .columns(['address', 'at'])
      .execute();
    await db.schema
      .createTable('login_reservations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('expires_at', types.bigint, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('login_reservations_address')
      .on('login_reservations')
      .columns(['address', 'expires_at'])
      .execute();

    await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
    await db.schema.alterTable('period_answers').addColumn('seq', types.bigint).execute();
    await db.schema
      .createIndex('period_data_version')
      .on('period_data')
      .columns(['company_id', 'period', 'seq'])
      .execute();
  },
};
