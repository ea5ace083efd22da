import type { Migration } from './migration';

/**
 * Whether a user must set their own password before anything else: set when someone else chose
 * it (a manager's NIF, an admin's choice, a reset from the company edit dialog), cleared when
 * the user changes it (`POST /api/auth/password`). Existing users keep theirs: false.
 */
export const mustChangePassword: Migration = {
  version: 5,
  name: 'must change password',
  sql: `ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
    CHECK (must_change_password IN (0, 1));`,
};
