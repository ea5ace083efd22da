/**
 * Browser benchmark of the accountant's Carteira de clientes (part of `npm run bench:web`; alone
 * with `npx tsx web/bench/portfolio.ts` after a build, or with RISEMA_WEB_DIST set to one):
 * - one accountant with 100 companies, each with December 2025 and December 2024 holding the
 *   statements of a real sample (so every row compares like for like), seeded through the
 *   server's repositories;
 * - once the first sync has brought everything to the device, the time from a click on the menu's
 *   `Dashboard` (coming from Empresas) to the 100th row of the portfolio drawn — the rows read
 *   from IndexedDB and computed by finance-core — (target < 200 ms), and a fresh page load of
 *   /accountant, from the page's heading to the 100th row.
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

const COMPANIES = 100;
const RUNS = 7;
const TARGET_MS = 200;
const SAMPLE = '../../fixtures/myreport-padaria-lusitana-2025-12.xlsx';
const ROW = '[data-testid="portfolio-row"]';
const LAST_ROW = `${ROW}:nth-child(${COMPANIES})`;

// Runs in the page before its scripts: when the heading and the 100th row first appear
// (performance.now(), from navigation start), and when a menu link was clicked.
const PAGE_PROBES = `
  window.__bench = { seen: {}, clickAt: null };
  const wanted = { heading: 'main h1', last: '${LAST_ROW}' };
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(wanted)) {
      if (!(name in window.__bench.seen) && document.querySelector(selector)) {
        window.__bench.seen[name] = performance.now();
      }
    }
  });
  const watch = () => observer.observe(document, { childList: true, subtree: true });
  watch();
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('nav a')) return;
    window.__bench.clickAt = performance.now();
    window.__bench.seen = {};
  }, true);
`;

interface PageProbes {
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

async function probes(page: Page): Promise<PageProbes> {
  return page.evaluate(() => (window as unknown as { __bench: PageProbes }).__bench);
}

/** One accountant, 100 companies with December 2025 and 2024 each. */
async function startSeededServer(): Promise<{
  server: TestServer;
  email: string;
  password: string;
}> {
  checkPrerequisites();
  const dataDir = mkdtempSync(join(tmpdir(), 'risema-bench-portfolio-'));
  const seeded = await seedBench({
    location: { kind: 'sqlite', dataDir },
    sampleFile: fileURLToPath(new URL(SAMPLE, import.meta.url)),
    accountants: 1,
    companies: COMPANIES,
    periods: ['2025-12', '2024-12'],
  });
  const server = await startTestServer({ dataDir, webDistDir: webDist });
  const email = seeded.accountants[0]?.email ?? '';
  return {
    server: {
      ...server,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
    email,
    password: seeded.password,
  };
}

/** Menu → Dashboard from Empresas: the click to the 100th row. */
async function fromMenu(page: Page): Promise<number> {
  await page.getByRole('navigation').getByRole('link', { name: 'Empresas' }).click();
  await page.getByTestId('company-row').first().waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.locator(LAST_ROW).waitFor();
  const { seen, clickAt } = await probes(page);
  if (seen.last === undefined || clickAt === null) throw new Error('no row seen after the click');
  return seen.last - clickAt;
}

/** A fresh page load of /accountant: from the page's heading to the 100th row. */
async function fromLoad(page: Page): Promise<number> {
  await page.goto('/accountant');
  await page.locator(LAST_ROW).waitFor();
  const { seen } = await probes(page);
  if (seen.last === undefined || seen.heading === undefined) throw new Error('nothing seen');
  return seen.last - seen.heading;
}

/** The portfolio scenario of `npm run bench:web`. */
export async function runPortfolioBench(): Promise<void> {
  const { server, email, password } = await startSeededServer();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server, undefined, {
      reducedMotion: 'no-preference',
    });
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    await signInThroughUi(page, { email, password });
    // The first sync brings the 100 companies and 200 periods to the device.
    await page.locator(LAST_ROW).waitFor({ timeout: 120_000 });

    const menu: number[] = [];
    const load: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      menu.push(await fromMenu(page));
      load.push(await fromLoad(page));
    }
    const line = (label: string, values: number[]) => {
      const figure = median(values);
      console.log(
        `  ${label}: median ${Math.round(figure)} ms, max ${Math.round(Math.max(...values))} ms; target < ${TARGET_MS} ms; ratio ${(figure / TARGET_MS).toFixed(2)} ${figure < TARGET_MS ? 'ok' : 'OVER'}`,
      );
    };
    console.log(
      `portfolio (${RUNS} runs, ${COMPANIES} companies × 2 periods, data on the device; machine load average ${(loadavg()[0] ?? 0).toFixed(1)}):`,
    );
    line(`menu → Dashboard, click to the ${COMPANIES}th row`, menu);
    line(`/accountant fresh load, heading to the ${COMPANIES}th row`, load);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runPortfolioBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
