/**
 * Browser benchmark of the office lists (part of `npm run bench:web`; alone with
 * `npx tsx web/bench/lists.ts` after a build, or with RISEMA_WEB_DIST set to one):
 * - 500 companies and 50 licences seeded through the server's repositories (50 offices);
 * - an admin opens Empresas and Licenças from the menu (in-app navigation, the target
 *   < 300 ms from the click to the first rendered row) and by a fresh page load of
 *   /admin/companies and /admin/licenses (with the page heading to first row apart);
 * - a search typed on /companies, one key every 120 ms: the longest main-thread task meanwhile
 *   (target: none over 50 ms), from Chromium's Long Tasks API.
 * Real server (temporary SQLite), the built app, Debian's Chromium. Medians over several runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startTestServer } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import type { Page } from 'playwright-core';
import { seedBench } from '../../sync-server/bench/seed';
import {
  checkPrerequisites,
  launchBrowser,
  newContext,
  signInThroughUi,
  webDist,
} from '../e2e/browser';

const OFFICES = 50;
const COMPANIES_PER_OFFICE = 10;
const RUNS = 5;
const FIRST_ROW_TARGET_MS = 300;
const LONG_TASK_TARGET_MS = 50;
const QUERY = 'empresa 4';
const KEY_DELAY_MS = 120;
const SAMPLE = '../../fixtures/myreport-padaria-lusitana-2025-06.xlsx';

// Runs in the page before its scripts: long tasks, and when the first element matching each
// selector the bench put in sessionStorage appears (performance.now(), from navigation start).
const PAGE_PROBES = `
  window.__bench = { longTasks: [], seen: {}, clickAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const marks = () => JSON.parse(sessionStorage.getItem('bench-marks') || '{}');
  const observer = new MutationObserver(() => {
    const wanted = marks();
    for (const [name, selector] of Object.entries(wanted)) {
      if (!(name in window.__bench.seen) && document.querySelector(selector)) {
        window.__bench.seen[name] = performance.now();
      }
    }
    if (Object.keys(window.__bench.seen).length >= Object.keys(wanted).length) observer.disconnect();
  });
  const watch = () => observer.observe(document, { childList: true, subtree: true });
  watch();
  // A click on a menu link starts an in-app navigation: watch again from it.
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('nav a')) return;
    window.__bench.clickAt = performance.now();
    window.__bench.seen = {};
    watch();
  }, true);
`;

interface PageProbes {
  longTasks: [number, number][];
  seen: Record<string, number>;
  clickAt: number | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** 50 offices (licence + accountant) and 500 companies, through the repositories (quick). */
