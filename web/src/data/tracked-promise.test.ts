import { describe, expect, it } from 'vitest';
import { tracked } from './tracked-promise';

describe('tracked', () => {
  it('says a promise is pending, then fulfilled with its value', async () => {
    let resolve: (value: number) => void = () => undefined;
    const promise = tracked(new Promise<number>((done) => (resolve = done)));
    expect(promise.status).toBe('pending');
    resolve(42);
    await promise;
    expect(promise.status).toBe('fulfilled');
    expect(promise.status === 'fulfilled' ? promise.value : null).toBe(42);
  });

  it('says a promise was rejected, with its reason, and leaves its rejection to its callers', async () => {
    const failure = new Error('no code');
    const promise = tracked(Promise.reject(failure));
    await expect(promise).rejects.toBe(failure);
    expect(promise.status).toBe('rejected');
    expect(promise.status === 'rejected' ? promise.reason : null).toBe(failure);
  });

  it('marks a promise once: tracking it again answers the same promise', async () => {
    const promise = tracked(Promise.resolve('a'));
    expect(tracked(promise)).toBe(promise);
    await promise;
    expect(tracked(promise).status).toBe('fulfilled');
  });
});
