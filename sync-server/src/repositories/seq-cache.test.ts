import { describe, expect, it } from 'vitest';
import { SeqCache } from './seq-cache';

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
});
