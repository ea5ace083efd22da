import type { AuthStore } from '../stores/auth-store';
import type { ActionContext } from './actions/action-context';
import type { ApiClient } from './api-client';
import type { RisemaDb } from './db';
import type { SyncEngine } from './sync/sync-engine';

// The two layers of services as types only: core-services.ts builds the first and loads
// services.ts (the second) on demand; neither imports the other's module for its type.

/**
 * What every screen needs, /login included: the session and the API. The local database and
 * the sync engine (`loadData`) are loaded on demand, so the login screen does not carry them.
 */
export interface CoreServices {
  auth: AuthStore;
  api: ApiClient;
  /** The browser's network flag (`navigator.onLine`): false means queue at once. */
  isOnline(): boolean;
  /** The local database, the sync engine and the mutations (loaded once, then the same). */
  loadData(): Promise<DataServices>;
}

/** The data layer: the core services plus the local database and the sync engine. */
export interface DataServices extends CoreServices, ActionContext {
  db: RisemaDb;
  sync: SyncEngine;
  /** Forgets every datum cached for the signed-in user (not the outbox). */
  clearCache(): Promise<void>;
  /** Signs out: revokes the session on the server (unless told not to), clears auth and cache. */
  signOut(options?: { callServer?: boolean }): Promise<void>;
}
