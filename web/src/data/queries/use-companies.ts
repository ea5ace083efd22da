import type { Company } from '@risema/finance-core/contract';
import { sortByText } from '@risema/finance-core/format';
import type { RisemaDb } from '../db';
import type { LiveRead } from '../hooks/started-live-query';
import { useStartedLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The read of the companies this device holds, by name. */
export function companiesRead(db: RisemaDb): LiveRead<Company[]> {
  return {
    key: 'companies',
    read: async () => {
      const companies = await db.companies.toArray();
      return sortByText(companies, (company) => company.name);
    },
  };
}

/**
 * The companies this device holds (an admin's all, an accountant's own), by name; undefined
 * while the first read runs. Live: changes from sync and actions show at once.
 */
export function useCompanies(): Company[] | undefined {
  const { db } = useServices();
  return useStartedLiveQuery(db, companiesRead(db));
}
