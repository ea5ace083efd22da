import type { BatchedReadOptions } from './batched-read';
import { BatchedRead } from './batched-read';

/**
 * One read shared by every caller that asks for it before it is sent (a `BatchedRead` of no
 * keys): the first caller schedules it for the end of the event loop's turn, the callers of
 * that turn join it, and a caller after it was sent waits for the next one, sent as soon as the
 * one out settles (one out at a time). Each caller therefore gets a read sent after it asked:
 * whatever was committed before it asked, the read sees, exactly as a read of its own would.
 * Under load the requests a process parses while a read is out then share the next round trip
 * to the database instead of one each.
 */
export class SharedRead<T> {
  readonly #reads: BatchedRead<null, T>;

  constructor(read: () => Promise<T>, options?: BatchedReadOptions) {
    this.#reads = new BatchedRead<null, T>(
      (keys) => read().then((value) => keys.map(() => value)),
      options,
    );
  }

  /** The value as read by a read sent after this call. */
  get(): Promise<T> {
    return this.#reads.get(null);
  }
}
