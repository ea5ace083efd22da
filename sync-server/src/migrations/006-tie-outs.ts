import type { Migration } from './migration';

/**
 * The tie-out checks a workbook failed (finance-core's `tieOuts`, as JSON `{code, message}[]`),
 * kept with the pending document and, on confirm, with its period. NULL for rows written before.
 */
export const tieOutsColumns: Migration = {
  version: 6,
  name: 'tie-outs',
  sql: `
    ALTER TABLE documents ADD COLUMN tie_outs TEXT;
    ALTER TABLE period_data ADD COLUMN tie_outs TEXT;
  `,
};
