/**
 * Browser benchmark of a signed-in user's reload, desktop, no throttling (part of
 * `npm run bench:web`; alone with `npx tsx web/bench/reload.ts` after a build, or with
 * RISEMA_WEB_DIST set to one). The service worker installed and the data on the device:
 * - an accountant's reload of /companies to its first row, against the in-app menu navigation
 *   to it (click to first row): goal ≤ 3×;
 * - a manager's reload of /company/{id} to its first dashboard gauge, against switching to the
 *   Dashboard tab inside the app (click to first gauge): goal ≤ 3×;
 * - where a reload's time goes: the app's start marks (main script run, frame and page code,
 *   data layer code, local database open) from the navigation's start.
 * Real server (temporary SQLite), the built app, Debian's Chromium. Medians over several runs.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Company } from '@risema/finance-core/contract';
import {
  apiRequest,
  login,
  randomNif,
  seedOffice,
  startTestServer,
} from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { START_MARKS } from '../src/app/warm-start';
import {
  checkPrerequisites,
  launchBrowser,
  newContext,
  serviceWorkerReady,
  signInThroughUi,
  webDist,
} from '../e2e/browser';
import { storeSamplePeriod } from './sample-period';

const RUNS = 7;
const COMPANIES = 30;
const RATIO_GOAL = 3;
const ROW = '[data-testid="company-row"]';
// The shown Dashboard's gauge: visited tabs stay mounted, hidden (`data-kept-hidden`), so a
// gauge in the DOM is not yet a gauge on the screen.
const GAUGE = '[role="tabpanel"]:not([data-kept-hidden]) [data-testid="dashboard"] [data-gauge]';

// Runs in the page before its scripts: when the first element matching the wanted selector
// appears (performance.now(), from the navigation's start), and the last click's time.
// `__reloadSeen` answers once it has appeared: a reload is waited on with it, not with a
// Playwright locator, whose script (compiled in the page at its first use, tens of ms of the
// main thread) would otherwise run inside the measured reload and never inside a click.
const PAGE_PROBE = `
  window.__reload = { seen: null, clickAt: null };
  let markSeen;
  window.__reloadSeen = new Promise((resolve) => { markSeen = resolve; });
  const wanted = () => sessionStorage.getItem('bench-wanted');
  const observer = new MutationObserver(() => {
    const selector = wanted();
    if (selector && window.__reload.seen === null && document.querySelector(selector)) {
      window.__reload.seen = performance.now();
      markSeen();
    }
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-kept-hidden'],
  });
  document.addEventListener('click', () => {
    window.__reload.clickAt = performance.now();
    window.__reload.seen = null;
  }, true);
`;

interface Probe {
  seen: number | null;
  clickAt: number | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => (window as unknown as { __reload: Probe }).__reload);
}

async function want(page: Page, selector: string): Promise<void> {
  await page.evaluate((value) => sessionStorage.setItem('bench-wanted', value), selector);
}

/** A reload of the page: navigation start to the first `selector`, and the start marks. */
async function reloadTimes(
  page: Page,
  selector: string,
): Promise<{ first: number; marks: Record<string, number> }> {
  await want(page, selector);
  await page.reload();
  await page.evaluate(() => (window as unknown as { __reloadSeen: Promise<void> }).__reloadSeen);
  // The locator's script compiled now, after the measured part, as before the clicks that follow.
  await page.locator(selector).first().waitFor();
  const { seen } = await probe(page);
  if (seen === null) throw new Error(`${selector} not seen after a reload`);
  const marks = await page.evaluate(
    (names) =>
      Object.fromEntries(
        names.flatMap((name) => {
          const mark = performance.getEntriesByName(name, 'mark')[0];
          return mark ? [[name, mark.startTime]] : [];
        }),
      ),
    Object.values(START_MARKS),
  );
  return { first: seen, marks };
}

/** A click on `target`, to the first `selector` after it. */
async function clickTimes(page: Page, click: () => Promise<void>, selector: string) {
  await want(page, selector);
  await click();
  await page.locator(selector).first().waitFor();
  await page.waitForFunction(
    () => (window as unknown as { __reload: Probe }).__reload.seen !== null,
  );
  const { seen, clickAt } = await probe(page);
  if (seen === null || clickAt === null) throw new Error(`${selector} not seen after a click`);
  return seen - clickAt;
}

