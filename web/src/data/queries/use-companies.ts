import type { Company } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/**
 * The companies this device holds (an admin's all, an accountant's own), by name; undefined
 * while the first read runs. Live: changes from sync and actions show at once.
 */
export function useCompanies(): Company[] | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => {
    const companies = await db.companies.toArray();
    return companies.sort((a, b) => a.name.localeCompare(b.name, 'pt'));
  }, [db]);
}
