/**
 * Benchmark: switching between the analysis tabs of a 335-row period in Chromium (target
 * < 100 ms). A MyReport workbook of 335 statement rows (the Padaria Lusitana 2025-12 sample
 * with 231 more FSE lines) is uploaded through the real API with its 2024-12 sample; the
 * accountant opens /company/{id} and the bench clicks through Resumo, Proveitos, Balanço, DRE,
 * FSE, Rácios, Comparativo and Dashboard several times, timing each switch in the page from the
 * click to the first frame painted with the new tab's content (a long table draws its first
 * screens with the tab and the rest just after: the time until every row is drawn is printed
 * apart). Prints median, p95, max and p95 / median (goal ≤ 1.5×: no outlier tab).
 * Needs a build (`npm run build`, or RISEMA_WEB_DIST) and Debian's Chromium.
 * Run alone with `npx tsx web/bench/tab-switch.ts`; `RISEMA_BENCH_TRACE=trace.json` keeps the
 * trace of the switches (Chromium's performance panel opens it).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { DetailedAccount } from '@risema/finance-core/contract';
import { buildWorkbook, samplePeriod } from '@risema/finance-core/testing';
import type { TestCell, TestSheet } from '@risema/finance-core/testing';
import { apiRequest, login, seedOffice } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, newContext, signInThroughUi, startAppServer } from '../e2e/browser';

const TARGET_MS = 100;
/** Issue 18: no outlier tab, the p95 of all switches at most this many times their median. */
const SPREAD_GOAL = 1.5;
const ROUNDS = 6;
const TOTAL_ROWS = 335;
/** The tabs clicked, in order (the first switch of each round leaves Dashboard). */
const TABS = ['Resumo', 'Proveitos', 'Balanço', 'DRE', 'FSE', 'Rácios', 'Comparativo', 'Dashboard'];

const SHEETS = {
  balanceSheet: 'Balanço',
  incomeStatement: 'DRE',
  externalServices: 'FSE',
  financialRatios: 'Rácios',
} as const;

function rowsOf(accounts: readonly DetailedAccount[], withCode: boolean): TestCell[][] {
  return accounts.map((account) => [
    ...(withCode ? [account.code === '' ? null : account.code] : []),
    account.description,
    account.values['2025'] ?? null,
    account.values['2024'] ?? null,
  ]);
}

/** A December MyReport workbook of `TOTAL_ROWS` statement rows: the sample plus FSE lines. */
export function largeWorkbook(period: '2024-12' | '2025-12'): {
  fileName: string;
  bytes: Uint8Array;
} {
  const sample = samplePeriod(`padaria-lusitana-${period}`);
  const year = Number(period.slice(0, 4));
  const header = (withCode: boolean): TestCell[] => [
    ...(withCode ? ['Código'] : []),
    withCode ? 'Descrição' : 'Indicador',
    `${year}`,
    `${year - 1}`,
  ];
  const headerBlock: TestCell[] = [
    'Padaria Lusitana, Lda',
    'NIF: 509442013',
    `Período: Dezembro ${year}`,
  ];
  const sampleRows =
    sample.balanceSheet.length +
    sample.incomeStatement.length +
    sample.externalServices.length +
    sample.financialRatios.length;
  const extra = period === '2025-12' ? TOTAL_ROWS - sampleRows : 0;
  const fse = rowsOf(sample.externalServices, true);
  // Extra detail lines before the FSE total row (the last line of the sample sheet).
  const lines: TestCell[][] = Array.from({ length: extra }, (_, index) => [
    `6268${String(index + 1).padStart(3, '0')}`,
    `Outros serviços — contrato ${index + 1}`,
    100 + index,
    90 + index,
  ]);
  fse.splice(Math.max(0, fse.length - 1), 0, ...lines);
  const sheets: TestSheet[] = [
    { name: 'Capa', grid: [['MyReport — Relatório de Gestão']] },
    ...(['balanceSheet', 'incomeStatement'] as const).map((key) => ({
      name: SHEETS[key],
      headerBlock,
      header: header(true),
      rows: rowsOf(sample[key], true),
    })),
    { name: SHEETS.externalServices, headerBlock, header: header(true), rows: fse },
    {
      name: SHEETS.financialRatios,
      headerBlock,
      header: header(false),
      rows: rowsOf(sample.financialRatios, false),
    },
  ];
  return {
    fileName: `myreport-bench-${period}.xlsx`,
    bytes: buildWorkbook(sheets),
  };
}

async function upload(server: TestServer, office: SeededOffice, period: '2024-12' | '2025-12') {
  const token = await login(server, office.accountant.email, office.accountant.password);
  const workbook = largeWorkbook(period);
  const form = new FormData();
  form.set('companyId', office.company.id);
  form.set('document', new Blob([Buffer.from(workbook.bytes)]), workbook.fileName);
  const answer = await apiRequest<{
    documentId: string;
    processedData: Record<string, number>;
  }>(server, '/api/documents/upload', { token, form });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status}`);
  const confirm = await apiRequest(server, `/api/documents/${answer.body.documentId}/confirm`, {
    token,
    body: { confirmedPeriod: period },
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status}`);
  const rows = Object.values(answer.body.processedData).reduce((total, count) => total + count, 0);
  await apiRequest(server, '/api/auth/logout', { method: 'POST', token });
  return rows;
}

