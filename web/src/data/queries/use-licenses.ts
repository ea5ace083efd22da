import type { License } from '@risema/finance-core/contract';
import { sortByText } from '@risema/finance-core/format';
import { useLiveQuery } from '../hooks/use-live-query';
import { useServices } from '../services-context';

/** The synced licences (admin), by office name; undefined while the first read runs. */
export function useLicenses(): License[] | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => {
    const licenses = await db.licenses.toArray();
    return sortByText(licenses, (license) => license.officeName);
  }, [db]);
}

/** How many synced companies each licence holds (licence id → count). */
export function useLicenseCompanyCounts(): ReadonlyMap<string, number> | undefined {
  const { db } = useServices();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await db.companies.each((company) => {
      if (company.licenseId)
        counts.set(company.licenseId, (counts.get(company.licenseId) ?? 0) + 1);
    });
    return counts;
  }, [db]);
}

/**
 * One licence as this device holds it (Dexie, live): undefined while reading, null when it holds
 * none (a manager's device holds no licence) or none is asked for.
 */
export function useLicense(licenseId: string | null): License | null | undefined {
  const { db } = useServices();
  return useLiveQuery(
    async () => (licenseId === null ? null : ((await db.licenses.get(licenseId)) ?? null)),
    [db, licenseId],
  );
}
