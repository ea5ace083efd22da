import type { Company } from '@risema/finance-core/contract';
import type { RisemaDb } from '../db';
import type { LiveRead } from '../hooks/started-live-query';
import { useStartedLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The read of a company as this device holds it (null when it holds none). */
export function companyRead(db: RisemaDb, companyId: string): LiveRead<Company | null> {
  return {
    key: `company:${companyId}`,
    read: async () => (await db.companies.get(companyId)) ?? null,
  };
}

/**
 * A company as this device holds it (Dexie, live): undefined while reading, null when this
 * device has no such company (not found, or not the user's).
 */
export function useCompany(companyId: string): Company | null | undefined {
  const { db } = useServices();
  return useStartedLiveQuery(db, companyRead(db, companyId));
}