// One switch, timed in the page: click → a frame painted with the tab's content (a skeleton is
// not content: no busy region left). Plain JavaScript text, so that no helper a TypeScript runner
// adds to functions is missing in the page.
const SWITCH_SCRIPT = `async (tabName) => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find(
    (element) => element.innerText.trim() === tabName,
  );
  if (!tab) throw new Error('no tab ' + tabName);
  const ready = () => {
    if (tab.getAttribute('aria-selected') !== 'true') return false;
    const panel = document.getElementById(tab.getAttribute('aria-controls') || '');
    return !!panel && !panel.querySelector('[aria-busy="true"]') && panel.querySelectorAll('*').length > 20;
  };
  performance.mark('tab-switch:start');
  const start = performance.now();
  tab.click();
  await new Promise((resolve) => {
    const check = () => (ready() ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const shown = performance.now() - start;
  performance.mark('tab-switch:shown');
  if (!document.querySelector('[data-rows-pending]')) return { shown, complete: shown };
  await new Promise((resolve) => {
    const check = () =>
      document.querySelector('[data-rows-pending]') ? requestAnimationFrame(check) : resolve();
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return { shown, complete: performance.now() - start };
}`;

/** One switch: to the first frame with the tab's content, and until every row is drawn. */
async function switchTo(page: Page, name: string): Promise<{ shown: number; complete: number }> {
  return page.evaluate<{ shown: number; complete: number }>(
    `(${SWITCH_SCRIPT})(${JSON.stringify(name)})`,
  );
}

/**
 * Main-thread work Chromium counts (seconds): script, style, layout, and the rest of its tasks
 * (`TaskOtherDuration`: paint, compositing commits, garbage collection…).
 */
type Work = Record<
  'ScriptDuration' | 'RecalcStyleDuration' | 'LayoutDuration' | 'TaskOtherDuration',
  number
>;

async function mainThreadWork(session: CDPSession): Promise<Work> {
  const { metrics } = await session.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    ScriptDuration: value('ScriptDuration'),
    RecalcStyleDuration: value('RecalcStyleDuration'),
    LayoutDuration: value('LayoutDuration'),
    TaskOtherDuration: value('TaskOtherDuration'),
  };
}

/** A trace event, as much of it as the CPU count reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The renderer main thread's CPU time (ms) of each switch, click to the frame with the tab's
 * content, from a trace: the tasks running then, counted by their thread time. Unlike the
 * elapsed time it hardly grows with the machine's load (time the thread waits for a core is
 * not counted), so its spread shows outlier tabs on a shared machine too.
 */
function cpuPerSwitch(events: readonly TraceEvent[]): number[] {
  const marks = events
    .filter((event) => event.name.startsWith('tab-switch:'))
    .sort((a, b) => a.ts - b.ts);
  const [first] = marks;
  if (!first) return [];
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === first.pid &&
      event.tid === first.tid,
  );
  const windows: number[] = [];
  for (let index = 0; index + 1 < marks.length; index += 1) {
    const start = marks[index];
    const end = marks[index + 1];
    if (start?.name !== 'tab-switch:start' || end?.name !== 'tab-switch:shown') continue;
    const cpu = tasks
      .filter((task) => task.ts < end.ts && task.ts + (task.dur ?? 0) > start.ts)
      .reduce((total, task) => total + (task.tdur ?? task.dur ?? 0), 0);
    windows.push(cpu / 1000);
  }
  return windows;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/** Runs the benchmark and prints its figures. */
