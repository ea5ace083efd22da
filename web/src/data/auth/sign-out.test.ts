import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { signIn } from './sign-in';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('sign-out', () => {
  it('revokes the session on the server, clears stored auth and cached data, notifies', async () => {
    const { core, data, storage } = await createTestDevice(server.url);
    await signIn(core, { email: office.manager.email, password: office.manager.password });
    await data.sync.sync();
    const token = core.auth.getState().session?.token ?? '';
    expect(await data.db.companies.count()).toBe(1);
    const listener = vi.fn();
    core.auth.subscribe(listener);

    await data.signOut();

    expect(listener).toHaveBeenCalled();
    expect(core.auth.getState().session).toBeNull();
    expect(storage.length).toBe(0);
    for (const table of data.db.cacheTables) expect(await table.count()).toBe(0);
    await expect(core.api.request('me', { token })).rejects.toMatchObject({ status: 401 });
  });

  it('signs out locally when the server cannot be reached', async () => {
    const { core, data, network, storage } = await createTestDevice(server.url);
    await signIn(core, { email: office.accountant.email, password: office.accountant.password });
    await data.sync.sync();
    network.online = false;

    await data.signOut();

    expect(core.auth.getState().session).toBeNull();
    expect(storage.length).toBe(0);
    expect(await data.db.companies.count()).toBe(0);
  });

  it('a 401 on the live session signs out; a network failure does not', async () => {
    const { core, data, network } = await createTestDevice(server.url);
    await signIn(core, { email: office.accountant.email, password: office.accountant.password });
    await data.sync.sync();

    network.online = false;
    const offline = await data.sync.sync();
    expect(offline.error?.kind).toBe('network');
    expect(data.sync.status.getState().reachable).toBe(false);
    expect(core.auth.getState().session).not.toBeNull();
    expect(await data.db.companies.count()).toBe(1);

    network.online = true;
    const token = core.auth.getState().session?.token ?? '';
    await core.api.request('logout', { token });
    const signedOut = new Promise<void>((resolve) => {
      const stop = core.auth.subscribe((state) => {
        if (state.session === null) {
          stop();
          resolve();
        }
      });
    });
    await data.sync.sync();
    await signedOut;
    expect(core.auth.getState().session).toBeNull();
  });
});
