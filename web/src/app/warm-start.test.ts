import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreServices } from '../data/core-services';
import type { CoreServices } from '../data/service-types';
import { buildUser } from '../testing/build-user';
import { MemoryStorage } from '../testing/memory-storage';
import type { AppRoute } from './routes';
import { APP_ROUTES } from './routes';
import { START_MARKS, warmStart } from './warm-start';

/** A device as warm start meets it: its own storage and IndexedDB, nothing loaded yet. */
function device(): CoreServices {
  return createCoreServices({
    storage: new MemoryStorage(),
    dbName: `risema-warm-${crypto.randomUUID()}`,
    dexie: { indexedDB, IDBKeyRange },
    // Warm start never waits for the network: none here.
    fetch: () => Promise.reject(new TypeError('no network in this test')),
  });
}

/**
 * The route table and the frame with their code loaders noted instead of run (the pages' code
 * is the browser's; the choice of what to load is warm start's).
 */
function code() {
  const loaded: string[] = [];
  const routes: AppRoute[] = APP_ROUTES.map((route) => ({
    ...route,
    load: () => {
      loaded.push(route.path);
      return Promise.resolve({ default: () => null });
    },
  }));
  const loadFrame = () => {
    loaded.push('frame');
    return Promise.resolve();
  };
  return { loaded, routes, loadFrame };
}

const marked = (name: string) => performance.getEntriesByName(name, 'mark').length > 0;

afterEach(() => {
  performance.clearMarks();
});

describe('warmStart', () => {
  it('loads nothing for a signed-out visitor', async () => {
    const core = device();
    const loadData = vi.spyOn(core, 'loadData');
    const parts = code();
    warmStart(core, '/companies', parts);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marked(START_MARKS.main)).toBe(true);
    expect(parts.loaded).toEqual([]);
    expect(loadData).not.toHaveBeenCalled();
  });

  it("opens a signed-in user's local database and loads the frame's and the page's code, side by side", async () => {
    const core = device();
    core.auth.getState().signIn({ token: 'token-1', user: buildUser({ role: 'accountant' }) });
    const parts = code();
    warmStart(core, '/company/abc-123', parts);
    // Both loaders were started at once, before the data layer answered.
    expect(parts.loaded).toEqual(['frame', '/company/:id']);

    await vi.waitFor(() => expect(marked(START_MARKS.dbOpen)).toBe(true), { timeout: 15_000 });
    expect(marked(START_MARKS.frameCode)).toBe(true);
    expect(marked(START_MARKS.routeCode)).toBe(true);
    expect(marked(START_MARKS.dataCode)).toBe(true);
    const data = await core.loadData();
    expect(data.db.isOpen()).toBe(true);
    // The database really is there: the screens' first query reads it.
    expect(await data.db.companies.count()).toBe(0);
    data.db.close();
  });

  it("starts the role's home on `/`, and no page's code at a path no page matches", async () => {
    const core = device();
    core.auth.getState().signIn({ token: 'token-2', user: buildUser({ role: 'admin' }) });
    const home = code();
    warmStart(core, '/', home);
    expect(home.loaded).toEqual(['frame', '/admin']);

    const nowhere = code();
    warmStart(core, '/nao/existe', nowhere);
    expect(nowhere.loaded).toEqual(['frame']);
    await vi.waitFor(() => expect(marked(START_MARKS.dbOpen)).toBe(true), { timeout: 15_000 });
    (await core.loadData()).db.close();
  });
});
