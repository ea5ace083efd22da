import type { WorkbookKind } from '@risema/finance-core/contract';
import type { ParsedWorkbook } from '@risema/finance-core/reader';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import type { ParsedSaft } from '@risema/finance-core/saft';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ReaderRequest, ReaderResponse } from './reader-task';

/** Limits of the pool; the defaults suit one office's server. */
export interface ReaderPoolOptions {
  /** Worker threads reading at once (default: the cores less one, 1 to 4). */
  maxThreads?: number;
  /** Workers kept ready between uploads (default 1: the first upload waits for no start-up). */
  minThreads?: number;
  /** How long a worker beyond `minThreads` stays after its file, in ms (default 0: it ends). */
  idleTimeoutMs?: number;
  /** Time one file may take, in ms (default 30 s); past it the worker is stopped. */
  timeoutMs?: number;
  /** Heap one worker may use, in MB (default 512); past it the worker dies, the server does not. */
  maxHeapMb?: number;
  /** Files waiting for a worker at most (default 32); more are refused as busy. */
  maxQueue?: number;
  /**
   * The worker built into one JavaScript file, run without tsx's loader (the tests' build of the
   * entry points); default: the worker beside this module.
   */
  builtWorker?: string;
}

/** A file the readers refused, or that could not be read within the budget: the HTTP answer. */
export class ReaderRefusal extends Error {
  readonly status: 413 | 415 | 422 | 503;

  constructor(status: 413 | 415 | 422 | 503, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReaderRefusal';
    this.status = status;
  }
}

/** The message of a file that would not be read within the pool's time or memory budget. */
const TOO_COMPLEX = WORKBOOK_REFUSALS.too_complex;

/** Every worker busy and the queue full. */
const BUSY = 'O servidor está ocupado a ler outros ficheiros; tente novamente dentro de momentos.';

/** A task stopped by its time budget (AbortError) or a worker killed by its heap limit. */
function isBudgetExceeded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * The loader that lets a worker thread import TypeScript (the server runs its sources through
 * tsx, and so must its workers), resolved from this package so the working directory does not
 * matter.
 */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/**
 * Piscina loads a worker's module with require() first and import() when that throws. Node 20's
 * require() of an ES module can abort the whole process (a fatal V8 error, not an exception: seen
 * once in the tests, two servers starting their pools together), so the worker is started
 * without it, where Node knows the switch: its require() of the module throws, import() loads it.
 */
const IMPORT_ONLY = process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')
  ? ['--no-experimental-require-module']
  : [];

/**
 * The worker's module and Node arguments: a build of it given (plain JavaScript, no loader), else
 * its source through tsx's loader when the server runs from its sources, else the worker built
 * beside the server's build (the tests' built entry points: testing/entry-points-global-setup.ts).
 */
function workerModule(built: string | undefined): { filename: string; execArgv: string[] } {
  if (built !== undefined) return { filename: pathToFileURL(built).href, execArgv: IMPORT_ONLY };
  if (import.meta.url.endsWith('.ts')) {
    return {
      filename: new URL('./reader-worker.ts', import.meta.url).href,
      execArgv: ['--import', tsxLoader(), ...IMPORT_ONLY],
    };
  }
  return { filename: new URL('./reader-worker.mjs', import.meta.url).href, execArgv: IMPORT_ONLY };
}

/**
 * finance-core's readers in a pool of worker threads (piscina), so a large or hostile file never
 * holds the event loop: each file gets a time budget (the worker is terminated past it) and a
 * memory budget (the worker's V8 heap limit: past it the worker dies and is replaced, the server
 * carries on). Either way the caller gets `Ficheiro demasiado complexo para processar`. Piscina
 * rather than tinypool: it stops a running task's worker when the task's AbortSignal fires, takes
 * V8 resource limits per worker, bounds its queue, and is maintained under the Node.js org.
 */
export class ReaderPool {
  private readonly pool: Piscina<ReaderRequest, ReaderResponse>;
  private readonly timeoutMs: number;

  constructor(options: ReaderPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    const heap = options.maxHeapMb ?? 512;
    this.pool = new Piscina({
      ...workerModule(options.builtWorker),
      name: 'readInWorker',
      maxThreads: options.maxThreads ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      minThreads: options.minThreads ?? 1,
      idleTimeout: options.idleTimeoutMs ?? 0,
      maxQueue: options.maxQueue ?? 32,
      resourceLimits: {
        maxOldGenerationSizeMb: heap,
        maxYoungGenerationSizeMb: Math.max(8, Math.floor(heap / 16)),
      },
    });
  }

  /** Reads a workbook (MyReport or RISEMA) in a worker; refusals throw `ReaderRefusal`. */
  async readWorkbook(
    bytes: Uint8Array,
    fileName: string,
    kind: WorkbookKind,
  ): Promise<ParsedWorkbook> {
    const response = await this.run({ reader: 'workbook', bytes, fileName, kind });
    if (response.outcome !== 'workbook') throw new Error('unexpected answer of the reader worker');
    return response.parsed;
  }

  /**
   * Reads a SAF-T (PT) accounting file (`.xml` or `.zip`) in a worker; refusals throw
   * `ReaderRefusal`. Bytes on a `SharedArrayBuffer` (an upload's, `http/multipart-form.ts`)
   * reach the worker without a copy; others are copied to it.
   */
  async readSaft(bytes: Uint8Array, fileName: string, now = new Date()): Promise<ParsedSaft> {
    const response = await this.run({ reader: 'saft', bytes, fileName, now: now.getTime() });
    if (response.outcome !== 'saft') throw new Error('unexpected answer of the reader worker');
    return response.parsed;
  }

  /** Worker threads running now. */
  get threadCount(): number {
    return this.pool.threads.length;
  }

  /** Stops the workers (those reading are terminated): called when the server closes. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async run(
    request: ReaderRequest,
  ): Promise<Exclude<ReaderResponse, { outcome: 'refused' | 'failed' }>> {
    let response: ReaderResponse;
    try {
      response = await this.pool.run(request, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      // Past the time budget (the worker was terminated) or past the heap limit (the worker
      // died): the file is not read, with the reader's own words for it.
      if (isBudgetExceeded(error)) {
        throw new ReaderRefusal(TOO_COMPLEX.status, TOO_COMPLEX.message, { cause: error });
      }
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new ReaderRefusal(503, BUSY, { cause: error });
      }
      throw error;
    }
    if (response.outcome === 'refused') throw new ReaderRefusal(response.status, response.message);
    if (response.outcome === 'failed') throw new Error(`reader failed: ${response.message}`);
    return response;
  }
}
