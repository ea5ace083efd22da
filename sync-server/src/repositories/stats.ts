import { sql } from 'kysely';
import type { Scope } from './scope';

/** Row counts for the admin dashboard. */
export interface Counts {
  totalCompanies: number;
  activeCompanies: number;
  accountants: number;
  managers: number;
  documents: number;
}

export class StatsRepository {
  constructor(private readonly scope: Scope) {}

  async counts(): Promise<Counts> {
    const { rows } = await sql<Record<keyof Counts, number | string>>`SELECT
         (SELECT COUNT(*) FROM companies) AS "totalCompanies",
         (SELECT COUNT(*) FROM companies WHERE is_active = 1) AS "activeCompanies",
         (SELECT COUNT(*) FROM users WHERE role = 'accountant') AS accountants,
         (SELECT COUNT(*) FROM users WHERE role = 'manager') AS managers,
         (SELECT COUNT(*) FROM documents WHERE status = 'confirmed') AS documents`.execute(
      this.scope.db,
    );
    const row = rows[0];
    if (!row) throw new Error('count query returned no row');
    return {
      totalCompanies: Number(row.totalCompanies),
      activeCompanies: Number(row.activeCompanies),
      accountants: Number(row.accountants),
      managers: Number(row.managers),
      documents: Number(row.documents),
    };
  }
}
