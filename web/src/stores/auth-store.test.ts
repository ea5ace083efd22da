import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../testing/build-user';
import { MemoryStorage } from '../testing/memory-storage';
import {
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  createAuthStore,
  followStorageEvents,
  isAuthenticated,
  readStoredSession,
} from './auth-store';

describe('auth store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('persists a sign-in under authToken (the string) and authUser (JSON)', () => {
    const storage = new MemoryStorage();
    const store = createAuthStore(storage);
    const user = buildUser({ role: 'manager' });

    store.getState().signIn({ token: 'tok-123', user });

    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok-123');
    expect(JSON.parse(storage.getItem(AUTH_USER_KEY) ?? 'null')).toEqual(user);
    expect(storage.keys().sort()).toEqual([AUTH_TOKEN_KEY, AUTH_USER_KEY]);
    expect(isAuthenticated(store.getState())).toBe(true);
  });

  it('restores a session only when both keys are present and parseable', () => {
    const storage = new MemoryStorage();
    const user = buildUser();
    storage.setItem(AUTH_TOKEN_KEY, 'tok-abc');
    storage.setItem(AUTH_USER_KEY, JSON.stringify(user));

    const store = createAuthStore(storage);

    expect(store.getState().session).toEqual({ token: 'tok-abc', user });
  });

  it.each([
    ['a token without a user', 'tok', null],
    ['a user without a token', null, JSON.stringify(buildUser())],
    ['a user that is not JSON', 'tok', '{not json'],
    ['a user that breaks the contract', 'tok', JSON.stringify({ id: 'x', role: 'root' })],
    ['an empty token', '', JSON.stringify(buildUser())],
  ])('clears both keys when the storage holds %s', (_, token, user) => {
    const storage = new MemoryStorage();
    if (token !== null) storage.setItem(AUTH_TOKEN_KEY, token);
    if (user !== null) storage.setItem(AUTH_USER_KEY, user);
    storage.setItem('unrelated', 'kept');

    const store = createAuthStore(storage);

    expect(store.getState().session).toBeNull();
    expect(isAuthenticated(store.getState())).toBe(false);
    expect(storage.keys()).toEqual(['unrelated']);
  });

  it('clear removes both keys and notifies listeners', () => {
    const storage = new MemoryStorage();
    const store = createAuthStore(storage);
    store.getState().signIn({ token: 'tok', user: buildUser() });
    const listener = vi.fn();
    store.subscribe(listener);

    store.getState().clear();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toBeNull();
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('follows a sign-out and a sign-in made by another tab once both keys settle', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = buildUser();
    const store = createAuthStore(storage);
    store.getState().signIn({ token: 'tok-1', user: first });
    const target = new EventTarget() as Window;
    const stop = followStorageEvents(store, storage, target);

    // The other tab writes the new token first: nothing changes until the user is written too.
    const second = buildUser({ role: 'admin' });
    storage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_TOKEN_KEY }));
    storage.setItem(AUTH_USER_KEY, JSON.stringify(second));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_USER_KEY }));
    expect(store.getState().session?.token).toBe('tok-1');

    vi.runAllTimers();
    expect(store.getState().session).toEqual({ token: 'tok-2', user: second });

    storage.clear();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    vi.runAllTimers();
    expect(store.getState().session).toBeNull();
    stop();
  });
});
