import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '../../stores/auth-store';
import { createTestDevice } from '../../testing/test-services';
import { ApiError } from '../api-error';
import { outboxEntriesOf } from '../sync/outbox';
import { createCompany } from '../actions/create-company';
import { signIn } from './sign-in';

let server: TestServer;
let first: SeededOffice;
let second: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  first = await seedOffice(server, { officeName: 'Primeiro Escritório' });
  second = await seedOffice(server, { officeName: 'Segundo Escritório' });
});

afterAll(async () => {
  await server?.stop();
});

describe('sign-in', () => {
  it('stores the session under authToken/authUser and pulls what the user may see', async () => {
    const { core, data, storage } = await createTestDevice(server.url);

    const user = await signIn(core, {
      email: first.accountant.email,
      password: first.accountant.password,
    });
    await data.sync.sync();

    expect(user.id).toBe(first.accountant.id);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(core.auth.getState().session?.token);
    expect(JSON.parse(storage.getItem(AUTH_USER_KEY) ?? '{}')).toMatchObject({ id: user.id });
    expect((await data.db.companies.toArray()).map((company) => company.id)).toEqual([
      first.company.id,
    ]);
    expect((await data.db.syncState.get(user.id))?.lastSyncedAt).toEqual(expect.any(String));
  });

  it('fails with the server message and leaves the previous state as it was', async () => {
    const { core, storage } = await createTestDevice(server.url);

    await expect(
      signIn(core, { email: first.manager.email, password: 'errada' }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(core.auth.getState().session).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('signing in as another user leaves nothing of the previous one', async () => {
    const device = await createTestDevice(server.url);
    const { core, data, network } = device;
    await signIn(core, { email: first.accountant.email, password: first.accountant.password });
    await data.sync.sync();
    // The first accountant makes a change offline, then someone else signs in on this device.
    network.online = false;
    const queued = await createCompany(data, {
      name: 'Feita Offline, Lda',
      taxId: '503301302',
      managerName: 'Marta Offline',
      managerEmail: `offline-${crypto.randomUUID()}@risema.test`,
    });
    expect(queued.status).toBe('queued');
    network.online = true;

    await signIn(core, { email: second.accountant.email, password: second.accountant.password });
    const round = await data.sync.sync();

    // The cache holds the second user's world only.
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(ids(await data.db.companies.toArray())).toEqual([second.company.id]);
    expect(ids(await data.db.users.toArray())).not.toContain(first.accountant.id);
    expect(ids(await data.db.licenses.toArray())).toEqual([second.license.id]);
    expect(await data.db.syncState.toCollection().primaryKeys()).toEqual([second.accountant.id]);
    expect(await outboxEntriesOf(data.db, second.accountant.id)).toEqual([]);
    // The first user's unsent change was not sent under the second user's session...
    expect(round.replay?.sent).toBe(0);
    const firstToken = (
      await core.api.request('login', {
        body: { email: first.accountant.email, password: first.accountant.password },
      })
    ).token;
    const onServer = await core.api.request('listCompanies', { token: firstToken });
    expect(onServer.map((company) => company.name)).not.toContain('Feita Offline, Lda');
    // ...nor lost: it waits, under its user, and goes when that user signs in again.
    expect(await outboxEntriesOf(data.db, first.accountant.id)).toHaveLength(1);
    await signIn(core, { email: first.accountant.email, password: first.accountant.password });
    await data.sync.sync();
    expect(await outboxEntriesOf(data.db, first.accountant.id)).toEqual([]);
    const after = await core.api.request('listCompanies');
    expect(after.map((company) => company.name)).toContain('Feita Offline, Lda');
  });
});
