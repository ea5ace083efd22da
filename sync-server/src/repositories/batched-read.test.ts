import { describe, expect, it, vi } from 'vitest';
import { BatchedRead } from './batched-read';
import type { BatchedReadOptions } from './batched-read';

/** Lets the event loop run one turn: a read scheduled for the turn's end is sent by then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batched read whose reads stay out until the test answers them (`answers[i]()`), in order. */
function heldReads(options?: BatchedReadOptions) {
  const batches: number[][] = [];
  const answers: (() => void)[] = [];
  const reads = new BatchedRead((keys: readonly number[]) => {
    batches.push([...keys]);
    return new Promise<number[]>((resolve) => answers.push(() => resolve([...keys])));
  }, options);
  return { reads, batches, answers };
}

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

  it('holds the keys asked while a read is out, and sends them together once it settles', async () => {
    const batches: string[][] = [];
    const answers: (() => void)[] = [];
    const reads = new BatchedRead((keys: readonly string[]) => {
      batches.push([...keys]);
      return new Promise<string[]>((resolve) => {
        answers.push(() => resolve(keys.map((key) => key.toUpperCase())));
      });
    });
    const first = reads.get('a');
    await nextTurn();
    expect(batches).toEqual([['a']]);
    // Asked while the first read is out: nothing is sent until it settles.
    const waiting = [reads.get('b'), reads.get('c')];
    await nextTurn();
    const later = reads.get('d');
    await nextTurn();
    expect(batches).toEqual([['a']]);
    answers[0]?.();
    expect(await first).toBe('A');
    await nextTurn();
    // Every key asked meanwhile, in one read sent after each was asked.
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    answers[1]?.();
    expect(await Promise.all([...waiting, later])).toEqual(['B', 'C', 'D']);
  });

  it('sends the next read after a failed one too', async () => {
    const batches: number[][] = [];
    const failures: ((error: Error) => void)[] = [];
    const reads = new BatchedRead((keys: readonly number[]) => {
      batches.push([...keys]);
      if (batches.length === 1) {
        return new Promise<number[]>((_, reject) => failures.push(reject));
      }
      return Promise.resolve([...keys]);
    });
    const first = reads.get(1);
    await nextTurn();
    const second = reads.get(2);
    failures[0]?.(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await second).toBe(2);
    expect(batches).toEqual([[1], [2]]);
  });

  it('keeps up to maxInFlight reads out at once', async () => {
    const { reads, batches, answers } = heldReads({ maxInFlight: 2 });
    const results = [reads.get(1)];
    await nextTurn();
    results.push(reads.get(2));
    await nextTurn();
    results.push(reads.get(3));
    await nextTurn();
    expect(batches).toEqual([[1], [2]]);
    answers[1]?.();
    await nextTurn();
    await nextTurn();
    expect(batches).toEqual([[1], [2], [3]]);
    answers[0]?.();
    answers[2]?.();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
  });

  it('sends the next read once the one out has held its place for stallMs, and answers both', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { reads, batches, answers } = heldReads({ stallMs: 1000 });
      const stuck = reads.get(1);
      await nextTurn();
      const next = reads.get(2);
      await nextTurn();
      expect(batches).toEqual([[1]]);
      vi.advanceTimersByTime(1000);
      await nextTurn();
      expect(batches).toEqual([[1], [2]]);
      answers[1]?.();
      expect(await next).toBe(2);
      // The stalled read, settling late, neither frees a place twice nor loses its caller.
      answers[0]?.();
      expect(await stuck).toBe(1);
      const third = reads.get(3);
      const fourth = reads.get(4);
      await nextTurn();
      expect(batches).toEqual([[1], [2], [3, 4]]);
      answers[2]?.();
      expect(await Promise.all([third, fourth])).toEqual([3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers every caller while others keep asking: each waits for one read at most after its own turn', async () => {
    const batches: number[][] = [];
    const reads = new BatchedRead((keys: readonly number[]) => {
      batches.push([...keys]);
      // Each read settles after a few turns, while callers keep asking meanwhile.
      return new Promise<number[]>((resolve) =>
        setImmediate(() => setImmediate(() => resolve([...keys]))),
      );
    });
    const asked: Promise<number>[] = [];
    for (let key = 0; key < 40; key++) {
      asked.push(reads.get(key));
      await nextTurn();
    }
    expect(await Promise.all(asked)).toEqual(Array.from({ length: 40 }, (_, key) => key));
    // One read out at a time: far fewer reads than callers, every key in exactly one of them.
    expect(batches.length).toBeLessThan(40);
    expect(batches.flat()).toEqual(Array.from({ length: 40 }, (_, key) => key));
  });
});
