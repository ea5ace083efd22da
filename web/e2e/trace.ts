// Where a browser test file spends its time and CPU, when RISEMA_E2E_TRACE is set: the time of
// each kind of step (server start, browser launch, seeding, sign-in, navigation, axe, screenshot…)
// summed over the file, and the CPU of the test process (the in-process server included) and of
// Chromium's processes, printed after the file. Off, it measures nothing.
import { readFileSync, readdirSync } from 'node:fs';

/** Whether the file's steps are measured (RISEMA_E2E_TRACE=1). */
export const tracing = Boolean(process.env.RISEMA_E2E_TRACE);

const spent = new Map<string, { count: number; ms: number }>();
/** This process's CPU when the file began (files share the worker: vitest.config.ts). */
let cpuAtStart = process.cpuUsage();

/** Chromium's CPU when the file began (files share the worker's Chromium: world.ts). */
let browserCpuAtStart = new Map<string, number>();

/** Starts a file's measures afresh: the files before it ran in the same process and browser. */
export function startTrace(): void {
  spent.clear();
  cpuAtStart = process.cpuUsage();
  browserCpuAtStart = descendantsCpuSeconds();
}

/** Chromium's CPU seconds by kind since the file began (`startTrace`). */
export function browserCpuSinceStart(): Map<string, number> {
  const since = new Map<string, number>();
  for (const [kind, seconds] of descendantsCpuSeconds()) {
    const spentHere = seconds - (browserCpuAtStart.get(kind) ?? 0);
    if (spentHere > 0) since.set(kind, spentHere);
  }
  return since;
}

/** Runs `step`, adding its time to `kind`'s when tracing. */
export async function traced<T>(kind: string, step: () => Promise<T>): Promise<T> {
  if (!tracing) return step();
  const started = performance.now();
  try {
    return await step();
  } finally {
    const entry = spent.get(kind) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += performance.now() - started;
    spent.set(kind, entry);
  }
}

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) of every living descendant process of this one, by kind (Chromium's
 * `--type`, its utility's sub-type; `… ended` is what the processes a kind reaped had used).
 */
export function descendantsCpuSeconds(): Map<string, number> {
  const processes = new Map<
    number,
    { parent: number; own: number; reaped: number; kind: string }
  >();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
      const sub = /--utility-sub-type=[a-z_]+\.mojom\.([A-Za-z]+)/.exec(command)?.[1];
      // Fields after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
      processes.set(Number(name), {
        parent: Number(fields[1]),
        own: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
        reaped: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
        kind: sub ? `${type} ${sub}` : type,
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let parent = processes.get(pid)?.parent; parent !== undefined && parent > 1;) {
      if (parent === process.pid) return true;
      parent = processes.get(parent)?.parent;
    }
    return false;
  };
  const byKind = new Map<string, number>();
  const add = (kind: string, seconds: number) => {
    if (seconds > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
  };
  for (const [pid, { own, reaped, kind }] of processes) {
    if (!isDescendant(pid)) continue;
    add(kind, own);
    add(`${kind} ended`, reaped);
  }
  return byKind;
}

/** The file's summary: each kind's count and time, then the CPU of this process and Chromium. */
export function traceSummary(file: string, browserCpu: Map<string, number>): string {
  const usage = process.cpuUsage(cpuAtStart);
  const own = (usage.user + usage.system) / 1e6;
  const lines = [...spent.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([kind, { count, ms }]) =>
        `  ${kind.padEnd(22)} ${String(count).padStart(4)} × ${(ms / 1000).toFixed(1).padStart(7)} s`,
    );
  return [
    `[trace] ${file}`,
    ...lines,
    `  cpu: test process ${own.toFixed(1)} s, chromium ${sum(browserCpu.values()).toFixed(1)} s`,
    `  chromium: ${[...browserCpu.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)}`)
      .join(', ')}`,
  ].join('\n');
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
