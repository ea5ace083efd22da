import { CompressibleJson } from './gzip-json';
import { jsonBytes } from './json-bytes';
import { SeqCache } from '../repositories/seq-cache';

/**
 * Answers read often between writes (company lists), serialised once and kept with their gzip
 * form while the store's version (Repositories.version) stays where it was when they were read.
 * At most `maxEntries` of them, holding at most `maxBytes` (an answer counts twice its JSON: its
 * gzip form, made on first use, is kept beside it and is smaller).
 */
export class KeptAnswers<T> {
  readonly #cache: SeqCache<CompressibleJson<T>>;

  constructor(
    maxEntries: number,
    private readonly version: () => number,
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.#cache = new SeqCache(maxEntries, {
      maxBytes,
      sizeOf: (answer) => answer.json.byteLength * 2,
    });
  }

  /** The kept answer for `key`, or the value `read` gives, serialised and kept. */
  async get(key: string, read: () => Promise<T>): Promise<CompressibleJson<T>> {
    // The version before the read: a write while it runs leaves the answer kept at an old
    // version, so the next request reads again.
    const version = this.version();
    const cached = this.#cache.get(key, version);
    if (cached !== undefined) return cached;
    const answer = new CompressibleJson(jsonBytes<T>(Buffer.from(JSON.stringify(await read()))));
    this.#cache.set(key, version, answer);
    return answer;
  }
}
