/**
 * Loaded into the benchmarked server's process (`--import`), never by the server itself: when the
 * process has an IPC channel, it answers a `'memory'` message with the process's memory after a
 * full garbage collection (the process runs with `--expose-gc`), so what is counted is what the
 * server still holds (its caches), not garbage waiting for a collection.
 */
import type { ServerMemory } from './memory';

const collectGarbage = (globalThis as { gc?: () => void }).gc;

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    collectGarbage?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const memory: ServerMemory = {
      rss,
      heapUsed,
      external,
      arrayBuffers,
      collected: !!collectGarbage,
    };
    process.send?.(memory);
  });
  // The channel must not keep the server alive once it is told to stop.
  process.channel?.unref();
}
