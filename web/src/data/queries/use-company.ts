import type { Company } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/**
 * A company as this device holds it (Dexie, live): undefined while reading, null when this
 * device has no such company (not found, or not the user's).
 */
export function useCompany(companyId: string): Company | null | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => (await db.companies.get(companyId)) ?? null, [db, companyId]);
}
