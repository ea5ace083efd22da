/**
 * One read shared by every caller that asks for it before it is sent: the first caller schedules
 * it for the end of the event loop's turn (`setImmediate`), the callers of that turn join it,
 * and a caller after it was sent starts the next one. Each caller therefore gets a read sent
 * after it asked: whatever was committed before it asked, the read sees, exactly as a read of
 * its own would. Under load, the requests parsed in one turn (several sockets readable at once)
 * then share one round trip to the database instead of one each.
 */
export class SharedRead<T> {
  #next: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  /** The value as read by a read sent after this call. */
  get(): Promise<T> {
    this.#next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        // Sent now: whoever asks from here on waits for the next read.
        this.#next = undefined;
        this.read().then(resolve, reject);
      });
    });
    return this.#next;
  }
}
