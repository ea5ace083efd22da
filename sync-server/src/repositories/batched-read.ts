/** How many reads a `BatchedRead` keeps out at once, and how long one may hold its place. */
export interface BatchedReadOptions {
  /** Reads out at once (1: the keys asked meanwhile go together in the next). */
  maxInFlight?: number;
  /**
   * After this many ms a read still out no longer holds back the next one (it is still answered
   * to its own callers when it settles): a statement that never settles (a connection lost
   * without an error) would otherwise hold every later read of the process.
   */
  stallMs?: number;
}

/**
 * One read for the keys asked for while none could be sent: the first `get` schedules the read
 * for the end of the event loop's turn (`setImmediate`), every `get` until it is sent adds its
 * key, and a `get` after it was sent waits for the next one. Each caller's key is therefore read
 * by a statement sent after it asked, so it sees whatever was committed before, as a read of its
 * own would. `read` answers one result per key, in the keys' order.
 *
 * At most `maxInFlight` reads are out at once: keys asked while they are wait, and go together
 * in the read sent as soon as one settles (or has been out for `stallMs`). Under load the
 * requests of a process then share a statement several at a time (a statement's fixed cost, its
 * round trip, bind and execution start, weighs more than what it reads): without the bound every
 * turn sent its own, mostly of one key.
 */
export class BatchedRead<K, R> {
  #pending: { key: K; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  #scheduled = false;
  #inFlight = 0;
  readonly #maxInFlight: number;
  readonly #stallMs: number;

  constructor(
    private readonly read: (keys: readonly K[]) => Promise<readonly R[]>,
    options: BatchedReadOptions = {},
  ) {
    this.#maxInFlight = options.maxInFlight ?? 1;
    this.#stallMs = options.stallMs ?? 2000;
  }

  get(key: K): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#pending.push({ key, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#pending.length === 0 || this.#inFlight >= this.#maxInFlight) {
      return;
    }
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#send();
    });
  }

  #send(): void {
    const batch = this.#pending;
    this.#pending = [];
    this.#inFlight++;
    let holding = true;
    const release = () => {
      if (!holding) return;
      holding = false;
      this.#inFlight--;
      this.#schedule();
    };
    const stalled = setTimeout(release, this.#stallMs);
    // A read that is out must not keep a process from exiting.
    stalled.unref();
    const settled = () => {
      clearTimeout(stalled);
      release();
    };
    this.read(batch.map((entry) => entry.key)).then(
      (results) => {
        settled();
        batch.forEach((entry, index) => {
          if (index < results.length) entry.resolve(results[index] as R);
          else entry.reject(new Error('a batched read answered fewer results than keys'));
        });
      },
      (error: unknown) => {
        settled();
        for (const entry of batch) entry.reject(error);
      },
    );
  }
}
