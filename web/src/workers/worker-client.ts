import { wrap } from 'comlink';
import type { Endpoint, Remote } from 'comlink';

/** What a worker client starts: a `Worker`, or in tests anything that talks and can stop. */
export type WorkerEndpoint = Endpoint & { terminate(): void };

/** A Web Worker started at its first use, whose calls answer or fail, never hang. */
export interface WorkerClient<Api> {
  /** Starts the worker ahead of its first call (its code loads while the page is online). */
  warmUp(): void;
  /**
   * Runs `run` on the worker. When the worker cannot start (its script did not load) or dies,
   * Comlink alone would never answer: the call is run once more on a new worker, and if that
   * one fails too, it fails with the client's message. The next call starts a new worker.
   */
  call<Result>(run: (remote: Remote<Api>) => Promise<Result>): Promise<Result>;
}

/** The failure of a worker that could not start or died, as its calls get it. */
class WorkerFailed extends Error {}

/** A client of the worker `start` makes, whose failed calls say `failure` (Portuguese). */
export function workerClient<Api>(start: () => WorkerEndpoint, failure: string): WorkerClient<Api> {
  let current: { remote: Remote<Api>; failed: Promise<never> } | null = null;

  function started() {
    if (current) return current;
    const worker = start();
    let fail: (error: Error) => void = () => undefined;
    const failed = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    // Nobody may be calling when it fails (a warm-up): not an unhandled rejection then.
    failed.catch(() => undefined);
    const self = { remote: wrap<Api>(worker), failed };
    worker.addEventListener('error', (event) => {
      // Reported here, as the call's failure: not again as the page's uncaught error.
      event.preventDefault();
      fail(new WorkerFailed(failure));
      worker.terminate();
      if (current === self) current = null;
    });
    current = self;
    return self;
  }

  return {
    warmUp() {
      started();
    },
    async call(run) {
      for (let attempt = 1; ; attempt++) {
        const { remote, failed } = started();
        try {
          return await Promise.race([run(remote), failed]);
        } catch (error) {
          if (!(error instanceof WorkerFailed) || attempt === 2) throw error;
        }
      }
    },
  };
}
