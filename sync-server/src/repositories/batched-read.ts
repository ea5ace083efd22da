/**
 * One read for the keys asked for in one turn of the event loop: the first `get` schedules the
 * read for the end of the turn (`setImmediate`), every `get` of that turn adds its key, and a
 * `get` after it was sent waits for the next one. Each caller's key is therefore read by a
 * statement sent after it asked, so it sees whatever was committed before, as a read of its own
 * would; under load the requests parsed in one turn share one round trip to the database.
 * `read` answers one result per key, in the keys' order.
 */
export class BatchedRead<K, R> {
  #pending: { key: K; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly read: (keys: readonly K[]) => Promise<readonly R[]>) {}

  get(key: K): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.#pending.length === 0) setImmediate(() => this.#send());
      this.#pending.push({ key, resolve, reject });
    });
  }

  #send(): void {
    const batch = this.#pending;
    this.#pending = [];
    this.read(batch.map((entry) => entry.key)).then(
      (results) => {
        batch.forEach((entry, index) => {
          if (index < results.length) entry.resolve(results[index] as R);
          else entry.reject(new Error('a batched read answered fewer results than keys'));
        });
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  }
}
