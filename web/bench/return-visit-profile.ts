/**
 * Profile of the manager's return visit on a phone (`npm run bench:web -- return-visit-profile`; alone with
 * `npx tsx web/bench/return-visit-profile.ts` after a build, or RISEMA_WEB_DIST set to one — a
 * `vite build --minify false` keeps the functions' names). Not a benchmark with goals: it says
 * where the main thread's time goes, for the Lighthouse scenario's total blocking time.
 * The manager signed in, the service worker installed and the data synced (as `lighthouse`), a
 * new tab opens /company/{id} under a 4× CPU slowdown (Lighthouse's mobile preset), traced with
 * the V8 sampling profiler for PROFILE_SECONDS (default 6; the start's sync round runs at
 * load + 2 s + idle). It prints the long tasks (over 50 ms at 4×) with their top self-time
 * functions and their trace events, the blocking time after the first paint, and React's commits
 * (count, time, fibers in the tree; counted in a second load through React's DevTools hook, so
 * the counting does not weigh on the traced one). PROFILE_TRACE=<file> keeps the raw trace.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { login, seedOffice, startTestServer } from '@risema/sync-server/testing';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  checkPrerequisites,
  serviceWorkerReady,
  signInThroughUi,
  webDist,
} from '../e2e/browser';
import { storeSamplePeriod } from './sample-period';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
const TRACE_FILE = process.env.PROFILE_TRACE;
/** Lighthouse's mobile preset runs the page at full speed and counts each task 4× as long. */
const SIMULATED_SLOWDOWN = 4;
/** PROFILE_CPU_RATE=4 slows the CPU for real instead (DevTools' throttling); default none. */
const SLOWDOWN = Number(process.env.PROFILE_CPU_RATE ?? 1);
/** A long task: over 50 ms once simulated (12.5 ms at full speed). */
const LONG_TASK_MS = (50 / SIMULATED_SLOWDOWN) * SLOWDOWN;
const GAUGE = '[role="tabpanel"]:not([data-kept-hidden]) [data-testid="dashboard"] [data-gauge]';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the thread ran, without the time the machine's other work took it off. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

// Counts React's commits through the hook React DevTools use: React's production build calls
// it after each commit. Each commit: its time and how many fibers the committed tree holds.
const COMMIT_HOOK = `
  window.__commits = [];
  const countFibers = (fiber) => {
    let count = 0;
    const stack = [fiber];
    while (stack.length) {
      const node = stack.pop();
      count++;
      if (node.sibling) stack.push(node.sibling);
      if (node.child) stack.push(node.child);
    }
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const started = performance.now();
      const fibers = countFibers(root.current);
      window.__commits.push({ at: started, fibers, counting: performance.now() - started });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`;

async function seed(server: Awaited<ReturnType<typeof startTestServer>>) {
  const office = await seedOffice(server, {
    company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
  });
  const token = await login(server, office.accountant.email, office.accountant.password);
  await storeSamplePeriod(server, token, office.company.id);
  return office;
}

async function readStream(session: CDPSession, handle: string): Promise<string> {
  const parts: string[] = [];
  for (;;) {
    const chunk = await session.send('IO.read', { handle, size: 1 << 20 });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data);
    if (chunk.eof) break;
  }
  await session.send('IO.close', { handle });
  return parts.join('');
}

async function traced(page: Page, url: string): Promise<TraceEvent[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        '__metadata',
      ],
    },
  });
  await page.goto(url);
  await page.locator(GAUGE).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SECONDS * 1000);
  const done = new Promise<string>((resolve) => {
    session.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? ''));
  });
  await session.send('Tracing.end');
  const text = await readStream(session, await done);
  if (TRACE_FILE) writeFileSync(TRACE_FILE, text);
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

function shortUrl(url: string): string {
  return url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+\//, '');
}

