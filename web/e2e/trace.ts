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

/** Starts a file's measures afresh: the files before it ran in the same process and browser. */
export function startTrace(): void {
  spent.clear();
  cpuAtStart = process.cpuUsage();
  processes.clear();
  samplingCpu = 0;
  sampleDescendants(true);
  clearInterval(sampler);
  sampler = setInterval(() => sampleDescendants(false), SAMPLE_MS);
  sampler.unref();
}

/** Chromium's CPU seconds by kind since the file began (`startTrace`). */
export function browserCpuSinceStart(): Map<string, number> {
  sampleDescendants(false);
  clearInterval(sampler);
  const since = new Map<string, number>();
  for (const { kind, atStart, latest } of processes.values()) {
    const spentHere = latest - atStart;
    if (spentHere > 0) since.set(kind, (since.get(kind) ?? 0) + spentHere);
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
 * How often the descendants' CPU is read. Each process is read while it lives, not through its
 * parent's count of reaped children (a parent that has not reaped a renderer yet, or never
 * does, hid its CPU); a process loses at most its last interval (a closed context's renderer
 * idles by then). A read costs about 5 ms of CPU, taken out of the test process's figure.
 */
const SAMPLE_MS = 500;
/** The CPU seconds the samples cost this process since the file began. */
let samplingCpu = 0;

/**
 * Every descendant process of this one seen since the file began, by pid and start time: its
 * kind (Chromium's `--type`, its utility's sub-type), its CPU seconds (user + system) when the
 * file began (0 for a process started since) and when last read.
 */
const processes = new Map<string, { kind: string; atStart: number; latest: number }>();
let sampler: ReturnType<typeof setInterval> | undefined;

function sampleDescendants(atStart: boolean): void {
  const before = process.cpuUsage();
  readDescendants(atStart);
  const cost = process.cpuUsage(before);
  samplingCpu += (cost.user + cost.system) / 1e6;
}

function readDescendants(atStart: boolean): void {
  const living = new Map<number, { parent: number; cpu: number; key: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields after the name: state(0) ppid(1) … utime(11) stime(12) … starttime(19).
      living.set(Number(name), {
        parent: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
        key: `${name}:${fields[19]}`,
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let parent = living.get(pid)?.parent; parent !== undefined && parent > 1;) {
      if (parent === process.pid) return true;
      parent = living.get(parent)?.parent;
    }
    return false;
  };
  for (const [pid, { cpu, key }] of living) {
    const known = processes.get(key);
    // A process once seen stays counted after its parent ends (reparented, no descendant).
    if (!known && !isDescendant(pid)) continue;
    const kind = kindOf(pid);
    if (known) {
      known.latest = cpu;
      // A zombie's command line is empty; a renderer forked from the zygote shows the
      // zygote's until it is told its type.
      if (kind) known.kind = kind;
    } else {
      processes.set(key, { kind: kind ?? 'unknown', atStart: atStart ? cpu : 0, latest: cpu });
    }
  }
}

/** The kind of a descendant that is not Chromium's. */
const OTHER = 'not chromium:';

function kindOf(pid: number): string | undefined {
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  if (!command) return undefined;
  const program = command.split('\0')[0] ?? '';
  // A server process a test starts is no part of Chromium's figure.
  if (!program.includes('chromium')) return `${OTHER} ${program.split('/').pop() ?? ''}`;
  const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
  const sub = /--utility-sub-type=[a-z_]+\.mojom\.([A-Za-z]+)/.exec(command)?.[1];
  return sub ? `${type} ${sub}` : type;
}

/** The file's summary: each kind's count and time, then the CPU of this process and Chromium. */
export function traceSummary(file: string, browserCpu: Map<string, number>): string {
  const usage = process.cpuUsage(cpuAtStart);
  const own = (usage.user + usage.system) / 1e6 - samplingCpu;
  const chromium = new Map([...browserCpu].filter(([kind]) => !kind.startsWith(OTHER)));
  const lines = [...spent.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([kind, { count, ms }]) =>
        `  ${kind.padEnd(22)} ${String(count).padStart(4)} × ${(ms / 1000).toFixed(1).padStart(7)} s`,
    );
  return [
    `[trace] ${file}`,
    ...lines,
    `  cpu: test process ${own.toFixed(1)} s, chromium ${sum(chromium.values()).toFixed(1)} s`,
    `  chromium: ${[...chromium.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)}`)
      .join(', ')}`,
    ...[...browserCpu]
      .filter(([kind]) => kind.startsWith(OTHER))
      .map(([kind, seconds]) => `  ${kind} ${seconds.toFixed(1)} s`),
  ].join('\n');
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
