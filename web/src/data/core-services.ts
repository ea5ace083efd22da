import type { DexieOptions } from 'dexie';
import { createAuthStore } from '../stores/auth-store';
import { createApiClient } from './api-client';
import type { CoreServices, DataServices } from './service-types';
import { tracked } from './tracked-promise';

export interface CoreServicesOptions {
  /** Where the session is persisted (localStorage in the browser). */
  storage: Storage;
  /** Origin of the API; empty for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Name of the IndexedDB database. */
  dbName?: string;
  /** IndexedDB implementation (fake-indexeddb in unit tests). */
  dexie?: DexieOptions;
}

/**
 * Wires the auth store and the API client. A 401 answered to the live session's token signs
 * out locally; a failed network call never does.
 */
export function createCoreServices(options: CoreServicesOptions): CoreServices {
  const auth = createAuthStore(options.storage);
  let data: Promise<DataServices> | undefined;
  const core: CoreServices = {
    auth,
    api: createApiClient({
      baseUrl: options.baseUrl ?? '',
      getToken: () => auth.getState().session?.token ?? null,
      onUnauthorized: (token) => {
        if (auth.getState().session?.token !== token) return;
        core
          .loadData()
          .then((loaded) => loaded.signOut({ callServer: false }))
          .catch((error: unknown) => console.error('Sign-out after 401 failed', error));
      },
      fetch: options.fetch,
    }),
    isOnline:
      options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine)),
    loadData() {
      // Tracked: once loaded (a reload's warm start loads it before the first render), the
      // frame's `use` of it renders at once.
      data ??= tracked(
        import('./services').then((module) =>
          module.createDataServices(core, { dbName: options.dbName, dexie: options.dexie }),
        ),
      );
      return data;
    },
  };
  return core;
}
