import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { NEEDS_NETWORK_MESSAGE } from './action-context';
import { deleteCompany } from './delete-company';
import { toggleCompanyActive } from './toggle-company-active';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('company delete and toggle (network only)', () => {
  it('say they need the network when offline, and change nothing', async () => {
    const { core, data, network } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    await data.sync.sync();
    network.online = false;

    await expect(deleteCompany(data, office.company.id)).rejects.toMatchObject({
      message: NEEDS_NETWORK_MESSAGE,
    });
    await expect(toggleCompanyActive(data, office.company.id)).rejects.toMatchObject({
      message: NEEDS_NETWORK_MESSAGE,
    });
    expect(await data.db.outbox.count()).toBe(0);
    expect(await data.db.companies.get(office.company.id)).toMatchObject({ isActive: true });
  });

  it('online: toggle writes the answer, delete removes the company and its periods', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    await data.sync.sync();

    const toggled = await toggleCompanyActive(data, office.company.id);
    expect(toggled).toMatchObject({ status: 'done', value: { isActive: false } });
    expect((await data.db.companies.get(office.company.id))?.isActive).toBe(false);

    await deleteCompany(data, office.company.id);
    expect(await data.db.companies.get(office.company.id)).toBeUndefined();
    await data.sync.sync();
    expect(await data.db.companies.count()).toBe(0);
  });
});
