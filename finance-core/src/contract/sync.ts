import { z } from 'zod';
import { idSchema } from './common';
import { companySchema } from './company';
import { periodDataSchema } from './financial';
import { licenseSchema } from './license';
import { userSchema } from './user';

/** GET /api/sync?since= — `since` is the cursor of the previous answer; absent for a full pull. */
export const syncQuerySchema = z.lazy(() =>
  z.object({
    since: z.string().max(200).optional(),
  }),
);

/**
 * Everything the caller may see that changed after `since`. When `reset` is true the client drops
 * what it holds and takes these rows as the whole state (first pull, or the caller's visibility
 * changed). When `hasMore` is true the client asks again at once with the new cursor.
 */
export const syncResponseSchema = z.lazy(() =>
  z.object({
    cursor: z.string(),
    reset: z.boolean(),
    hasMore: z.boolean(),
    changes: z.object({
      users: z.array(userSchema),
      licenses: z.array(licenseSchema),
      companies: z.array(companySchema),
      periods: z.array(periodDataSchema),
    }),
    deletions: z.object({
      users: z.array(idSchema),
      licenses: z.array(idSchema),
      companies: z.array(idSchema),
      /** Ids of stored periods (`companyId:period`). */
      periods: z.array(z.string()),
    }),
  }),
);
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** Header a client sends with a mutation it may replay; the server answers a repeat with the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
