import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read';

describe('SharedRead', () => {
  it('shares one read among the callers of a turn, sent after each of them asked', async () => {
    const events: string[] = [];
    let value = 0;
    const shared = new SharedRead(() => {
      events.push('read');
      return Promise.resolve(++value);
    });
    events.push('ask 1');
    const first = shared.get();
    events.push('ask 2');
    const second = shared.get();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(events).toEqual(['ask 1', 'ask 2', 'read']);
  });

  it('never hands a caller a read that was sent before it asked', async () => {
    let value = 0;
    let release: (() => void) | undefined;
    const shared = new SharedRead(
      () =>
        new Promise<number>((resolve) => {
          const read = ++value;
          release = () => resolve(read);
        }),
    );
    const first = shared.get();
    // The first read is sent (after this turn) but has not answered yet.
    await new Promise((resolve) => setImmediate(resolve));
    expect(value).toBe(1);
    const second = shared.get();
    release?.();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    release?.();
    expect(await second).toBe(2);
  });

  it('hands a failed read to each of its callers, and reads again for the next', async () => {
    let calls = 0;
    const shared = new SharedRead(() =>
      ++calls === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(calls),
    );
    const results = await Promise.allSettled([shared.get(), shared.get()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await shared.get()).toBe(2);
  });

  it('keeps one read out: callers asking meanwhile share the next, sent once it settles', async () => {
    let value = 0;
    const releases: (() => void)[] = [];
    const shared = new SharedRead(
      () =>
        new Promise<number>((resolve) => {
          const read = ++value;
          releases.push(() => resolve(read));
        }),
    );
    const first = shared.get();
    await new Promise((resolve) => setImmediate(resolve));
    // Asked in two later turns while the first read is out: neither is answered by it.
    const second = shared.get();
    await new Promise((resolve) => setImmediate(resolve));
    const third = shared.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(value).toBe(1);
    releases[0]?.();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(value).toBe(2);
    releases[1]?.();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });
});
