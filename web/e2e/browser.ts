// Shared set-up of the browser tests: the built app served by the real server, and Chromium.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRequest, startTestServer } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '../src/stores/auth-keys';
import { traced } from './trace';

/** Debian's Chromium (never a browser downloaded by a test tool): the benchmarks' browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (same Blink and V8, no browser UI layer): the
 * tests' browser. The same pages cost it about a quarter less CPU than the full browser run
 * headless, whose browser process and tab-strip renderer keep working for a UI nobody sees.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** Launch flags of docs/design.md §9. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The tests' flags: the same, and V8 compiling no further than its baseline tier (Sparkplug). A
 * test page lives for seconds, and the optimising compilers' work on its code (on V8's background
 * threads) was a fifth of the renderer's CPU that the page never earned back; the JavaScript's
 * behaviour is the same in every tier. The benchmarks keep V8's defaults, as a user's browser has.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1'];

/** The built app; RISEMA_WEB_DIST points elsewhere (a build with `vite build --outDir`). */
export const webDist =
  process.env.RISEMA_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
/** Screenshots and other artefacts of the browser tests (git-ignored). */
export const artifactsDir = fileURLToPath(new URL('./artifacts', import.meta.url));

/** Fails with a clear message when the build or the browser (`executablePath`) is missing. */
export function checkPrerequisites(executablePath = CHROMIUM_PATH): void {
  if (!existsSync(resolve(webDist, 'index.html'))) {
    throw new Error(`The built app is missing (${webDist}): run \`npm run build\` first.`);
  }
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is missing (${executablePath}): run \`npm run setup:browser\` (apt-get installs it).`,
    );
  }
}

/** Chromium with the benchmarks' flags. */
export async function launchBrowser(): Promise<Browser> {
  checkPrerequisites(CHROMIUM_PATH);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The tests' browser: the headless shell with the tests' flags. */
export async function launchTestBrowser(): Promise<Browser> {
  checkPrerequisites(HEADLESS_SHELL_PATH);
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: TEST_CHROMIUM_FLAGS });
}

/** Closes every context still open in the browser: the next file starts on none. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/** The real server with the built app, on 127.0.0.1 and an ephemeral port. */
export async function startAppServer(): Promise<TestServer> {
  checkPrerequisites();
  return startTestServer({ webDistDir: webDist });
}

/** The stored auth keys of a signed-in user (`sessionEntries`), as localStorage entries. */
export type SessionEntries = { name: string; value: string }[];

/** localStorage key marking a context whose session was planted (planted once, never again). */
const PLANTED_KEY = 'risemaTestSessionPlanted';

/**
 * A fresh context (no storage, no service worker) in pt-PT. Tests ask for reduced motion (the
 * default), so dialogs, drawers and toasts appear at once and a check never sees one half
 * faded in; benchmarks pass `'no-preference'` to time what a user sees. `startSyncAtOnce`
 * (the tests' contexts) has the app start its first sync round at once instead of after the
 * first screen's moment (web/src/app/use-sync-triggers.ts); `session` plants a signed-in user's
 * stored keys before the first page's code runs, once (a sign-out stays signed out);
 * `serviceWorker: false` keeps the app's service worker from registering.
 */
export async function newContext(
  browser: Browser,
  server: TestServer,
  viewport = { width: 1280, height: 800 },
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    startSyncAtOnce?: boolean;
    session?: SessionEntries;
    serviceWorker?: boolean;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'pt-PT',
    viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorker === false ? 'block' : 'allow',
  });
  if (options.startSyncAtOnce) {
    await context.addInitScript(() => {
      (window as { risemaStartSyncAtOnce?: boolean }).risemaStartSyncAtOnce = true;
    });
  }
  if (options.session) {
    // An init script, not Playwright's `storageState` (which opens a page of the origin to
    // write it: about 2 s more of Chromium's CPU per context than signing in on the login screen).
    await context.addInitScript(
      ({ entries, planted }) => {
        if (localStorage.getItem(planted) !== null) return;
        for (const { name, value } of entries) localStorage.setItem(name, value);
        localStorage.setItem(planted, '1');
      },
      { entries: options.session, planted: PLANTED_KEY },
    );
  }
  return context;
}

/**
 * The entries a sign-in leaves in localStorage for this user (the app's `authToken` and
 * `authUser` keys, web/src/stores/auth-keys.ts), signed in through the API: a context given
 * them (`newContext`'s `session`) opens the app signed in, without the login screen.
 */
export async function sessionEntries(
  server: TestServer,
  credentials: { email: string; password: string },
): Promise<SessionEntries> {
  const answer = await apiRequest<{ token?: string; user?: unknown }>(server, '/api/auth/login', {
    body: credentials,
  });
  const { token, user } = answer.body;
  if (answer.status !== 200 || !token || !user) {
    throw new Error(`Sign-in of ${credentials.email} failed: ${answer.status}`);
  }
  return [
    { name: AUTH_TOKEN_KEY, value: token },
    { name: AUTH_USER_KEY, value: JSON.stringify(user) },
  ];
}

/** Signs in through the login screen and waits for the redirect away from it. */
export async function signInThroughUi(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await traced('sign-in (UI)', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });
}

