import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD, SeqCache } from './seq-cache';

describe('SeqCache', () => {
  it('answers a value only at the version it was read at', () => {
    const cache = new SeqCache<string>(10);
    cache.set('a', 5, 'five');
    expect(cache.get('a', 5)).toBe('five');
    expect(cache.get('a', 6)).toBeUndefined();
    // A stale entry is gone for good.
    expect(cache.get('a', 5)).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new SeqCache<number>(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 1, 3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(1);
    expect(cache.get('c', 1)).toBe(3);
  });

  it('keeps an aged entry that is used, and drops the oldest unused ones first', () => {
    const cache = new SeqCache<string>(4);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 1, key);
    // 'a' is the oldest; using it moves it to the young end.
    expect(cache.get('a', 1)).toBe('a');
    cache.set('e', 1, 'e');
    cache.set('f', 1, 'f');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeUndefined();
    expect(['a', 'd', 'e', 'f'].map((key) => cache.get(key, 1))).toEqual(['a', 'd', 'e', 'f']);
  });
  it('holds no more bytes than its budget: the least recently used go first, an oversize value is not kept', () => {
    const entry = (bytes: number) => bytes + ENTRY_OVERHEAD + 2; // one-character keys
    const cache = new SeqCache<Buffer>(100, {
      maxBytes: entry(1000) * 3,
      sizeOf: (value) => value.length,
    });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, Buffer.alloc(1000));
    expect(cache.bytes).toBe(entry(1000) * 3);
    cache.set('d', 1, Buffer.alloc(1000));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toBe(3);
    // A larger value pushes out as many of the oldest as it needs.
    cache.set('e', 1, Buffer.alloc(2000));
    expect(['b', 'c', 'd', 'e'].map((key) => cache.get(key, 1)?.length)).toEqual([
      undefined,
      undefined,
      1000,
      2000,
    ]);
    expect(cache.bytes).toBeLessThanOrEqual(entry(1000) * 3);
    // Larger than the whole budget: not kept, and the entry it replaces is gone too.
    cache.set('d', 1, Buffer.alloc(entry(1000) * 3));
    expect(cache.get('d', 1)).toBeUndefined();
    expect(cache.bytes).toBe(entry(2000));
    // Stale entries give their bytes back.
    expect(cache.get('e', 2)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its budget whatever is read', () => {
    const cache = new SeqCache<Buffer>(1000, { maxBytes: 50_000, sizeOf: (value) => value.length });
    for (let i = 0; i < 10_000; i++) {
      const key = String(i % 700);
      if (cache.get(key, 1) === undefined) cache.set(key, 1, Buffer.alloc((i * 7919) % 3000));
      expect(cache.bytes).toBeLessThanOrEqual(50_000);
    }
  });
});
