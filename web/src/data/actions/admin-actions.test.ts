import { messages } from '@risema/finance-core/contract';
import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import type { TestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { NEEDS_NETWORK_MESSAGE } from './action-context';
import {
  assignLicense,
  createAccountant,
  deleteUser,
  toggleUserActive,
} from './accountant-actions';
import {
  changeLicenseDate,
  createLicense,
  deleteLicense,
  reactivateLicense,
  renewLicense,
  suspendLicense,
  updateLicense,
} from './license-actions';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

async function adminDevice(): Promise<TestDevice> {
  const device = await createTestDevice(server.url);
  await signIn(device.core, server.admin);
  await device.data.sync.sync();
  return device;
}

function inOneYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

describe('licence actions (admin, network only)', () => {
  it('create, edit, suspend, reactivate, renew, change date and delete, each written to Dexie', async () => {
    const { data } = await adminDevice();
    const created = await createLicense(data, {
      officeName: 'Escritório Teste',
      tier: 'business',
      maxCompanies: 100,
      expiresAt: inOneYear(),
    });
    expect(created.status).toBe('done');
    if (created.status !== 'done') return;
    const id = created.value.id;
    expect(await data.db.licenses.get(id)).toMatchObject({ tier: 'business', price: 349 });

    await updateLicense(data, id, { officeName: 'Escritório Renomeado', maxCompanies: 60 });
    expect(await data.db.licenses.get(id)).toMatchObject({
      officeName: 'Escritório Renomeado',
      maxCompanies: 60,
    });

    await suspendLicense(data, id);
    expect((await data.db.licenses.get(id))?.isActive).toBe(false);
    await reactivateLicense(data, id);
    expect((await data.db.licenses.get(id))?.isActive).toBe(true);

    const before = (await data.db.licenses.get(id))?.expiryDate ?? '';
    await renewLicense(data, id);
    const renewed = (await data.db.licenses.get(id))?.expiryDate ?? '';
    expect(new Date(renewed).getUTCFullYear()).toBe(new Date(before).getUTCFullYear() + 1);

    await suspendLicense(data, id);
    await changeLicenseDate(data, id, { expiryDate: inOneYear() });
    expect(await data.db.licenses.get(id)).toMatchObject({ isActive: true });

    await deleteLicense(data, id);
    expect(await data.db.licenses.get(id)).toBeUndefined();
    await data.sync.sync();
    expect(await data.db.licenses.get(id)).toBeUndefined();
  });

  it('refuse a past date with the server message', async () => {
    const { data } = await adminDevice();
    await expect(
      changeLicenseDate(data, office.license.id, { expiryDate: '2020-01-01' }),
    ).rejects.toMatchObject({ message: messages.pastDate });
  });

  it('say they need the network when offline, and change nothing', async () => {
    const { data, network } = await adminDevice();
    network.online = false;
    await expect(renewLicense(data, office.license.id)).rejects.toMatchObject({
      message: NEEDS_NETWORK_MESSAGE,
    });
    await expect(
      createAccountant(data, { name: 'X', email: 'x@risema.test', password: 'secret1' }),
    ).rejects.toMatchObject({ message: NEEDS_NETWORK_MESSAGE });
    expect(await data.db.outbox.count()).toBe(0);
  });
});

describe('accountant actions (admin, network only)', () => {
  it('create with a new licence, assign another, toggle, and delete', async () => {
    const { data } = await adminDevice();
    const email = `novo-${crypto.randomUUID().slice(0, 8)}@risema.test`;
    const created = await createAccountant(data, {
      name: 'Ana Contabilista',
      email,
      password: 'segredo1',
      newLicense: { officeName: 'Escritório da Ana', tier: 'professional' },
    });
    if (created.status !== 'done') throw new Error('not done');
    const user = created.value;
    expect(user.licenseDetails?.officeName).toBe('Escritório da Ana');
    await data.sync.sync();
    expect(await data.db.licenses.get(user.licenseId ?? '')).toMatchObject({ maxCompanies: 50 });

    await assignLicense(data, user.id, office.license.id);
    expect((await data.db.users.get(user.id))?.licenseId).toBe(office.license.id);

    await toggleUserActive(data, user.id);
    expect((await data.db.users.get(user.id))?.isActive).toBe(false);

    await expect(
      createAccountant(data, { name: 'Outra', email, password: 'segredo1' }),
    ).rejects.toMatchObject({ message: messages.emailTaken });

    await deleteUser(data, user.id);
    expect(await data.db.users.get(user.id)).toBeUndefined();
  });

  it('refuse to delete an accountant with companies', async () => {
    const { data } = await adminDevice();
    await expect(deleteUser(data, office.accountant.id)).rejects.toMatchObject({
      message: messages.accountantHasCompanies,
    });
    expect(await data.db.users.get(office.accountant.id)).toBeDefined();
  });
});