/** An accountant with COMPANIES companies, one of them with a confirmed period. */
async function seed(server: TestServer) {
  const office = await seedOffice(server, {
    maxCompanies: COMPANIES + 5,
    company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
  });
  const token = await login(server, office.accountant.email, office.accountant.password);
  for (let i = 1; i < COMPANIES; i++) {
    const answer = await apiRequest<Company>(server, '/api/companies', {
      token,
      body: {
        name: `Empresa ${i}, Lda`,
        taxId: randomNif(),
        managerName: `Gestor ${i}`,
        managerEmail: `gestor-${i}-${office.company.id.slice(0, 8)}@risema.test`,
      },
    });
    if (answer.status !== 201) throw new Error(`company ${i}: ${answer.status}`);
  }
  await storeSamplePeriod(server, token, office.company.id);
  return office;
}

/** Signs in, waits for the service worker and the data, reloads under the worker's control. */
async function installed(context: BrowserContext, user: { email: string; password: string }) {
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  await signInThroughUi(page, user);
  await serviceWorkerReady(page);
  await page.reload();
  return page;
}

function report(label: string, reloads: number[], inApp: number[], inAppLabel: string): void {
  const ratio = median(reloads) / median(inApp);
  console.log(
    `  ${label}: reload → first ${Math.round(median(reloads))} ms (median), ${inAppLabel} ${Math.round(median(inApp))} ms: ${ratio.toFixed(1)}× (goal ≤ ${RATIO_GOAL}×) ${ratio <= RATIO_GOAL ? 'ok' : 'OVER'}`,
  );
}

function reportMarks(runs: Record<string, number>[]): void {
  const parts = Object.values(START_MARKS).map((name) => {
    const values = runs.flatMap((marks) => (marks[name] === undefined ? [] : [marks[name]]));
    return `${name.replace('risema:', '')} ${values.length ? Math.round(median(values)) : '–'}`;
  });
  console.log(`    where the reload's time goes (ms from navigation start): ${parts.join(', ')}`);
}

/** The reload scenario of `npm run bench:web`. */
export async function runReloadBench(): Promise<void> {
  checkPrerequisites();
  const server = await startTestServer({ webDistDir: webDist });
  const browser = await launchBrowser();
  try {
    const office = await seed(server);
    const options = { reducedMotion: 'no-preference' } as const;

    const accountantContext = await newContext(browser, server, undefined, options);
    const accountant = await installed(accountantContext, office.accountant);
    await accountant.goto('/companies');
    await accountant.locator(ROW).first().waitFor({ timeout: 60_000 });
    const companiesReloads: number[] = [];
    const companiesMarks: Record<string, number>[] = [];
    const companiesMenu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times = await reloadTimes(accountant, ROW);
      companiesReloads.push(times.first);
      companiesMarks.push(times.marks);
      await accountant.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
      await accountant.getByRole('heading', { name: 'Dashboard Contabilista' }).waitFor();
      companiesMenu.push(
        await clickTimes(
          accountant,
          () => accountant.getByRole('navigation').getByRole('link', { name: 'Empresas' }).click(),
          ROW,
        ),
      );
    }
    await accountantContext.close();

    const managerContext = await newContext(browser, server, undefined, options);
    const manager = await installed(managerContext, office.manager);
    await manager.waitForURL(`**/company/${office.company.id}`);
    await manager.locator(GAUGE).first().waitFor({ timeout: 60_000 });
    const companyReloads: number[] = [];
    const companyMarks: Record<string, number>[] = [];
    const dashboardTab: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times = await reloadTimes(manager, GAUGE);
      companyReloads.push(times.first);
      companyMarks.push(times.marks);
      await manager.getByRole('tab', { name: 'Resumo', exact: true }).click();
      await manager.locator(GAUGE).first().waitFor({ state: 'detached' });
      dashboardTab.push(
        await clickTimes(
          manager,
          () => manager.getByRole('tab', { name: 'Dashboard', exact: true }).click(),
          GAUGE,
        ),
      );
    }
    await managerContext.close();

    const load = loadavg()[0] ?? 0;
    console.log(
      `reload (${RUNS} runs, service worker installed, data on the device; machine load average ${load.toFixed(1)}):`,
    );
    report('/companies', companiesReloads, companiesMenu, 'menu → Empresas');
    reportMarks(companiesMarks);
    report('/company/{id}', companyReloads, dashboardTab, 'switching to its Dashboard tab');
    reportMarks(companyMarks);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runReloadBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
