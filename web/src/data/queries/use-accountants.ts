import type { User } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The synced accountants (admin), by name; undefined while the first read runs. */
export function useAccountants(): User[] | undefined {
  const { db } = useServices();
  return useLiveQuery(() => db.users.where('role').equals('accountant').sortBy('name'), [db]);
}

/** How many synced companies each accountant has (accountant id → count). */
export function useAccountantCompanyCounts(): ReadonlyMap<string, number> | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await db.companies.each((company) => {
      if (company.accountantId) {
        counts.set(company.accountantId, (counts.get(company.accountantId) ?? 0) + 1);
      }
    });
    return counts;
  }, [db]);
}
