import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { outboxEntriesOf } from '../sync/outbox';
import { createCompany } from './create-company';
import { updateCompany } from './update-company';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('company create and edit', () => {
  it('online: the server creates it (keeping the proposed id) and the answer goes to the cache', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    const id = crypto.randomUUID();

    const result = await createCompany(data, {
      id,
      name: 'Online, Lda',
      taxId: '507 718 666',
      managerName: 'Olga Online',
      managerEmail: `online-${crypto.randomUUID()}@risema.test`,
    });

    expect(result.status).toBe('done');
    if (result.status !== 'done') return;
    expect(result.value).toMatchObject({
      id,
      taxId: '507718666',
      accountantId: office.accountant.id,
    });
    // The manager's activation code is answered once and never cached.
    const { managerActivationCode, ...company } = result.value;
    expect(managerActivationCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await data.db.companies.get(id)).toEqual(company);
    expect(await data.db.outbox.count()).toBe(0);

    const edited = await updateCompany(data, id, {
      name: 'Online Editada, Lda',
      taxId: '507718666',
    });
    expect(edited).toMatchObject({ status: 'done', value: { name: 'Online Editada, Lda' } });
    expect((await data.db.companies.get(id))?.name).toBe('Online Editada, Lda');
  });

  it("refuses input that breaks the contract with the contract's message, queueing nothing", async () => {
    const { core, data, network } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    network.online = false;

    await expect(
      createCompany(data, {
        name: 'NIF Curto',
        taxId: '1234',
        managerName: 'X',
        managerEmail: 'x@risema.test',
      }),
    ).rejects.toMatchObject({
      kind: 'invalid-input',
      message: 'NIF deve ter pelo menos 9 dígitos',
    });
    expect(await outboxEntriesOf(data.db, office.accountant.id)).toEqual([]);
  });

  it('a refusal answered online is thrown to the screen, not queued', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.accountant);

    await expect(
      createCompany(data, {
        name: 'Gestor Repetido, Lda',
        taxId: '507718666',
        managerName: 'Contabilista',
        // An accountant's email cannot become a manager's.
        managerEmail: office.accountant.email,
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 409 });
    expect(await data.db.outbox.count()).toBe(0);
  });
});