async function startSeededServer(): Promise<TestServer> {
  checkPrerequisites();
  const dataDir = mkdtempSync(join(tmpdir(), 'risema-bench-web-'));
  await seedBench({
    location: { kind: 'sqlite', dataDir },
    sampleFile: fileURLToPath(new URL(SAMPLE, import.meta.url)),
    accountants: OFFICES,
    companies: OFFICES * COMPANIES_PER_OFFICE,
    periods: 0,
  });
  const server = await startTestServer({ dataDir, webDistDir: webDist });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function probes(page: Page): Promise<PageProbes> {
  return page.evaluate(() => (window as unknown as { __bench: PageProbes }).__bench);
}

/** When the page's heading and its first row appeared, from a fresh load's navigation start. */
interface LoadTimes {
  heading: number;
  row: number;
}

/** The licence cards drawn (the list draws its first cards first, then the others). */
const LICENSE_ROW = 'main li:not([data-testid])';
const LAST_LICENSE_ROW = `${LICENSE_ROW}:nth-child(${OFFICES})`;

async function setMarks(page: Page, rowSelector: string, lastSelector?: string): Promise<void> {
  await page.evaluate((marks) => sessionStorage.setItem('bench-marks', JSON.stringify(marks)), {
    heading: 'main h1',
    row: rowSelector,
    ...(lastSelector ? { last: lastSelector } : {}),
  });
}

/** A fresh page load of `path`. */
async function loadTimes(page: Page, path: string, rowSelector: string): Promise<LoadTimes> {
  await setMarks(page, rowSelector);
  await page.goto(path);
  await page.locator(rowSelector).first().waitFor();
  const { seen } = await probes(page);
  if (seen.heading === undefined || seen.row === undefined)
    throw new Error(`nothing seen on ${path}`);
  return { heading: seen.heading, row: seen.row };
}

/** An in-app navigation from the menu: the time from the click to the first (and last) row. */
async function navigationTimes(
  page: Page,
  link: string,
  rowSelector: string,
  lastSelector = rowSelector,
): Promise<{ row: number; last: number }> {
  await setMarks(page, rowSelector, lastSelector);
  await page.getByRole('navigation').getByRole('link', { name: link }).click();
  await page.locator(lastSelector).first().waitFor();
  const { seen, clickAt } = await probes(page);
  if (seen.row === undefined || seen.last === undefined || clickAt === null)
    throw new Error(`nothing seen after ${link}`);
  return { row: seen.row - clickAt, last: seen.last - clickAt };
}

/** Types the query key by key; answers the longest main-thread task while it runs. */
async function longestTaskWhileTyping(page: Page): Promise<number> {
  const search = page.getByLabel('Pesquisar empresas');
  await search.fill('');
  await page.waitForTimeout(300);
  const from = await page.evaluate(() => performance.now());
  await search.pressSequentially(QUERY, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(500);
  const { longTasks } = await probes(page);
  return Math.max(
    0,
    ...longTasks.filter(([start]) => start >= from).map(([, duration]) => duration),
  );
}

/** The lists scenario of `npm run bench:web`. */
export async function runListsBench(): Promise<void> {
  const server = await startSeededServer();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server, undefined, {
      reducedMotion: 'no-preference',
    });
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    await signInThroughUi(page, server.admin);
    // The first sync brings every row to the device; the runs then load pages over it.
    await page.goto('/admin/companies');
    await page.getByTestId('company-row').first().waitFor({ timeout: 60_000 });

    const companyRow = '[data-testid="company-row"]';
    const licenseRow = LICENSE_ROW;
    const companies: LoadTimes[] = [];
    const licenses: LoadTimes[] = [];
    const toCompanies: number[] = [];
    const toLicenses: number[] = [];
    const toAllLicenses: number[] = [];
    const typing: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      companies.push(await loadTimes(page, '/admin/companies', companyRow));
      typing.push(await longestTaskWhileTyping(page));
      const licenseTimes = await navigationTimes(page, 'Licenças', licenseRow, LAST_LICENSE_ROW);
      toLicenses.push(licenseTimes.row);
      toAllLicenses.push(licenseTimes.last);
      toCompanies.push((await navigationTimes(page, 'Empresas', companyRow)).row);
      licenses.push(await loadTimes(page, '/admin/licenses', licenseRow));
    }
    const line = (label: string, values: number[], target: number, unit = 'ms') =>
      console.log(
        `  ${label}: median ${Math.round(median(values))} ${unit}, max ${Math.round(
          Math.max(...values),
        )} ${unit} (target < ${target} ${unit}) ${Math.max(...values) < target ? 'ok' : 'OVER'}`,
      );
    const load = loadavg()[0] ?? 0;
    console.log(
      `lists (${RUNS} runs, 500 companies, 50 licences; machine load average ${load.toFixed(1)}):`,
    );
    line('menu → Empresas, click to first row', toCompanies, FIRST_ROW_TARGET_MS);
    line('menu → Licenças, click to first row', toLicenses, FIRST_ROW_TARGET_MS);
    line(`menu → Licenças, click to all ${OFFICES} cards`, toAllLicenses, FIRST_ROW_TARGET_MS);
    for (const [path, times] of [
      ['/admin/companies', companies],
      ['/admin/licenses', licenses],
    ] as const) {
      line(
        `${path}, fresh page load to first row`,
        times.map((t) => t.row),
        FIRST_ROW_TARGET_MS,
      );
      line(
        `${path}, page heading to first row (data read and drawn)`,
        times.map((t) => t.row - t.heading),
        FIRST_ROW_TARGET_MS,
      );
    }
    line(`longest main-thread task while typing "${QUERY}"`, typing, LONG_TASK_TARGET_MS);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runListsBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
