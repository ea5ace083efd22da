import { endpoints, isExpiringSoon, licenseStatus } from '@risema/finance-core/contract';
import { Hono } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { ResourceRouter } from './define';

/** The admin dashboard's figures, all counted from stored rows. */
export function adminRoutes(services: AppServices) {
  const { licenses, stats } = services.repositories;
  return new ResourceRouter('/api/admin', new Hono<AppEnv>(), services).handle(
    endpoints.adminStats,
    async () => {
      const now = new Date();
      const all = await licenses.list(now);
      const withStatus = (status: string) =>
        all.filter((license) => licenseStatus(license, now) === status).length;
      return {
        body: {
          totalLicenses: all.length,
          activeLicenses: withStatus('active'),
          expiringSoonLicenses: all.filter((license) => isExpiringSoon(license, now)).length,
          expiredLicenses: withStatus('expired'),
          suspendedLicenses: withStatus('suspended'),
          ...(await stats.counts()),
        },
      };
    },
  );
}
