import type { DexieOptions } from 'dexie';
import type { ActionContext } from './actions/action-context';
import { signOut } from './auth/sign-out';
import type { CoreServices } from './core-services';
import { RisemaDb, clearCachedData } from './db';
import type { SyncEngine } from './sync/sync-engine';
import { createSyncEngine } from './sync/sync-engine';

/** The data layer: the core services plus the local database and the sync engine. */
export interface DataServices extends CoreServices, ActionContext {
  db: RisemaDb;
  sync: SyncEngine;
  /** Forgets every datum cached for the signed-in user (not the outbox). */
  clearCache(): Promise<void>;
  /** Signs out: revokes the session on the server (unless told not to), clears auth and cache. */
  signOut(options?: { callServer?: boolean }): Promise<void>;
}

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
