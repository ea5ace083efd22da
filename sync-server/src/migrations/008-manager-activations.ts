import type { Migration } from './migration';

/**
 * Manager activation codes (issue 14): a manager's first password is the company's NIF, which is
 * public, so while it still is, changing it also takes a code only the accountant could give. One
 * row per manager who has one: the code's SHA-256 (never the code), when it lapses (ISO-8601) and
 * when it was issued. A new code replaces the row; the manager's own password change deletes it.
 */
export const managerActivations: Migration = {
  version: 8,
  name: 'manager activation codes',
  async up(db) {
    await db.schema
      .createTable('manager_activations')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
