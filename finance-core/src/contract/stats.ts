import { z } from 'zod';

/** GET /api/admin/stats — real counts for the admin dashboard. */
export const adminStatsSchema = z.lazy(() =>
  z.object({
    totalLicenses: z.number().int().nonnegative(),
    activeLicenses: z.number().int().nonnegative(),
    expiringSoonLicenses: z.number().int().nonnegative(),
    expiredLicenses: z.number().int().nonnegative(),
    suspendedLicenses: z.number().int().nonnegative(),
    totalCompanies: z.number().int().nonnegative(),
    activeCompanies: z.number().int().nonnegative(),
    accountants: z.number().int().nonnegative(),
    managers: z.number().int().nonnegative(),
    documents: z.number().int().nonnegative(),
  }),
);
export type AdminStats = z.infer<typeof adminStatsSchema>;
