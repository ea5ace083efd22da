/**
 * Lighthouse benchmark of the first load on a phone (part of `npm run bench:web`; alone with
 * `npx tsx web/bench/lighthouse.ts` after a build, or with RISEMA_WEB_DIST set to one).
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) measures, in Debian's Chromium:
 * - `/login`, first visit (storage and service worker cleared);
 * - the manager's return visit to `/company/{id}` (signed in, service worker installed, the
 *   company's data synced to the device);
 * - a bare static HTML page served beside the app, under the same throttling: the floor each
 *   figure is set against, since this machine's speed varies.
 * It prints first and largest contentful paint and total blocking time with their ratios to the
 * bare page's, the scores, the back/forward cache and console-issues audits, and the goals.
 * Medians over LIGHTHOUSE_RUNS runs (default 3); LIGHTHOUSE_JSON_DIR keeps every run's full report.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { login, seedOffice, startTestServer } from '@risema/sync-server/testing';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  checkPrerequisites,
  signInThroughUi,
  webDist,
} from '../e2e/browser';
import { storeSamplePeriod } from './sample-period';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where each run's full Lighthouse report (JSON) goes, for a look at its audits; unset: nowhere. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

/** The floor: what a browser does for the least page there is, under the same throttling. */
const BARE_PAGE = `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Página de referência" />
    <title>Referência</title>
  </head>
  <body>
    <h1>RISEMA</h1>
    <p>Análise inteligente do seu negócio.</p>
  </body>
</html>
`;

/** One Lighthouse run's figures. */
interface Figures {
  fcp: number;
  lcp: number;
  tbt: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Audits that failed among those the goals name (bfcache, console errors, issues). */
  failing: string[];
  transferredKiB: number;
}

const WATCHED_AUDITS = ['bf-cache', 'errors-in-console', 'inspector-issues'];

function figuresOf(lhr: Result): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    failing: WATCHED_AUDITS.flatMap((id) => {
      const audit = lhr.audits[id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      // The table's first column says why (a bfcache blocker, an issue type).
      const items = audit.details?.type === 'table' ? audit.details.items : [];
      const reasons = items.map((item) => {
        const reason = item.reason ?? item.issueType ?? item.description;
        return typeof reason === 'string' ? reason : JSON.stringify(reason);
      });
      return [`${id} (${reasons.join('; ') || 'no detail'})`];
    }),
    transferredKiB: numeric('total-byte-weight') / 1024,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over the runs; the failing audits of any run. */
function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Omit<Figures, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    transferredKiB: of('transferredKiB'),
  };
}

/** A free port for Chromium's DevTools endpoint, which Lighthouse drives. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** The bare page on its own HTTP server; answers its URL and a stop function. */
async function serveBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
const ms = (value: number) => `${Math.round(value)} ms`;

/** The Lighthouse scenario of `npm run bench:web`. */
export async function runLighthouseBench(): Promise<void> {
  checkPrerequisites();
  const server = await startTestServer({ webDistDir: webDist });
  const bare = await serveBarePage();
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'risema-lighthouse-'));
  // One persistent profile: Lighthouse's tab shares it with the pages that set up the return
  // visit (the manager's session, the service worker, the synced data).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    // Playwright turns the back/forward cache off by default; Lighthouse audits it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    baseURL: server.url,
    locale: 'pt-PT',
  });
  try {
    const office = await seedOffice(server, {
      company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
    });
    const token = await login(server, office.accountant.email, office.accountant.password);
    await storeSamplePeriod(server, token, office.company.id);

    const audit = async (url: string, flags: Flags = {}): Promise<Figures> => {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...flags,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
        writeFileSync(join(JSON_DIR, name), JSON.stringify(result.lhr));
      }
      return figuresOf(result.lhr);
    };

    const bareRuns: Figures[] = [];
    const loginRuns: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      bareRuns.push(await audit(bare.url));
      loginRuns.push(await audit(`${server.url}/login`));
    }

    // The manager's first visit: signed in, the company's data synced, the service worker
    // installed with its precache. Then the return visits, without clearing any of it.
    const companyPath = `/company/${office.company.id}`;
    const page = await context.newPage();
    await signInThroughUi(page, office.manager);
    await page.waitForURL(`**${companyPath}`);
    await page.locator('[data-gauge]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.close();
    const returnRuns: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      returnRuns.push(await audit(`${server.url}${companyPath}`, { disableStorageReset: true }));
    }

    const floor = medianFigures(bareRuns);
    const first = medianFigures(loginRuns);
    const back = medianFigures(returnRuns);
    const load = loadavg()[0] ?? 0;
    console.log(
      `lighthouse (mobile preset, ${RUNS} runs each, medians; machine load average ${load.toFixed(1)}):`,
    );
    console.log(
      `  bare static page: FCP ${ms(floor.fcp)}, LCP ${ms(floor.lcp)}, TBT ${ms(floor.tbt)}, performance ${floor.performance}`,
    );
    const describe = (label: string, figures: Figures, runs: readonly Figures[]) => {
      const fcpRatio = figures.fcp / floor.fcp;
      const lcpRatio = figures.lcp / floor.lcp;
      const tbtOver = figures.tbt - floor.tbt;
      console.log(`  ${label}:`);
      console.log(
        `    FCP ${ms(figures.fcp)} = ${fcpRatio.toFixed(2)}× the bare page's (goal ≤ 1.5×) ${ok(fcpRatio <= 1.5)}`,
      );
      console.log(
        `    LCP ${ms(figures.lcp)} = ${lcpRatio.toFixed(2)}× the bare page's (goal ≤ 1.5×) ${ok(lcpRatio <= 1.5)}`,
      );
      console.log(
        // Each run's too: on a shared 2-core machine one set of runs can spread by half.
        `    TBT ${ms(figures.tbt)} = the bare page's + ${ms(tbtOver)} (goal ≤ + 200 ms) ${ok(tbtOver <= 200)}; runs ${runs.map((run) => ms(run.tbt)).join(', ')}`,
      );
      console.log(
        `    performance ${figures.performance} (goal ≥ 90) ${ok(figures.performance >= 90)}; accessibility ${figures.accessibility}, best practices ${figures.bestPractices} (goal ≥ 95) ${ok(figures.accessibility >= 95 && figures.bestPractices >= 95)}`,
      );
      console.log(
        `    audits ${WATCHED_AUDITS.join(', ')}: ${figures.failing.length === 0 ? 'pass' : `FAILING ${figures.failing.join(', ')}`}; transferred ${Math.round(figures.transferredKiB)} KiB`,
      );
    };
    describe('/login, first visit', first, loginRuns);
    describe(`manager's return visit to /company/{id}`, back, returnRuns);
  } finally {
    await context.close();
    await bare.stop();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLighthouseBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
