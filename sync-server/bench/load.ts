import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';

/** One request of a load run: method, path, headers, body. */
export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  /** Every step's latency in milliseconds, sorted. */
  latencies: number[];
  /** CPU time the server spent per step, in milliseconds, when it could be read. */
  serverCpuPerStep?: number;
  /** CPU time the database's processes spent per step, in milliseconds (PostgreSQL only). */
  databaseCpuPerStep?: number;
}

/** An answer: status, headers, and the body as received (still compressed when it was sent so). */
export interface LoadAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** The body as UTF-8 text (meaningful for an uncompressed answer). */
  body: string;
}

/**
 * Sends one request on a keep-alive agent and answers status, headers and body (the body is only
 * kept when `keepBody` is set, so the load generator spends little of the shared cores on it; a
 * compressed body is not decompressed).
 */
export function send(
  agent: http.Agent,
  base: URL,
  request: LoadRequest,
  keepBody = true,
): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body ? { 'Content-Length': String(request.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            body: bytes.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) =>
      reject(new Error(`${request.method} ${base.host}${request.path}: ${error.message}`)),
    );
    req.end(request.body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Runs `concurrency` loops for `seconds` (after a warm-up), each sending the requests `next()`
 * gives (a step may send several requests; its latency is the whole step). Answers throughput
 * in steps per second and latency percentiles in milliseconds.
 */
export async function runLoad(options: {
  base: URL;
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
  step: (agent: http.Agent, base: URL) => Promise<boolean>;
  /** Called when the measured part starts and ends (after the warm-up). */
  onMeasure?: (phase: 'start' | 'end') => void;
}): Promise<LoadResult> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.concurrency,
    // Every kept socket in turn: none idles past the server's keep-alive timeout and is closed
    // as a request goes out on it (several server processes split the load unevenly).
    scheduling: 'fifo',
  });
  const loop = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await options.step(agent, options.base);
      if (!ok) errors++;
      latencies?.push(performance.now() - started);
    }
    return errors;
  };
  const warmup = performance.now() + (options.warmupSeconds ?? 1) * 1000;
  await Promise.all(Array.from({ length: options.concurrency }, () => loop(warmup, null)));

  const latencies: number[] = [];
  options.onMeasure?.('start');
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const errors = (
    await Promise.all(Array.from({ length: options.concurrency }, () => loop(until, latencies)))
  ).reduce((sum, n) => sum + n, 0);
  const seconds = (performance.now() - started) / 1000;
  options.onMeasure?.('end');
  agent.destroy();
  return summarise(latencies, seconds, errors);
}

function summarise(latencies: number[], seconds: number, errors: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    latencies,
  };
}

/**
 * Several runs of the same call taken as one (`cpuMs`: the server's CPU time during them;
 * `databaseCpuMs`: the database processes').
 */
export function combine(results: LoadResult[], cpuMs?: number, databaseCpuMs?: number): LoadResult {
  const combined = summarise(
    results.flatMap((result) => result.latencies),
    results.reduce((sum, result) => sum + result.seconds, 0),
    results.reduce((sum, result) => sum + result.errors, 0),
  );
  if (cpuMs !== undefined) combined.serverCpuPerStep = cpuMs / combined.requests;
  if (databaseCpuMs !== undefined) {
    combined.databaseCpuPerStep = databaseCpuMs / combined.requests;
  }
  return combined;
}

/**
 * CPU time (user + system) a process has used, in milliseconds, from /proc (Linux); null
 * elsewhere.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The parent process id of a process, from /proc (Linux); null when it cannot be read. */
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) each process of a PostgreSQL cluster has used, in milliseconds by
 * process id: its server process (the first line of `postmaster.pid` in its data directory) and
 * every process it started (a backend per connection, the background workers), read from /proc
 * (Linux); null elsewhere.
 */
export function clusterCpuMs(dataDir: string): Map<number, number> | null {
  let postmaster: number;
  let pids: string[];
  try {
    postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const own = processCpuMs(postmaster);
  if (own === null) return null;
  const times = new Map([[postmaster, own]]);
  for (const name of pids) {
    const pid = Number(name);
    if (parentPid(pid) !== postmaster) continue;
    const time = processCpuMs(pid);
    if (time !== null) times.set(pid, time);
  }
  return times;
}

/**
 * The CPU time a cluster's processes used between two readings of `clusterCpuMs`: a process
 * started since counts from nothing; one that ended since is left out (a pool's connections
 * stay open while it is busy).
 */
export function clusterCpuSince(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let total = 0;
  for (const [pid, time] of after) total += time - (before.get(pid) ?? 0);
  return total;
}

/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;
