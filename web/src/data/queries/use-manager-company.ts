import type { Company } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/**
 * The manager's company: the first (oldest) whose managerId is the user's (docs/product.md §6).
 * Undefined while reading, null when there is none.
 */
export function useManagerCompany(userId: string | undefined): Company | null | undefined {
  const { db } = useServices();
  return useLiveQuery(
    async () =>
      userId
        ? ((await db.companies.where('managerId').equals(userId).sortBy('createdAt'))[0] ?? null)
        : null,
    [db, userId],
  );
}
