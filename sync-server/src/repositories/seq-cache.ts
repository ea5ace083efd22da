/**
 * A bounded cache of read results, each valid only while the change log's version has not moved
 * since it was read (`ChangeLog.version`). Every write takes a new sequence value (session
 * revocations too), which moves the version, so a hit is always what the database would answer
 * now; checking it is a comparison of two numbers.
 *
 * Bounded by a number of entries and, when given `maxBytes`, by the bytes its values hold
 * (`sizeOf`, plus `ENTRY_OVERHEAD` for each key and its bookkeeping): the least recently used
 * entries go first, and a value larger than the whole budget is not kept at all.
 */
export class SeqCache<V> {
  readonly #entries = new Map<string, { version: number; value: V; tick: number; size: number }>();
  /** Counts insertions and refreshes: an entry's age is how many came after it. */
  #tick = 0;
  #bytes = 0;
  readonly #maxBytes: number;
  readonly #sizeOf: ((value: V) => number) | null;

  constructor(
    private readonly maxEntries: number,
    bytes?: { maxBytes: number; sizeOf: (value: V) => number },
  ) {
    this.#maxBytes = bytes?.maxBytes ?? Infinity;
    this.#sizeOf = bytes?.sizeOf ?? null;
  }

  /** Bytes the values held count for (0 without a byte budget). */
  get bytes(): number {
    return this.#bytes;
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value read at `version`, or undefined. */
  get(key: string, version: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.#delete(key);
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

  /**
   * The entry held for `key` whatever its version, without counting it as used: for a reader
   * that asks the store whether `version` is still current.
   */
  peek(key: string): { version: number; value: V } | undefined {
    const entry = this.#entries.get(key);
    return entry && { version: entry.version, value: entry.value };
  }

  set(key: string, version: number, value: V): void {
    this.#delete(key);
    const size = this.#sizeOf ? this.#sizeOf(value) + ENTRY_OVERHEAD + key.length * 2 : 0;
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { version, value, tick: ++this.#tick, size });
    this.#bytes += size;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#delete(oldest.value);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

/** What an entry costs beyond its value and key: the Map slot and the entry object (estimate). */
export const ENTRY_OVERHEAD = 96;
