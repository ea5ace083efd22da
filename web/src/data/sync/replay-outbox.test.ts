import { messages } from '@risema/finance-core/contract';
import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import type { TestDevice } from '../../testing/test-services';
import { createCompany } from '../actions/create-company';
import { updateCompany } from '../actions/update-company';
import { signIn } from '../auth/sign-in';
import { discardOutboxEntry, outboxEntriesOf, retryOutboxEntry } from './outbox';
import { sendOutboxEntry } from './operations';
import { replayOutbox } from './replay-outbox';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** An accountant signed in on a fresh device, synced, then offline. */
async function offlineAccountant(office: SeededOffice): Promise<TestDevice> {
  const device = await createTestDevice(server.url);
  await signIn(device.core, office.accountant);
  await device.data.sync.sync();
  device.network.online = false;
  return device;
}

function newCompany(name: string) {
  return {
    name,
    taxId: '505993082',
    managerName: 'Gestor Teste',
    managerEmail: `gestor-${crypto.randomUUID()}@risema.test`,
  };
}

async function serverCompanyNames(device: TestDevice): Promise<string[]> {
  return (await device.core.api.request('listCompanies')).map((company) => company.name);
}

describe('outbox replay', () => {
  it('sends changes made offline in order, with the id the client proposed', async () => {
    const office = await seedOffice(server);
    const device = await offlineAccountant(office);
    const { data, network } = device;

    const created = await createCompany(data, newCompany('Criada Offline, Lda'));
    expect(created.status).toBe('queued');
    const [entry] = await outboxEntriesOf(data.db, office.accountant.id);
    if (entry?.op.kind !== 'company.create') throw new Error('expected a queued creation');
    const proposedId = entry.op.companyId;
    // Visible at once in the cache, before the server has it.
    expect(await data.db.companies.get(proposedId)).toMatchObject({
      name: 'Criada Offline, Lda',
      accountantId: office.accountant.id,
    });
    await updateCompany(data, proposedId, { name: 'Criada e Editada, Lda', taxId: '505993082' });
    expect((await data.db.companies.get(proposedId))?.name).toBe('Criada e Editada, Lda');
    expect(await outboxEntriesOf(data.db, office.accountant.id)).toHaveLength(2);

    network.online = true;
    await data.sync.sync();

    expect(await outboxEntriesOf(data.db, office.accountant.id)).toEqual([]);
    const stored = await data.db.companies.get(proposedId);
    expect(stored).toMatchObject({ id: proposedId, name: 'Criada e Editada, Lda' });
    expect(stored?.managerId).toEqual(expect.any(String));
    expect(await serverCompanyNames(device)).toContain('Criada e Editada, Lda');
  });

  it('a replay the server refuses stays in the outbox with its message until retried or discarded', async () => {
    const office = await seedOffice(server, { maxCompanies: 1 });
    const device = await offlineAccountant(office);
    const { data, network } = device;
    const userId = office.accountant.id;
    await createCompany(data, newCompany('Acima da Quota, Lda'));
    const [entry] = await outboxEntriesOf(data.db, userId);
    const companyId = entry?.op.companyId ?? '';
    await updateCompany(data, companyId, { name: 'Acima da Quota II, Lda', taxId: '505993082' });

    network.online = true;
    const round = await data.sync.sync();

    expect(round.replay).toMatchObject({ sent: 0, refused: 1, waiting: 1 });
    const [refused, held] = await outboxEntriesOf(data.db, userId);
    expect(refused).toMatchObject({
      status: 'refused',
      error: messages.quotaReached,
      errorStatus: 409,
      attempts: 1,
    });
    // The edit of the same company waits behind the refusal instead of failing on its own.
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    // Still refused on the next round: nothing is dropped silently.
    await data.sync.sync();
    expect(await outboxEntriesOf(data.db, userId)).toHaveLength(2);
    // Retrying sends it again (and the server says the same).
    await retryOutboxEntry(data.db, userId, refused?.id ?? '');
    await data.sync.sync();
    expect((await outboxEntriesOf(data.db, userId))[0]).toMatchObject({
      status: 'refused',
      attempts: 2,
    });
    // Discarding is the user's call; the provisional copy then leaves the cache.
    await discardOutboxEntry(data.db, userId, refused?.id ?? '');
    await discardOutboxEntry(data.db, userId, held?.id ?? '');
    await data.sync.sync();
    expect(await outboxEntriesOf(data.db, userId)).toEqual([]);
    expect(await data.db.companies.get(companyId)).toBeUndefined();
    expect(await serverCompanyNames(device)).not.toContain('Acima da Quota, Lda');
  });

  it('a repeated replay is idempotent: a lost answer, then the same key again, makes one company', async () => {
    const office = await seedOffice(server);
    const device = await offlineAccountant(office);
    const { data, network } = device;
    await createCompany(data, newCompany('Uma Só Vez, Lda'));
    const [entry] = await outboxEntriesOf(data.db, office.accountant.id);
    if (!entry) throw new Error('expected a queued creation');

    // The server takes the request but its answer never arrives.
    network.online = true;
    network.loseNextAnswer(
      (url, init) => url.endsWith('/api/companies') && init?.method === 'POST',
    );
    const lost = await data.sync.sync();
    expect(lost.replay?.stoppedBy?.kind).toBe('network');
    expect(await outboxEntriesOf(data.db, office.accountant.id)).toMatchObject([
      { id: entry.id, status: 'pending', attempts: 1 },
    ]);

    // The next round sends it again with the same Idempotency-Key.
    await data.sync.sync();
    // And sending the very same entry once more still changes nothing.
    const session = device.core.auth.getState().session;
    if (!session) throw new Error('expected a session');
    await sendOutboxEntry(
      {
        db: data.db,
        api: data.api,
        token: session.token,
        user: session.user,
        isCurrent: () => true,
      },
      entry,
    );

    expect(await outboxEntriesOf(data.db, office.accountant.id)).toEqual([]);
    const names = await serverCompanyNames(device);
    expect(names.filter((name) => name === 'Uma Só Vez, Lda')).toHaveLength(1);
    expect(await data.db.companies.get(entry.op.companyId)).toBeDefined();
  });

  it('stops at a network failure and keeps the order for the next round', async () => {
    const office = await seedOffice(server);
    const device = await offlineAccountant(office);
    const { data } = device;
    await createCompany(data, newCompany('Primeira, Lda'));
    await createCompany(data, newCompany('Segunda, Lda'));
    const session = device.core.auth.getState().session;
    if (!session) throw new Error('expected a session');

    const result = await replayOutbox({
      db: data.db,
      api: data.api,
      token: session.token,
      user: session.user,
      isCurrent: () => true,
    });

    expect(result).toMatchObject({ sent: 0, refused: 0, waiting: 2 });
    expect(result.stoppedBy?.kind).toBe('network');
    const entries = await outboxEntriesOf(data.db, office.accountant.id);
    expect(entries.map((entry) => [entry.label, entry.attempts])).toEqual([
      ['Criar empresa Primeira, Lda', 1],
      ['Criar empresa Segunda, Lda', 0],
    ]);
  });
});
