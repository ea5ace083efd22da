import { countChange, licenseStatus } from '@risema/finance-core/contract';
import type { CountChange } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The admin dashboard's four figures, from the synced data. */
export interface AdminStats {
  /** Active licences now (their state 30 days ago is not stored, so no change figure). */
  activeLicenses: number;
  companies: CountChange;
  accountants: CountChange;
  managers: CountChange;
}

/**
 * Counts for `Painel Administrativo` (docs/product.md §2) with their change against 30 days earlier,
 * computed by finance-core from the stored creation dates (docs/design.md §4.3).
 */
export function useAdminStats(): AdminStats | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => {
    const now = new Date();
    const [licenses, companies, users] = await Promise.all([
      db.licenses.toArray(),
      db.companies.toArray(),
      db.users.toArray(),
    ]);
    const createdOf = (role: string) =>
      users.filter((user) => user.role === role).map((user) => user.createdAt);
    return {
      activeLicenses: licenses.filter((license) => licenseStatus(license, now) === 'active').length,
      companies: countChange(
        companies.map((company) => company.createdAt),
        now,
      ),
      accountants: countChange(createdOf('accountant'), now),
      managers: countChange(createdOf('manager'), now),
    };
  }, [db]);
}