/** Waits for the toast with this title, then closes it (one at a time, docs/product.md §4). */
export async function expectToast(page: Page, title: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notificações/ });
  await region.getByText(title, { exact: true }).waitFor();
  await region.getByRole('button', { name: 'Fechar notificação' }).click();
}

/**
 * Whether the tests keep screenshots of what they check in web/e2e/artifacts
 * (`RISEMA_E2E_SCREENSHOTS=1`): images for a person to look at, never asserted on, and a large
 * part of Chromium's work in a run (a full page rendered again in software), so off by default.
 */
export const keepingScreenshots = Boolean(process.env.RISEMA_E2E_SCREENSHOTS);

/** A screenshot of the page kept as the artefact `fileName`, when `keepingScreenshots`. */
export async function keepScreenshot(
  page: Page,
  fileName: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!keepingScreenshots) return;
  await page.screenshot({ path: artifact(fileName), fullPage: options.fullPage ?? false });
}

/**
 * Checks a screen as every screen must be: axe-clean, nothing overflowing sideways at the
 * page's width; a full-page screenshot `<name>-<width>.png` kept as an artefact (`keepScreenshot`).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const width = page.viewportSize()?.width ?? 1280;
  await keepScreenshot(page, `${name}-${width}.png`, { fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} overflows`,
  ).toBeLessThanOrEqual(width);
}

/**
 * Waits until the service worker is active and activated; answers how many URLs the caches
 * hold, so a worker that installed with nothing cached can fail a test.
 */
export async function serviceWorkerReady(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((done) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') done();
        });
      });
    }
    let cached = 0;
    for (const name of await caches.keys())
      cached += (await (await caches.open(name)).keys()).length;
    return cached;
  });
}

/** Path of an artefact file, creating the folder. */
export function artifact(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return resolve(artifactsDir, name);
}

/**
 * Waits until the page is still: no finite animation running (a dialog or a toast fading in, a
 * drawer sliding) and every toast open, over two frames in a row (a toast queued for the next
 * tick has appeared by then). Endless animations (a spinner) do not count. Gives up after 10 s.
 */
export async function settled(page: Page): Promise<void> {
  await traced('settled', () => stillPage(page));
}

async function stillPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const moving = () => [
      ...document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        ),
    ];
    const toastsMoving = () =>
      document.querySelectorAll('[data-scope="toast"][data-part="root"]:not([data-state="open"])')
        .length > 0;
    const deadline = Date.now() + 10_000;
    let still = 0;
    while (still < 2 && Date.now() < deadline) {
      const running = moving();
      if (running.length === 0 && !toastsMoving()) still += 1;
      else still = 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await frame();
    }
  });
}

/**
 * The axe-core rules (4.14) whose every check is of minor or moderate impact: they can never
 * report a serious or critical violation, the only ones a check keeps, so they are not run
 * (`region` alone walks every element of the page). A rule an upgrade adds still runs.
 */
const MINOR_OR_MODERATE_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/**
 * The axe-core source given to a check of a document that already holds axe-core from an earlier
 * check: nothing. AxeBuilder evaluates its source twice per check otherwise (half a megabyte
 * sent, compiled and run again each time); axe-core runs again as it is, with the same rules
 * and options (passed at each run), as a browser extension runs it.
 */
const AXE_ALREADY_THERE = 'void 0';

/**
 * The axe-core the checks inject: 4.14, not the 4.13 that @axe-core/playwright 4.13 (its last
 * release for Node 20) brings. 4.14 checks the same page in a third of the time where it holds
 * long tables (the FSE tab's 250 rows: 17 s → 5 s).
 */
const AXE_SOURCE = axe.source;

/** Whether every frame of the page holds axe-core (a navigation or a new frame drops it). */
async function everyFrameHasAxe(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const has = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (!has) return false;
  }
  return true;
}

/**
 * The serious and critical axe-core violations on the page (or inside `include`, a selector),
 * each as `rule: targets`, so a failing assertion says what and where. Checks a still page
 * (`settled`): colours half faded in are not the page's colours.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  // Passes and inapplicable rules are not read: axe then details only the violations (the
  // heaviest part of a check is collecting every passing node). Legacy mode runs `axe.run` in
  // the page (frames of the same origin included) instead of a partial run per frame finished
  // in a new blank page, which compiled axe-core once more per check: a check about half as
  // long, every rule the same (the app has no frame of another origin).
  const builder = new AxeBuilder({
    page,
    axeSource: (await everyFrameHasAxe(page)) ? AXE_ALREADY_THERE : AXE_SOURCE,
  })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .disableRules(MINOR_OR_MODERATE_RULES);
  const result = await traced('axe', () =>
    (include ? builder.include(include) : builder).analyze(),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Scrolls to each chart of the panel and waits for it: a chart below the fold is drawn only once
 * its place comes near the screen (a skeleton until then).
 */
export async function drawCharts(panel: Locator): Promise<void> {
  const slots = panel.locator('[data-chart-slot]');
  await slots.first().waitFor();
  const count = await slots.count();
  for (let index = 0; index < count; index++) {
    await slots.nth(index).scrollIntoViewIfNeeded();
    await slots.nth(index).locator('canvas').waitFor();
  }
}
