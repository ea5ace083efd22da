import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreServices } from '../data/core-services';
import { startedLiveQuery } from '../data/hooks/started-live-query';
import { syncStateRead } from '../data/hooks/use-sync-state';
import { companiesRead } from '../data/queries/use-companies';
import { companyRead } from '../data/queries/use-company';
import { companyPeriodsRead } from '../data/queries/use-company-periods';
import { managerCompanyRead } from '../data/queries/use-manager-company';
import { buildCompany } from '../testing/build-company';
import type { CoreServices, DataServices } from '../data/service-types';
import type { TrackedPromise } from '../data/tracked-promise';
import { buildUser } from '../testing/build-user';
import { MemoryStorage } from '../testing/memory-storage';
import type { AppRoute } from './routes';
import { APP_ROUTES } from './routes';
import { START_MARKS, markOnce, warmStart } from './warm-start';

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
  const loadDataCode = () => {
    loaded.push('data');
    return import('../data/services');
  };
  return { loaded, routes, loadFrame, loadDataCode };
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
    warmStart(undefined, '/companies', Promise.resolve(core), parts);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marked(START_MARKS.main)).toBe(true);
    expect(parts.loaded).toEqual([]);
    expect(loadData).not.toHaveBeenCalled();
  });

  it("opens a signed-in user's local database and loads the frame's and the page's code, side by side", async () => {
    const core = device();
    core.auth.getState().signIn({ token: 'token-1', user: buildUser({ role: 'accountant' }) });
    const loadData = vi.spyOn(core, 'loadData');
    const parts = code();
    let coreReady: (services: CoreServices) => void = () => undefined;
    warmStart(
      'accountant',
      '/company/abc-123',
      new Promise<CoreServices>((resolve) => (coreReady = resolve)),
      parts,
    );
    // Every loader was started at once, before the core services were there.
    expect(parts.loaded).toEqual(['frame', '/company/:id', 'data']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadData).not.toHaveBeenCalled();
    coreReady(core);

    await vi.waitFor(() => expect(marked(START_MARKS.dbOpen)).toBe(true), { timeout: 15_000 });
    expect(marked(START_MARKS.frameCode)).toBe(true);
    expect(marked(START_MARKS.routeCode)).toBe(true);
    expect(marked(START_MARKS.dataCode)).toBe(true);
    const data = await core.loadData();
    expect(data.db.isOpen()).toBe(true);
    // Loaded before the first render: the frame's `use` of it reads it without suspending.
    const again = core.loadData() as TrackedPromise<DataServices>;
    expect(again.status).toBe('fulfilled');
    expect(again.status === 'fulfilled' ? again.value : null).toBe(data);
    // The database really is there: the screens' first query reads it.
    expect(await data.db.companies.count()).toBe(0);
    data.db.close();
  });

  it("starts the page's first reads of the local database, which the page's live queries take over", async () => {
    // Dexie's live queries run only where it found an IndexedDB when it loaded: here, this one.
    const found = { ...Dexie.dependencies };
    Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });
    try {
      const core = device();
      const user = buildUser({ role: 'accountant' });
      core.auth.getState().signIn({ token: 'token-3', user });
      const data = await core.loadData();
      const company = buildCompany({ name: 'Padaria Lusitana, Lda', accountantId: user.id });
      await data.db.companies.put(company);

      warmStart('accountant', `/company/${company.id}`, Promise.resolve(core), code());
      const started = <T>(key: string) => startedLiveQuery<T>(data.db, key);
      await vi.waitFor(() => {
        expect(started(companyRead(data.db, company.id).key)?.getValue?.()).toEqual(company);
        expect(started(companyPeriodsRead(data.db, company.id).key)?.getValue?.()).toEqual([]);
        expect(started(syncStateRead(data.db, user.id).key)?.hasValue?.()).toBe(true);
      });
      // Only this page's reads: the list of companies is another page's.
      expect(started(companiesRead(data.db).key)).toBeUndefined();

      warmStart('accountant', '/companies', Promise.resolve(core), code());
      await vi.waitFor(() => {
        expect(started(companiesRead(data.db).key)?.getValue?.()).toEqual([company]);
      });
      // A manager's home reads their company (none is theirs here).
      warmStart('manager', '/manager', Promise.resolve(core), code());
      await vi.waitFor(() => {
        expect(started(managerCompanyRead(data.db, user.id).key)?.getValue?.()).toBeNull();
      });
      data.db.close();
    } finally {
      Object.assign(Dexie.dependencies, found);
    }
  });

  it("starts the role's home on `/`, and no page's code at a path no page matches", async () => {
    const core = device();
    core.auth.getState().signIn({ token: 'token-2', user: buildUser({ role: 'admin' }) });
    const home = code();
    warmStart('admin', '/', Promise.resolve(core), home);
    expect(home.loaded).toEqual(['frame', '/admin', 'data']);

    const nowhere = code();
    warmStart('admin', '/nao/existe', Promise.resolve(core), nowhere);
    expect(nowhere.loaded).toEqual(['frame', 'data']);
    await vi.waitFor(() => expect(marked(START_MARKS.dbOpen)).toBe(true), { timeout: 15_000 });
    (await core.loadData()).db.close();
  });

  it('opens no database when the core services restored no session from what the role was read', async () => {
    // The stored user named a role, but the auth store refused the session (no valid token).
    const core = device();
    const loadData = vi.spyOn(core, 'loadData');
    const parts = code();
    warmStart('manager', '/manager', Promise.resolve(core), parts);
    expect(parts.loaded).toEqual(['frame', '/manager', 'data']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadData).not.toHaveBeenCalled();
    expect(marked(START_MARKS.dbOpen)).toBe(false);
  });

  it("marks a start's moment once: a second call (a StrictMode effect, a later commit) keeps the first time", async () => {
    markOnce(START_MARKS.shown);
    const first = performance.getEntriesByName(START_MARKS.shown, 'mark');
    await new Promise((resolve) => setTimeout(resolve, 5));
    markOnce(START_MARKS.shown);
    const after = performance.getEntriesByName(START_MARKS.shown, 'mark');
    expect(after).toHaveLength(1);
    expect(after[0]?.startTime).toBe(first[0]?.startTime);
  });
});
