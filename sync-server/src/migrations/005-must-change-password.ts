import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * Whether a user must set their own password before anything else: set when someone else chose
 * it (a manager's NIF, an admin's choice, a reset from the company edit dialog), cleared when
 * the user changes it (`POST /api/auth/password`). Existing users keep theirs: false.
 */
export const mustChangePassword: Migration = {
  version: 5,
  name: 'must change password',
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`must_change_password IN (0, 1)`),
      )
      .execute();
  },
};