export async function runTabSwitchBench(): Promise<void> {
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    const office = await seedOffice(server, {
      company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
    });
    await upload(server, office, '2024-12');
    const rows = await upload(server, office, '2025-12');
    const context = await newContext(browser, server, undefined, {
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    await signInThroughUi(page, office.accountant);
    await page.goto(`/company/${office.company.id}`);
    await page.getByRole('tablist').waitFor();
    await switchTo(page, 'Dashboard');
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const traced: TraceEvent[] = [];
    session.on('Tracing.dataCollected', (data) => {
      traced.push(...(data.value as unknown as TraceEvent[]));
    });
    await session.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      },
    });

    const times = new Map<string, number[]>(TABS.map((tab) => [tab, []]));
    const work = new Map<string, Work[]>(TABS.map((tab) => [tab, []]));
    const first: number[] = [];
    const complete = new Map<string, number[]>(TABS.map((tab) => [tab, []]));
    // Every warm switch, to name the slowest: real work (script, style, layout) or a wait.
    const samples: { tab: string; round: number; elapsed: number; work: Work }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const tab of TABS) {
        const before = await mainThreadWork(session);
        const { shown: elapsed, complete: drawn } = await switchTo(page, tab);
        const after = await mainThreadWork(session);
        // The first visit of a tab loads its code and reads the period: reported apart.
        if (round === 0) {
          first.push(elapsed);
          continue;
        }
        times.get(tab)?.push(elapsed);
        complete.get(tab)?.push(drawn);
        const spent: Work = {
          ScriptDuration: (after.ScriptDuration - before.ScriptDuration) * 1000,
          RecalcStyleDuration: (after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000,
          LayoutDuration: (after.LayoutDuration - before.LayoutDuration) * 1000,
          TaskOtherDuration: (after.TaskOtherDuration - before.TaskOtherDuration) * 1000,
        };
        work.get(tab)?.push(spent);
        samples.push({ tab, round, elapsed, work: spent });
      }
    }
    const traceDone = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await traceDone;
    await context.close();
    // RISEMA_BENCH_TRACE=file.json keeps the trace, to open in Chrome's performance panel.
    const traceFile = process.env.RISEMA_BENCH_TRACE;
    if (traceFile) writeFileSync(traceFile, JSON.stringify({ traceEvents: traced }));
    // Every switch in order; the first round's (code and data loaded) left out.
    const cpu = cpuPerSwitch(traced).slice(TABS.length);

    const all = [...times.values()].flat().sort((a, b) => a - b);
    const median = percentile(all, 0.5);
    const p95 = percentile(all, 0.95);
    const max = all.at(-1) ?? NaN;
    console.log(
      `web: switching analysis tabs of a ${rows}-row period (Chromium, ${ROUNDS - 1} rounds × ${TABS.length} tabs)`,
    );
    for (const [tab, list] of times) {
      const sorted = [...list].sort((a, b) => a - b);
      const part = (key: keyof Work) =>
        percentile(
          (work.get(tab) ?? []).map((item) => item[key]).sort((a, b) => a - b),
          0.5,
        ).toFixed(1);
      const drawn = [...(complete.get(tab) ?? [])].sort((a, b) => a - b);
      const allRows = drawn.some((time, index) => time !== sorted[index]);
      console.log(
        `  ${tab.padEnd(12)} median ${percentile(sorted, 0.5).toFixed(1)} ms${allRows ? ` (every row drawn: ${percentile(drawn, 0.5).toFixed(1)} ms)` : ''}, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (main thread, medians: script ${part('ScriptDuration')} ms, style ${part('RecalcStyleDuration')} ms, layout ${part('LayoutDuration')} ms, other ${part('TaskOtherDuration')} ms)`,
      );
    }
    console.log(
      `  all switches: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms; target < ${TARGET_MS} ms → p95 ${(p95 / TARGET_MS).toFixed(2)}× of target ${p95 < TARGET_MS ? 'OK' : 'OVER'}`,
    );
    const spread = p95 / median;
    console.log(
      `  p95 / median ${spread.toFixed(2)}× (goal ≤ ${SPREAD_GOAL}×, no outlier tab) ${spread <= SPREAD_GOAL ? 'OK' : 'OVER'}`,
    );
    if (cpu.length === samples.length) {
      const sortedCpu = [...cpu].sort((a, b) => a - b);
      const cpuMedian = percentile(sortedCpu, 0.5);
      const cpuP95 = percentile(sortedCpu, 0.95);
      const byTab = TABS.map((tab) => {
        const list = cpu.filter((_, index) => samples[index]?.tab === tab).sort((a, b) => a - b);
        return `${tab} ${percentile(list, 0.5).toFixed(1)}`;
      });
      console.log(
        `  main-thread CPU per switch (thread time, hardly grows with the load): median ${cpuMedian.toFixed(1)} ms, p95 ${cpuP95.toFixed(1)} ms, p95 / median ${(cpuP95 / cpuMedian).toFixed(2)}×; per tab (median ms): ${byTab.join(', ')}`,
      );
    }
    const slowest = [...samples].sort((a, b) => b.elapsed - a.elapsed).slice(0, 3);
    console.log(
      `  slowest switches: ${slowest
        .map(
          (sample) =>
            `${sample.tab} (round ${sample.round}) ${sample.elapsed.toFixed(1)} ms: script ${sample.work.ScriptDuration.toFixed(1)}, style ${sample.work.RecalcStyleDuration.toFixed(1)}, layout ${sample.work.LayoutDuration.toFixed(1)}, other ${sample.work.TaskOtherDuration.toFixed(1)} ms`,
        )
        .join('; ')} (little work beside a long time: the machine's load)`,
    );
    console.log(
      `  machine load while measuring: ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores (figures grow with it)`,
    );
    const firstSorted = [...first].sort((a, b) => a - b);
    console.log(
      `  first visit of each tab (code and data loaded): median ${percentile(firstSorted, 0.5).toFixed(1)} ms, max ${(firstSorted.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runTabSwitchBench();
}
