import { liveQuery } from 'dexie';
import type { Subscription } from 'dexie';
import { START_MARKS, markOnce } from '../start-marks';

/** A read of the local database a screen follows live, named so that it can start early. */
export interface LiveRead<T> {
  /** Names the read: the same key, the same read of the same data. */
  key: string;
  read: () => Promise<T>;
}

/** What a live query's subscriber is given (Dexie's observable, as the hooks use it). */
export interface LiveSource<T> {
  subscribe(onNext: (value: T) => void, onError?: (error: unknown) => void): Subscription;
  getValue?(): T;
  hasValue?(): boolean;
}

/** An early read nobody subscribed to within this time (the screen changed) is dropped. */
const UNCLAIMED_MS = 30_000;

interface Observer<T> {
  next: (value: T) => void;
  error?: (error: unknown) => void;
}

/**
 * One Dexie live query shared by whoever follows it, started before they render: it keeps its
 * last answer, which a subscriber gets at once (the screen's first render, then the same object
 * on subscribing, so no second render). Closed when its last subscriber leaves.
 */
class StartedLiveQuery<T> implements LiveSource<T> {
  private readonly observers = new Set<Observer<T>>();
  private upstream: Subscription | null = null;
  private answered = false;
  private value: T | undefined;
  private failure: { error: unknown } | null = null;
  private readonly unclaimed: ReturnType<typeof setTimeout>;

  constructor(
    private readonly read: LiveRead<T>,
    private readonly onClosed: () => void,
  ) {
    this.open();
    this.unclaimed = setTimeout(() => {
      if (this.observers.size === 0) this.close();
    }, UNCLAIMED_MS);
  }

  private open(): void {
    this.upstream = liveQuery(this.read.read).subscribe(
      (value) => {
        // The start's first answer of the local database, whether a screen follows it yet or not.
        markOnce(START_MARKS.firstQuery);
        this.answered = true;
        this.value = value;
        this.failure = null;
        for (const observer of [...this.observers]) observer.next(value);
      },
      (error: unknown) => {
        this.failure = { error };
        for (const observer of [...this.observers]) observer.error?.(error);
      },
    );
  }

  private close(): void {
    clearTimeout(this.unclaimed);
    this.upstream?.unsubscribe();
    this.upstream = null;
    this.onClosed();
  }

  hasValue(): boolean {
    return this.answered;
  }

  getValue(): T {
    return this.value as T;
  }

  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription {
    const observer: Observer<T> = { next, error };
    this.observers.add(observer);
    if (!this.upstream) this.open();
    if (this.failure) error?.(this.failure.error);
    else if (this.answered) next(this.value as T);
    let closed = false;
    return {
      get closed() {
        return closed;
      },
      unsubscribe: () => {
        if (closed) return;
        closed = true;
        this.observers.delete(observer);
        if (this.observers.size === 0) this.close();
      },
    };
  }
}

// By key; each query is of the type its key's read answers.
const started = new Map<string, { owner: object; query: object }>();

/**
 * Starts `read` of `owner`'s database now (a reload's warm start, before the screen that shows it
 * renders), unless it runs already: the screen's live query of the same key takes it over.
 */
export function startLiveQuery<T>(owner: object, read: LiveRead<T>): void {
  if (started.get(read.key)?.owner === owner) return;
  const query: StartedLiveQuery<T> = new StartedLiveQuery<T>(read, () => {
    if (started.get(read.key)?.query === query) started.delete(read.key);
  });
  started.set(read.key, { owner, query });
}

/** The live query of `key` on `owner`'s database started early, if one runs. */
export function startedLiveQuery<T>(owner: object, key: string): LiveSource<T> | undefined {
  const entry = started.get(key);
  return entry?.owner === owner ? (entry.query as LiveSource<T>) : undefined;
}
