/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { Db } from '../db/open';

/** Row counts for the admin dashboard. */
export interface Counts {
  totalCompanies: number;
  activeCompanies: number;
  accountants: number;
  managers: number;
  documents: number;
}

export class StatsRepository {
  readonly #counts;

  constructor(db: Db) {
    this.#counts = db.prepare<[], Counts>(
      `SELECT
         (SELECT COUNT(*) FROM companies) AS totalCompanies,
         (SELECT COUNT(*) FROM companies WHERE is_active = 1) AS activeCompanies,
         (SELECT COUNT(*) FROM users WHERE role = 'accountant') AS accountants,
         (SELECT COUNT(*) FROM users WHERE role = 'manager') AS managers,
         (SELECT COUNT(*) FROM documents WHERE status = 'confirmed') AS documents`,
    );
  }

  async counts(): Promise<Counts> {
    const row = this.#counts.get();
    if (!row) throw new Error('count query returned no row');
    return row;
  }
}
