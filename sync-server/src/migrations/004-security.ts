import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * Security fixes of issue 8:
 * - `users.manager_office_id`: the licence (office) a manager account belongs to. A manager is
 *   linked only to companies of that office (docs/design.md §4.13). Existing managers take the office
 *   of the accountant of their oldest company; one with no company keeps none and can no longer be
 *   linked by anyone.
 * - `idempotency_keys.request_hash`: a key replays its answer only for the same request; a stored
 *   refusal is dropped, since only answers of requests that changed something (2xx) are kept now.
 */
export const securitySchema: Migration = {
  version: 4,
  name: 'manager offices and idempotent request hashes',
  async up(db) {
    await db.schema.alterTable('users').addColumn('manager_office_id', 'text').execute();
    await sql`UPDATE users SET manager_office_id = (
      SELECT a.license_id FROM companies c JOIN users a ON a.id = c.accountant_id
      WHERE c.manager_id = users.id AND a.license_id IS NOT NULL
      ORDER BY c.created_at, c.id LIMIT 1)
    WHERE role = 'manager'`.execute(db);

    await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
    await db
      .deleteFrom('idempotency_keys')
      .where((eb) => eb.or([eb('status', '<', 200), eb('status', '>', 299)]))
      .execute();
  },
};
