// The world of a browser test file: the real server serving the built app, Debian's Chromium,
// and what the tests seed in them (offices, uploaded workbooks), started once per file and torn
// down after it (Chromium, once per worker, is shared by the files, each in contexts of its own);
// the browser contexts a test opens are closed after that test.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PeriodData, SyncResponse } from '@risema/finance-core/contract';
import { uploadResponseSchema } from '@risema/finance-core/contract';
import { apiRequest, login, seedOffice } from '@risema/sync-server/testing';
import type { SeedOptions, SeededOffice, TestServer } from '@risema/sync-server/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  closeContexts,
  launchTestBrowser,
  newContext,
  sessionEntries,
  startAppServer,
} from './browser';
import { sharedBrowser } from './shared-browser';
import { browserCpuSinceStart, startTrace, traceSummary, traced, tracing } from './trace';

/** The repository's sample workbooks and their expected figures. */
export const fixturesDir = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** The bytes of a sample workbook of fixtures/. */
export function fixture(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(fixturesDir, fileName)));
}

/** Whom a page signs in as. */
export interface Credentials {
  email: string;
  password: string;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /**
   * Signed in as this user, opened on their home: a session planted as a sign-in leaves it
   * (signed in through the API), not through the login screen (`signInThroughUi` tests that).
   */
  as?: Credentials;
  /** With `as`, the path opened instead of the user's home. */
  at?: string;
  /** Another server than the world's (a restarted one). */
  server?: TestServer;
  /**
   * With `page`, called with the page before its first navigation (to listen to its requests
   * from the first one).
   */
  beforeOpen?: (page: Page) => void;
  /**
   * Lets the app's service worker register, as it does for a user: the tests that go offline
   * need it. Elsewhere it is blocked: installed seconds after a page's load, its precache of the
   * whole app costs Chromium 3–4 s of CPU in every context open that long.
   */
  serviceWorker?: boolean;
}

/** A workbook as uploaded: a sample of fixtures/ by name, or bytes made by the test. */
export type Workbook = string | { fileName: string; bytes: Uint8Array };

export interface World {
  /** The real server, serving the built app (web/dist). */
  readonly server: TestServer;
  readonly browser: Browser;
  /** The office seeded for the whole file (`useWorld({ office })`). */
  readonly office: SeededOffice;
  /** A licence, an accountant and a company with its manager, through the API. */
  seedOffice(options?: SeedOptions): Promise<SeededOffice>;
  /**
   * A new browser context (pt-PT, reduced motion, 1280 × 800 unless told, no service worker
   * unless told): opened in a test, it is closed after that test; opened in `beforeAll`, after
   * the file. With `as`, signed in (no page opened).
   */
  context(options?: PageOptions): Promise<BrowserContext>;
  /**
   * A page in a context of its own, as a new one holds it: no storage, cookies, history, routes,
   * listeners or emulation (reduced motion aside), online, at the size asked; with `as`, signed
   * in and on the user's home. A page of the world's server without the service worker is one
   * an earlier test of the file used, reset (`keptPages`): its renderer has compiled the app
   * already.
   */
  page(options?: PageOptions): Promise<Page>;
  /** A session token of the user (signed in through the API). */
  token(user: Credentials): Promise<string>;
  /**
   * Uploads a workbook (MyReport unless `kind: 'risema'`) as the office's accountant and
   * confirms it (its extracted period unless `period` is given), asserting both answers.
   */
  uploadAndConfirm(
    office: SeededOffice,
    workbook: Workbook,
    options?: { period?: string; kind?: 'myreport' | 'risema' },
  ): Promise<{ documentId: string; period: string; bytes: Uint8Array }>;
  /** Every stored period of the office's company, as the server holds it (a full pull). */
  storedPeriods(office: SeededOffice, token?: string): Promise<PeriodData[]>;
}

/**
 * Registers the file's set-up and tear-down and answers its world. `server: false` starts no
 * server (a file that starts its own); `office` seeds one office for the whole file.
 */
