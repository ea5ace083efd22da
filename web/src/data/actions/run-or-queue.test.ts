import { randomNif, seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { outboxEntriesOf } from '../sync/outbox';
import { createCompany } from './create-company';
import { updateCompany } from './update-company';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('runOrQueue keeps the order of changes', () => {
  it('online, an edit of a company whose older edit was refused waits behind it; another company is sent at once', async () => {
    const office = await seedOffice(server, { maxCompanies: 10 });
    const device = await createTestDevice(server.url);
    await signIn(device.core, office.accountant);
    await device.data.sync.sync();
    const { data, network } = device;
    const { company, accountant } = office;

    // Offline, an edit the server will refuse (an accountant's email cannot be a manager's).
    network.online = false;
    await updateCompany(data, company.id, {
      name: 'Recusada, Lda',
      taxId: company.taxId,
      managerEmail: accountant.email,
    });
    network.online = true;
    await data.sync.sync();
    const [refused] = await outboxEntriesOf(data.db, accountant.id);
    expect(refused?.status).toBe('refused');

    // A later edit of the same company would overtake it: it waits behind the refusal.
    const edit = await updateCompany(data, company.id, {
      name: 'Depois, Lda',
      taxId: company.taxId,
    });
    expect(edit.status).toBe('queued');
    await data.sync.sync();
    const onServer = await data.api.request('getCompany', { params: { id: company.id } });
    expect(onServer.name).toBe(company.name);
    expect((await outboxEntriesOf(data.db, accountant.id)).map((entry) => entry.status)).toEqual([
      'refused',
      'pending',
    ]);

    // Nothing of another company waits: its change is sent at once.
    const created = await createCompany(data, {
      id: crypto.randomUUID(),
      name: 'Outra, Lda',
      taxId: randomNif(),
      managerName: 'Gestora Outra',
      managerEmail: `outra-${crypto.randomUUID()}@risema.test`,
    });
    expect(created.status).toBe('done');
  }, 60_000);
});
