import type { DexieOptions } from 'dexie';
import { signOut } from './auth/sign-out';
import { RisemaDb, clearCachedData } from './db';
import type { CoreServices, DataServices } from './service-types';
import { createSyncEngine } from './sync/sync-engine';

/** Opens the local database and creates the sync engine over the core services. */
export function createDataServices(
  core: CoreServices,
  options: { dbName?: string; dexie?: DexieOptions } = {},
): DataServices {
  const db = new RisemaDb(options.dbName, options.dexie);
  const sync = createSyncEngine({ db, api: core.api, auth: core.auth });
  const services: DataServices = {
    ...core,
    db,
    sync,
    requestSync() {
      // The engine records failures in its status; nothing to do with the outcome here.
      void sync.sync();
    },
    clearCache: () => clearCachedData(db),
    signOut: (signOutOptions) => signOut(services, signOutOptions),
  };
  return services;
}
