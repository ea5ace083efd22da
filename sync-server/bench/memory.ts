import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

/** The server process's memory, as `memory-probe.ts` reports it (bytes). */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  /** Memory of C++ objects bound to JavaScript ones, Buffers' contents included. */
  external: number;
  arrayBuffers: number;
  /** Whether a full garbage collection ran just before (the server has `--expose-gc`). */
  collected: boolean;
}

/** Node flags that load the probe into the server process (which also needs an IPC channel). */
export const MEMORY_PROBE_FLAGS = [
  '--expose-gc',
  '--import',
  new URL('./memory-probe.ts', import.meta.url).href,
];

/** The largest growth of the server's memory from 10k to 100k reads the caches' bounds allow. */
const MAX_GROWTH_MB = 20;

/** Asks the server process (started with MEMORY_PROBE_FLAGS and an IPC channel) for its memory. */
export function serverMemory(child: ChildProcess): Promise<ServerMemory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not report its memory')),
      10_000,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as ServerMemory);
    });
    child.send('memory');
  });
}

/** Sends `count` read steps from `concurrency` keep-alive connections; answers the failures. */
async function sendReads(
  base: URL,
  count: number,
  concurrency: number,
  step: (agent: http.Agent, base: URL) => Promise<boolean>,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, scheduling: 'fifo' });
  let left = count;
  let errors = 0;
  const loop = async () => {
    while (left > 0) {
      left--;
      if (!(await step(agent, base))) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  agent.destroy();
  return errors;
}

const mb = (bytes: number) => bytes / (1024 * 1024);

/**
 * The server's memory after 10,000 and after 100,000 reads (`step`: reads spread over every
 * company and period, so the read caches fill up to their bounds), printed with the growth
 * between the two (target: at most 20 MB, rss and heap alike).
 */
export async function runMemoryBench(options: {
  child: ChildProcess;
  base: URL;
  concurrency: number;
  step: (agent: http.Agent, base: URL) => Promise<boolean>;
}): Promise<void> {
  const { child, base, concurrency, step } = options;
  const started = await serverMemory(child);
  let errors = await sendReads(base, 10_000, concurrency, step);
  const after10k = await serverMemory(child);
  errors += await sendReads(base, 90_000, concurrency, step);
  const after100k = await serverMemory(child);
  const line = (label: string, memory: ServerMemory) =>
    `  ${label.padEnd(18)} rss ${mb(memory.rss).toFixed(1).padStart(6)} MB  heap ${mb(memory.heapUsed).toFixed(1).padStart(6)} MB  ` +
    `external ${mb(memory.external).toFixed(1).padStart(6)} MB (of which buffers ${mb(memory.arrayBuffers).toFixed(1)} MB)`;
  console.log(
    `Server memory${after100k.collected ? ' after a full garbage collection' : ''} ` +
      `(${concurrency} connections, ${errors} failed reads):`,
  );
  console.log(line('before the reads', started));
  console.log(line('after 10k reads', after10k));
  console.log(line('after 100k reads', after100k));
  const growth = {
    rss: mb(after100k.rss - after10k.rss),
    heap: mb(after100k.heapUsed + after100k.external - after10k.heapUsed - after10k.external),
  };
  const within = growth.rss <= MAX_GROWTH_MB && growth.heap <= MAX_GROWTH_MB;
  console.log(
    `  growth from 10k to 100k reads: rss ${growth.rss.toFixed(1)} MB, heap + external ` +
      `${growth.heap.toFixed(1)} MB; target ≤ ${MAX_GROWTH_MB} MB → ${within ? 'OK' : 'OVER'}`,
  );
}
