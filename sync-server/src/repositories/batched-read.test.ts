import { describe, expect, it } from 'vitest';
import { BatchedRead } from './batched-read';

describe('BatchedRead', () => {
  it('reads the keys asked for in one turn together, after each was asked, each answered its own', async () => {
    const batches: string[][] = [];
    const reads = new BatchedRead((keys: readonly string[]) => {
      batches.push([...keys]);
      return Promise.resolve(keys.map((key) => key.toUpperCase()));
    });
    const first = [reads.get('a'), reads.get('b')];
    expect(batches).toEqual([]);
    expect(await Promise.all(first)).toEqual(['A', 'B']);
    // Asked after the first read was sent: a read of its own.
    expect(await reads.get('c')).toBe('C');
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('hands a failed read to each of its callers, and reads again for the next', async () => {
    let calls = 0;
    const reads = new BatchedRead((keys: readonly number[]) =>
      ++calls === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(keys),
    );
    const results = await Promise.allSettled([reads.get(1), reads.get(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await reads.get(3)).toBe(3);
  });

  it('refuses a read that answers fewer results than keys', async () => {
    const reads = new BatchedRead((keys: readonly number[]) => Promise.resolve(keys.slice(1)));
    const results = await Promise.allSettled([reads.get(1), reads.get(2)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });
});
