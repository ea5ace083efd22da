/**
 * A bounded cache of read results, each valid only while the change log's version has not moved
 * since it was read (`ChangeLog.version`). Every write takes a new sequence value (session
 * revocations too), which moves the version, so a hit is always what the database would answer
 * now; checking it is a comparison of two numbers.
 */
export class SeqCache<V> {
  readonly #entries = new Map<string, { version: number; value: V; tick: number }>();
  /** Counts insertions and refreshes: an entry's age is how many came after it. */
  #tick = 0;

  constructor(private readonly maxEntries: number) {}

  /** The value read at `version`, or undefined. */
  get(key: string, version: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.#entries.delete(key);
      return undefined;
    }
    // Recently used entries are dropped last, as in an LRU, but an entry is only moved to the
    // young end once it has aged past half the cache: moving it on every hit (a delete and an
    // insert) would cost more than the lookup.
    if (this.#tick - entry.tick >= this.maxEntries >> 1) {
      this.#entries.delete(key);
      entry.tick = ++this.#tick;
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value, tick: ++this.#tick });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
