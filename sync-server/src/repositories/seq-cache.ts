/**
 * A bounded cache of read results, each valid only while the global change sequence has not
 * moved since it was read. Every write takes a new sequence value (session revocations too), so a
 * hit is always what the database would answer now; the check is one tiny query.
 */
export class SeqCache<V> {
  readonly #entries = new Map<string, { seq: number; value: V }>();

  constructor(private readonly maxEntries: number) {}

  /** The value read at `seq`, or undefined. */
  get(key: string, seq: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.seq !== seq) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last, so the oldest is dropped first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, seq: number, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { seq, value });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