function analyse(events: TraceEvent[]): void {
  // The page's main thread: the renderer's main thread with the most task time.
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, String(event.args?.name));
    }
  }
  const taskTime = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && threadNames.get(key) === 'CrRendererMain') {
      taskTime.set(key, (taskTime.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const main = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const navigation = onMain.find(
    (event) => event.name === 'navigationStart' || event.name === 'markAsMainFrame',
  );
  const origin =
    events.find((event) => event.name === 'navigationStart' && event.pid === onMain[0]?.pid)?.ts ??
    navigation?.ts ??
    onMain[0]?.ts ??
    0;
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === onMain[0]?.pid,
  );
  const rel = (ts: number) => (ts - origin) / 1000;

  // CPU samples (the V8 sampling profiler's chunks), with their timestamps.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number; dt: number }[] = [];
  const mainPid = onMain[0]?.pid;
  const profileIds = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === mainPid)
      .map((event) => event.id),
  );
  const startOf = new Map<string | undefined, number>();
  for (const event of events) {
    if (event.name === 'Profile' && profileIds.has(event.id)) {
      startOf.set(event.id, Number((event.args?.data as { startTime: number }).startTime));
    }
  }
  const clock = new Map<string | undefined, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    if (`${event.pid}:${event.tid}` !== main && event.pid !== mainPid) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let now = clock.get(event.id) ?? startOf.get(event.id) ?? 0;
    const list = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < list.length; i++) {
      now += deltas[i] ?? 0;
      samples.push({ ts: now, node: list[i] ?? 0, dt: 0 });
    }
    clock.set(event.id, now);
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length; i++) {
    const next = samples[i + 1];
    const sample = samples[i];
    if (sample) sample.dt = next ? Math.min(next.ts - sample.ts, 2000) : 0;
  }
  const label = (id: number) => {
    const node = nodes.get(id);
    if (!node) return '?';
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
  };
  // The closest frame in the stack that looks like a React component (a capitalised function
  // of the app's code), for "which component's render".
  const componentOf = (id: number): string | null => {
    let node = nodes.get(id);
    while (node) {
      const name = node.callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]+$/.test(name) && (node.callFrame.url ?? '').includes('/assets/'))
        return name;
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
    return null;
  };

  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const total = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  const long = tasks.filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS);
  const fcpAt = fcp ? rel(fcp.ts) : 0;
  const blocking = long
    .filter((task) => rel(task.ts) >= fcpAt)
    .reduce(
      (sum, task) => sum + (((task.dur ?? 0) / 1000) * SIMULATED_SLOWDOWN) / SLOWDOWN - 50,
      0,
    );
  console.log(
    `main thread: ${tasks.length} tasks, ${Math.round(total)} ms at ${SLOWDOWN}× (≈ ${Math.round(total / SLOWDOWN)} ms real); FCP at ${Math.round(fcpAt)} ms; ${long.length} tasks over ${LONG_TASK_MS} ms; blocking time after FCP ${Math.round(blocking)} ms (×${SIMULATED_SLOWDOWN / SLOWDOWN} as Lighthouse simulates)`,
  );
  // The same in thread time: on a loaded machine a task's duration also holds the time other
  // processes took the core, thread time only what the page ran.
  const threadMs = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const threadLong = tasks.filter((task) => threadMs(task) > LONG_TASK_MS);
  const threadBlocking = threadLong
    .filter((task) => rel(task.ts) >= fcpAt)
    .reduce((sum, task) => sum + (threadMs(task) * SIMULATED_SLOWDOWN) / SLOWDOWN - 50, 0);
  console.log(
    `  in thread time: ${Math.round(tasks.reduce((sum, task) => sum + threadMs(task), 0))} ms; ${threadLong.length} tasks over ${LONG_TASK_MS} ms; blocking time after FCP ${Math.round(threadBlocking)} ms`,
  );

  const slices = [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'EventDispatch',
    'HitTest',
    'Layerize',
  ];
  for (const task of long) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (event) => event.ph === 'X' && event.ts >= start && event.ts + (event.dur ?? 0) <= end,
    );
    const byName = new Map<string, number>();
    for (const event of inside) {
      if (slices.includes(event.name)) {
        byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      }
    }
    const top = inside
      .filter((event) => event !== task && (event.dur ?? 0) > 2000)
      .slice(0, 1)
      .map((event) => {
        const data = event.args?.data;
        const what = [data?.url, data?.functionName, data?.type].find(
          (value): value is string => typeof value === 'string' && value !== '',
        );
        return `${event.name}${what ? ` ${shortUrl(what)}` : ''}`;
      });
    console.log(
      `\n  task at ${Math.round(rel(start))} ms, ${Math.round((task.dur ?? 0) / 1000)} ms, thread ${Math.round(threadMs(task))} ms (${top.join(', ')}): ${[
        ...byName.entries(),
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([name, time]) => `${name} ${Math.round(time)}`)
        .join(', ')}`,
    );
    const within = samples.filter((sample) => sample.ts >= start && sample.ts < end);
    const self = new Map<string, number>();
    const components = new Map<string, number>();
    for (const sample of within) {
      const name = label(sample.node);
      self.set(name, (self.get(name) ?? 0) + sample.dt / 1000);
      const component = componentOf(sample.node);
      if (component) components.set(component, (components.get(component) ?? 0) + sample.dt / 1000);
    }
    const list = (map: Map<string, number>, count: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, time]) => `${name} ${time.toFixed(1)}`)
        .join('; ');
    console.log(`    self: ${list(self, 12)}`);
    if (components.size) console.log(`    under component: ${list(components, 10)}`);
  }

  // Over the whole trace: the top self-time functions.
  const self = new Map<string, number>();
  for (const sample of samples) {
    const name = label(sample.node);
    if (name.startsWith('(idle)') || name.startsWith('(program)')) continue;
    self.set(name, (self.get(name) ?? 0) + sample.dt / 1000);
  }
  console.log(
    `\n  whole trace, top self time (ms at ${SLOWDOWN}×): ${[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([name, time]) => `${name} ${Math.round(time)}`)
      .join('; ')}`,
  );
  const marks = onMain.filter((event) => event.name.startsWith('risema:'));
  if (marks.length) {
    console.log(
      `  start marks: ${marks.map((mark) => `${mark.name.replace('risema:', '')} ${Math.round(rel(mark.ts))}`).join(', ')}`,
    );
  }
}

