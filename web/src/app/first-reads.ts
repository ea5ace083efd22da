import type { User } from '@risema/finance-core/contract';
import type { RisemaDb } from '../data/db';
import { startLiveQuery } from '../data/hooks/started-live-query';
import { syncStateRead } from '../data/hooks/use-sync-state';
import { matchesRoute } from './guarded-route';
import { PATHS } from './paths';

/**
 * Starts the live queries the page at `path` shows first (its data gate's sync state, its list
 * or its company), so that they read the local database while the app's code renders, not after
 * the page's first commit: the page's hooks take them over (started-live-query.ts). Nothing is
 * kept: each answer is read now, from this device's data. A page's reads come with its own code
 * (imported here as the page imports them), so no page loads another's.
 */
export async function startFirstReads(db: RisemaDb, user: User, path: string): Promise<void> {
  startLiveQuery(db, syncStateRead(db, user.id));
  if (matchesRoute(PATHS.companies, path) || matchesRoute(PATHS.adminCompanies, path)) {
    const { companiesRead } = await import('../data/queries/use-companies');
    startLiveQuery(db, companiesRead(db));
  } else if (matchesRoute(PATHS.company, path)) {
    const companyId = decodeURIComponent(path.split('/').filter(Boolean)[1] ?? '');
    const [{ companyRead }, { companyPeriodsRead }] = await Promise.all([
      import('../data/queries/use-company'),
      import('../data/queries/use-company-periods'),
    ]);
    startLiveQuery(db, companyRead(db, companyId));
    startLiveQuery(db, companyPeriodsRead(db, companyId));
  } else if (matchesRoute(PATHS.managerHome, path)) {
    const { managerCompanyRead } = await import('../data/queries/use-manager-company');
    startLiveQuery(db, managerCompanyRead(db, user.id));
  }
}
