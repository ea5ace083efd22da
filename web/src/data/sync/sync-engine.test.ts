import { myReportWorkbook } from '@risema/finance-core/testing';
import { apiRequest, login, randomNif, seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { changePassword } from '../actions/change-password';
import { signIn } from '../auth/sign-in';
import { readPortfolio } from '../queries/use-portfolio';

let server: TestServer;
let office: SeededOffice;
let other: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
  other = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('sync engine', () => {
  it("pulls each role's view: admin all, accountant and manager their own", async () => {
    const admin = await createTestDevice(server.url);
    await signIn(admin.core, server.admin);
    await admin.data.sync.sync();
    expect(ids(await admin.data.db.companies.toArray())).toEqual(
      [office.company.id, other.company.id].sort(),
    );
    expect(ids(await admin.data.db.licenses.toArray())).toEqual(
      [office.license.id, other.license.id].sort(),
    );
    expect(await admin.data.db.users.where('role').equals('accountant').count()).toBe(2);

    const manager = await createTestDevice(server.url);
    await signIn(manager.core, office.manager);
    await manager.data.sync.sync();
    expect(ids(await manager.data.db.companies.toArray())).toEqual([office.company.id]);
    expect(await manager.data.db.licenses.count()).toBe(0);
  });

  it('applies later changes and deletions incrementally with the stored cursor', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    await data.sync.sync();
    const cursor = (await data.db.syncState.get(office.accountant.id))?.cursor;
    expect(cursor).toEqual(expect.any(String));

    const added = await core.api.request('createCompany', {
      body: {
        name: 'Nova Incremental, Lda',
        taxId: '502011378',
        managerName: 'Inês Nova',
        managerEmail: `nova-${crypto.randomUUID()}@risema.test`,
      },
    });
    await data.sync.sync();
    expect(await data.db.companies.get(added.id)).toMatchObject({ name: 'Nova Incremental, Lda' });
    expect((await data.db.syncState.get(office.accountant.id))?.cursor).not.toBe(cursor);

    await core.api.request('deleteCompany', { params: { id: added.id } });
    await data.sync.sync();
    expect(await data.db.companies.get(added.id)).toBeUndefined();
    expect(await data.db.companies.get(office.company.id)).toBeDefined();
  });

  it('a period the sync writes drops the figures the portfolio kept of it', async () => {
    const seeded = await seedOffice(server);
    const token = await login(server, seeded.accountant.email, seeded.accountant.password);
    const upload = async () => {
      const workbook = myReportWorkbook({ period: '2025-12' });
      const form = new FormData();
      form.set('companyId', seeded.company.id);
      form.set('document', new Blob([new Uint8Array(workbook.bytes)]), workbook.fileName);
      const answer = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
        token,
        form,
      });
      expect(answer.status).toBe(201);
      const confirmed = await apiRequest(
        server,
        `/api/documents/${answer.body.documentId}/confirm`,
        {
          token,
          body: { confirmedPeriod: '2025-12' },
        },
      );
      expect(confirmed.status).toBe(200);
    };
    await upload();
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, seeded.accountant);
    await data.sync.sync();
    const id = `${seeded.company.id}:2025-12`;
    await readPortfolio(data.db, new Date());
    await expect.poll(async () => (await data.db.periodFigures.get(id))?.id).toBe(id);

    await upload();
    await data.sync.sync();
    expect(await data.db.periodFigures.get(id)).toBeUndefined();
    const stored = await data.db.periods.get(id);
    expect(stored).toBeDefined();
  });

  it('asks nothing before a password set by someone else is changed, then syncs', async () => {
    const accountant = await createTestDevice(server.url);
    await signIn(accountant.core, office.accountant);
    const taxId = randomNif();
    const email = `forced-${crypto.randomUUID()}@risema.test`;
    const company = await accountant.core.api.request('createCompany', {
      body: { name: 'Forçada, Lda', taxId, managerName: 'Gestora Forçada', managerEmail: email },
    });

    const { core, data } = await createTestDevice(server.url);
    // The manager's first password is the NIF: it must be changed first.
    const user = await signIn(core, { email, password: taxId });
    expect(user.mustChangePassword).toBe(true);
    const calls: string[] = [];
    const request = core.api.request.bind(core.api);
    core.api.request = ((name: Parameters<typeof request>[0], ...rest: unknown[]) => {
      calls.push(String(name));
      return (request as (...args: unknown[]) => unknown)(name, ...rest);
    }) as typeof core.api.request;
    const outcome = await data.sync.sync();
    expect(outcome).toMatchObject({ ran: false, pages: 0, error: null });
    expect(calls).toEqual([]);
    expect(data.sync.status.getState().lastError).toBeNull();
    expect(await data.db.companies.count()).toBe(0);

    // The password is still the NIF: the change takes the activation code the creation answered.
    const activationCode = company.managerActivationCode;
    expect(activationCode).toEqual(expect.any(String));
    await changePassword(data, {
      currentPassword: taxId,
      newPassword: 'nova-password-da-gestora',
      activationCode,
    });
    expect((await data.sync.sync()).ran).toBe(true);
    expect(ids(await data.db.companies.toArray())).toEqual([company.id]);
  });

  it('writes nothing for a session that ended during the round', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.manager);
    // Sign-in started a round; the session ends before its answer is applied.
    const round = data.sync.sync();
    core.auth.getState().clear();
    const outcome = await round;

    expect(outcome.ran).toBe(false);
    expect(await data.db.companies.count()).toBe(0);
    expect(await data.db.syncState.count()).toBe(0);
  });

  it('merges calls made during a round into one more round', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, office.manager);
    const rounds = await Promise.all([data.sync.sync(), data.sync.sync(), data.sync.sync()]);

    expect(rounds[1]).toBe(rounds[2]);
    expect(rounds.every((round) => round.error === null)).toBe(true);
    expect(await data.db.companies.count()).toBe(1);
  });

  it('clears a cache that belongs to someone else before a round', async () => {
    const { core, data } = await createTestDevice(server.url);
    await signIn(core, other.accountant);
    await data.sync.sync();
    // A session for another user appears without a sign-in on this device (restored storage).
    const { token, user } = await core.api.request('login', { body: office.manager });
    core.auth.getState().signIn({ token, user });

    await data.sync.sync();

    expect(ids(await data.db.companies.toArray())).toEqual([office.company.id]);
    expect(await data.db.syncState.toCollection().primaryKeys()).toEqual([office.manager.id]);
  });
});

describe('sync engine and the stored user', () => {
  it('keeps authUser in step with the server (a licence assigned by the admin)', async () => {
    const office = await seedOffice(server);
    const { core, data, storage } = await createTestDevice(server.url);
    await signIn(core, office.accountant);
    await data.sync.sync();
    expect(core.auth.getState().session?.user.licenseId).toBe(office.license.id);
    const before = core.auth.getState().session?.token;

    const newer = await seedOffice(server, { officeName: 'Escritório Novo' });
    const adminToken = (await core.api.request('login', { body: server.admin })).token;
    await core.api.request('assignUserLicense', {
      params: { id: office.accountant.id },
      body: { licenseId: newer.license.id },
      token: adminToken,
    });
    await data.sync.sync();

    expect(core.auth.getState().session).toMatchObject({
      token: before,
      user: { id: office.accountant.id, licenseId: newer.license.id },
    });
    expect(JSON.parse(storage.getItem('authUser') ?? '{}')).toMatchObject({
      licenseId: newer.license.id,
      licenseDetails: { officeName: 'Escritório Novo' },
    });
  });
});