export function useWorld(options: { server?: boolean; office?: SeedOptions } = {}): World {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let office: SeededOffice | undefined;
  const fileContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  let inTest = false;
  /**
   * Pages `page` answered, each in a context of its own, kept for the file's later tests: a
   * page loaded again in the same renderer costs Chromium about half the CPU of one in a new
   * context (about 1.4 s less per load), whose new renderer compiles the app afresh. One is
   * `busy` from the test that took it to that test's end (for good, taken outside a test);
   * `spoilt` once its context closed or a test set its clock (init scripts that cannot be
   * removed), then it is not used again.
   */
  const keptPages: { context: BrowserContext; page: Page; busy: boolean; spoilt: boolean }[] = [];
  /** Times each navigation of a traced page (RISEMA_E2E_TRACE). */
  const traceNavigation = (page: Page) => {
    for (const method of ['goto', 'reload', 'goBack', 'waitForURL'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: (...args: unknown[]) => traced(`page.${method}`, () => original(...args)),
      });
    }
    const screenshot = page.screenshot.bind(page);
    page.screenshot = (shot) => traced('screenshot', () => screenshot(shot));
  };

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The world has no ${what} (see useWorld's options).`);
    return value;
  };

  beforeAll(async () => {
    if (tracing) startTrace();
    // The browser launches while the server starts.
    const [started, launched] = await Promise.all([
      options.server === false ? undefined : traced('server start', () => startAppServer()),
      traced('browser launch', () => sharedBrowser(launchTestBrowser)),
    ]);
    server = started;
    browser = launched;
    if (options.office) {
      const seedOptions = options.office;
      office = await traced('seed office (API)', () =>
        seedOffice(need(server, 'server'), seedOptions),
      );
    }
  }, 120_000);

  beforeEach(() => {
    inTest = true;
  });

  afterEach(async () => {
    inTest = false;
    for (const context of testContexts.splice(0)) await context.close();
    for (const kept of [...keptPages]) {
      kept.busy = false;
      if (kept.spoilt) {
        keptPages.splice(keptPages.indexOf(kept), 1);
        await kept.context.close();
      } else if (!kept.page.isClosed()) {
        // The app stops (no timer or request of it runs during the next tests); the
        // renderer stays.
        await kept.page.goto('about:blank');
      }
    }
  });

  afterAll(async () => {
    for (const context of fileContexts.splice(0)) await context.close();
    keptPages.length = 0;
    if (tracing)
      console.log(traceSummary(String(expect.getState().testPath), browserCpuSinceStart()));
    // The worker's Chromium stays for the next file, with no context of this one left open.
    if (browser) await closeContexts(browser);
    await server?.stop();
  });

  const uploadAndConfirm: World['uploadAndConfirm'] = async (
    seeded,
    workbook,
    { period, kind = 'myreport' } = {},
  ) => {
    const { fileName, bytes } =
      typeof workbook === 'string' ? { fileName: workbook, bytes: fixture(workbook) } : workbook;
    const token = await world.token(seeded.accountant);
    const form = new FormData();
    form.set('companyId', seeded.company.id);
    form.set('document', new Blob([new Uint8Array(bytes)]), fileName);
    const route = kind === 'risema' ? 'upload-risema' : 'upload';
    const upload = await apiRequest(world.server, `/api/documents/${route}`, { token, form });
    expect(upload.status, `upload of ${fileName}`).toBe(201);
    const { documentId, extractedPeriod } = uploadResponseSchema.parse(upload.body);
    const confirmedPeriod = period ?? extractedPeriod;
    if (!confirmedPeriod) throw new Error(`${fileName}: no period read and none given`);
    const confirm = await apiRequest(world.server, `/api/documents/${documentId}/confirm`, {
      token,
      body: { confirmedPeriod },
    });
    expect(confirm.status, `confirmation of ${fileName}`).toBe(200);
    await apiRequest(world.server, '/api/auth/logout', { method: 'POST', token });
    return { documentId, period: confirmedPeriod, bytes };
  };

  const world: World = {
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get office() {
      return need(office, 'office');
    },
    seedOffice: (seedOptions) =>
      traced('seed office (API)', () => seedOffice(world.server, seedOptions)),
    async context(contextOptions = {}) {
      const server = contextOptions.server ?? world.server;
      const user = contextOptions.as;
      const session = user
        ? await traced('sign-in (API)', () => sessionEntries(server, user))
        : undefined;
      const context = await traced('new context', () =>
        newContext(
          world.browser,
          server,
          { width: contextOptions.width ?? 1280, height: contextOptions.height ?? 800 },
          {
            startSyncAtOnce: true,
            session,
            serviceWorker: contextOptions.serviceWorker ?? false,
          },
        ),
      );
      if (tracing) context.on('page', traceNavigation);
      (inTest ? testContexts : fileContexts).push(context);
      return context;
    },
    async page(pageOptions = {}) {
      const kept =
        pageOptions.server === undefined && !pageOptions.serviceWorker
          ? await keptPage(pageOptions)
          : undefined;
      const page = kept ?? (await (await world.context(pageOptions)).newPage());
      pageOptions.beforeOpen?.(page);
      if (pageOptions.as && pageOptions.at) await page.goto(pageOptions.at);
      else if (pageOptions.as) {
        // `/` sends a signed-in user to their home, as the login screen does after a sign-in.
        await page.goto('/');
        await page.waitForURL((url) => url.pathname !== '/');
      }
      return page;
    },
    token: (user) => login(world.server, user.email, user.password),
    uploadAndConfirm: (seeded, workbook, options) =>
      traced('upload (API)', () => uploadAndConfirm(seeded, workbook, options)),
    async storedPeriods(seeded, token) {
      const session = token ?? (await world.token(seeded.accountant));
      const periods: PeriodData[] = [];
      let since: string | null = null;
      for (;;) {
        const answer: { status: number; body: SyncResponse } = await apiRequest<SyncResponse>(
          world.server,
          `/api/sync${since ? `?since=${encodeURIComponent(since)}` : ''}`,
          { token: session },
        );
        expect(answer.status).toBe(200);
        periods.push(...answer.body.changes.periods);
        if (!answer.body.hasMore) break;
        since = answer.body.cursor;
      }
      return periods.filter((period) => period.companyId === seeded.company.id);
    },
  };
  /**
   * A kept page not in use, reset for `options` (a new one if none is free), marked busy. The
   * reset leaves the renderer and the context's HTTP cache: it navigates to a plain file of the
   * origin, drops the history and every kind of the origin's storage, plants the session of
   * `options.as` as `newContext` does, and ends on about:blank without a user.
   */
  async function keptPage(options: PageOptions): Promise<Page> {
    const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
    let kept = keptPages.find((candidate) => !candidate.busy && !candidate.spoilt);
    if (!kept) {
      const context = await newContext(world.browser, world.server, viewport, {
        startSyncAtOnce: true,
        serviceWorker: false,
      });
      if (tracing) context.on('page', traceNavigation);
      const made = { context, page: await context.newPage(), busy: true, spoilt: false };
      context.on('close', () => {
        made.spoilt = true;
      });
      // A clock installs init scripts in the context, for good.
      for (const method of CLOCK_METHODS) {
        const original = context.clock[method].bind(context.clock) as (
          ...args: unknown[]
        ) => Promise<void>;
        Object.assign(context.clock, {
          [method]: (...args: unknown[]) => {
            made.spoilt = true;
            return original(...args);
          },
        });
      }
      fileContexts.push(context);
      // Taken outside a test, it serves the whole file: not kept for others.
      if (inTest) keptPages.push(made);
      kept = made;
    } else if (!inTest) {
      keptPages.splice(keptPages.indexOf(kept), 1);
    }
    kept.busy = true;
    const { context } = kept;
    let { page } = kept;
    const session = options.as
      ? await traced('sign-in (API)', () => sessionEntries(world.server, need(options.as, 'user')))
      : undefined;
    await traced('page reset', async () => {
      for (const other of context.pages()) if (other !== page) await other.close();
      if (page.isClosed()) {
        page = await context.newPage();
        kept.page = page;
      }
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      await context.clearCookies();
      await context.clearPermissions();
      await page.emulateMedia({
        media: null,
        colorScheme: null,
        forcedColors: null,
        reducedMotion: 'reduce',
      });
      await page.setViewportSize(viewport);
      await page.goto(BLANK_FILE);
      const cdp = await context.newCDPSession(page);
      try {
        await cdp.send('Page.resetNavigationHistory');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: world.server.url,
          storageTypes: 'all',
        });
      } finally {
        await cdp.detach();
      }
      await page.evaluate((entries) => {
        sessionStorage.clear();
        localStorage.clear();
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, session ?? []);
      if (!session) await page.goto('about:blank');
    });
    return page;
  }

  return world;
}

/** A plain file of the app's origin: a kept page's storage is reset from it (`keptPage`). */
const BLANK_FILE = '/favicon.svg';

/** The methods of Playwright's clock, each of which installs it. */
const CLOCK_METHODS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;
