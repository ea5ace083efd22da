import type { Migration } from './migration';

/**
 * The tie-out checks a workbook failed (finance-core's `tieOuts`, as JSON `{code, message}[]`),
 * kept with the pending document and, on confirm, with its period. NULL for rows written before.
 */
export const tieOutsColumns: Migration = {
  version: 6,
  name: 'tie-outs',
  async up(db) {
    await db.schema.alterTable('documents').addColumn('tie_outs', 'text').execute();
    await db.schema.alterTable('period_data').addColumn('tie_outs', 'text').execute();
  },
};
