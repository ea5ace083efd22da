import type { StoreKind } from '../db/dialect-adapter';

/**
 * What the read caches (`SeqCache`) are checked against: a number that moves whenever what the
 * store holds may have changed, so a value cached at one version is what the store still holds
 * while the version is unchanged.
 */
export interface ReadVersion {
  /**
   * Whether `refresh` reads something from the store (the stored counter where other processes
   * write, SQLite's `data_version` where other connections may commit): a request may then read
   * it together with what it reads first (`PeriodRepository.answerWithVersion`) and `observe` it.
   */
  readonly readsStore: boolean;
  current(): number;
  /** A write transaction that took sequence value `seq` ended, committed or rolled back. */
  afterWrite(seq: number, committed: boolean): void;
  /**
   * What `refresh` reads, read by this process in a statement of its own: the stored change
   * counter (see `SharedReadVersion`) or SQLite's `data_version` (see `LocalReadVersion`).
   */
  observe(stored: number): void;
  /**
   * Brings the version up to date with the store, before a request reads any cache (the session
   * lookup calls it): reads the stored counter where other processes may write.
   */
  refresh(readStored: () => Promise<number>): Promise<void>;
}

/**
 * SQLite: the server is the file's main writer, so a counter in its memory that moves after each
 * of its writes covers its own changes, and checking it costs no query. It moves after a
 * rolled-back write too: the store hands that sequence value out again, so the stored value
 * could not tell. Another connection's commit (`npm run reset-admin-password` while the server
 * runs, say) is caught by `refresh`: SQLite's `PRAGMA data_version` of the server's connection
 * changes when any other connection commits to the file, and reading it (a prepared statement
 * over the shared WAL index, no disk read) costs a few microseconds per request; a read that goes
 * to the store anyway reads it in the same statement (`observe`).
 */
class LocalReadVersion implements ReadVersion {
  readonly readsStore: boolean;
  #version = 0;
  #seenElsewhere: number | undefined;

  constructor(private readonly dataVersion?: () => number) {
    this.readsStore = dataVersion !== undefined;
  }

  current(): number {
    return this.#version;
  }

  afterWrite(): void {
    this.#version++;
  }

  /** `data_version` as read on the server's connection. */
  observe(seen: number): void {
    if (seen !== this.#seenElsewhere) {
      this.#seenElsewhere = seen;
      this.#version++;
    }
  }

  refresh(): Promise<void> {
    if (this.dataVersion) this.observe(this.dataVersion());
    return Promise.resolve();
  }
}

/**
 * PostgreSQL with several server processes: the version is the newest committed value of the
 * stored change counter this process has seen, from its own commits and from reading it: every
 * request reads it (one small query) before its session is looked up, in the cache or not. A
 * write another process committed before the request began (a logout, a new period) has
 * therefore moved the version past every value cached before it: no cache answers stale data,
 * with no notification to wait for (a LISTEN/NOTIFY message may arrive after the next request).
 * A value is cached at the version seen before it was read, never a later one. Rolled-back
 * writes are not seen: their value is handed out again.
 */
class SharedReadVersion implements ReadVersion {
  readonly readsStore = true;
  #version = 0;

  current(): number {
    return this.#version;
  }

  afterWrite(seq: number, committed: boolean): void {
    if (committed) this.observe(seq);
  }

  observe(stored: number): void {
    if (stored > this.#version) this.#version = stored;
  }

  async refresh(readStored: () => Promise<number>): Promise<void> {
    this.observe(await readStored());
  }
}

/**
 * The read version of a store of that kind; on SQLite, `dataVersion` (the store's
 * `PRAGMA data_version`) makes other connections' commits count.
 */
export function readVersionFor(kind: StoreKind, dataVersion?: () => number): ReadVersion {
  return kind === 'sqlite' ? new LocalReadVersion(dataVersion) : new SharedReadVersion();
}