interface Commit {
  at: number;
  fibers: number;
  counting: number;
}

async function commits(context: BrowserContext, url: string): Promise<Commit[]> {
  const page = await context.newPage();
  await page.addInitScript(COMMIT_HOOK);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(url);
  await page.locator(GAUGE).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SECONDS * 1000);
  const list = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
  await page.close();
  return list;
}

/** The profile scenario of `npm run bench:web`. */
export async function runReturnVisitProfile(): Promise<void> {
  checkPrerequisites();
  const server = await startTestServer({ webDistDir: webDist });
  const profile = mkdtempSync(join(tmpdir(), 'risema-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: server.url,
    locale: 'pt-PT',
    viewport: { width: 412, height: 823 },
  });
  try {
    const office = await seed(server);
    const companyPath = `/company/${office.company.id}`;
    const first = await context.newPage();
    await signInThroughUi(first, office.manager);
    await first.waitForURL(`**${companyPath}`);
    await first.locator(GAUGE).first().waitFor({ timeout: 60_000 });
    await serviceWorkerReady(first);
    await first.waitForTimeout(1000);
    await first.close();

    const page = await context.newPage();
    const events = await traced(page, `${server.url}${companyPath}`);
    await page.close();
    console.log(
      `return visit to /company/{id}, ${SLOWDOWN}× CPU, ${SECONDS} s after the first gauge (machine load average ${(loadavg()[0] ?? 0).toFixed(1)}):`,
    );
    analyse(events);

    const list = await commits(context, `${server.url}${companyPath}`);
    console.log(
      `\n  React commits: ${list.length}: ${list.map((commit) => `${Math.round(commit.at)} ms (${commit.fibers} fibers)`).join(', ')}`,
    );
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const from = process.env.PROFILE_FROM;
  if (from) {
    const parsed = JSON.parse(readFileSync(from, 'utf8')) as { traceEvents: TraceEvent[] };
    analyse(Array.isArray(parsed) ? (parsed as TraceEvent[]) : parsed.traceEvents);
  } else
    runReturnVisitProfile().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
