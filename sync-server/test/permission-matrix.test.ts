/**
 * The permission matrix: every route of the contract's `endpoints` table × every kind of caller,
 * with the status each must get. The table is typed `Record<EndpointName, …>` with a
 * `Record<Actor, number>` per row, so a route or a caller left out does not compile.
 */
import type { Endpoint, EndpointName } from '@risema/finance-core/contract';
import { endpointPath, endpoints, errorBodySchema, messages } from '@risema/finance-core/contract';
import { myReportWorkbook } from '@risema/finance-core/testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../src/testing';
import {
  STORES,
  apiRequest,
  login,
  openSession,
  randomNif,
  seedOffice,
  setLicenseExpiry,
  setMustChangePassword,
  startTestServer,
} from '../src/testing';

/** The SAF-T fixture of the repository (a `.zip` holding the year 2024 of Oficina Exemplo). */
function saftFixture(): { fileName: string; bytes: Uint8Array } {
  const url = new URL('../../fixtures/saft-oficina-exemplo-2024.zip', import.meta.url);
  return { fileName: 'saft-oficina-exemplo-2024.zip', bytes: new Uint8Array(readFileSync(url)) };
}

const ACTORS = [
  'anonymous',
  'admin',
  'accountant',
  'otherAccountant',
  'manager',
  'otherManager',
  'inactive',
  'expiredAccountant',
  /** A manager whose password someone else set: only me, logout and the password change. */
  'pendingPassword',
] as const;
type Actor = (typeof ACTORS)[number];

/** Ids a request may point at; each actor has its own view of "the company". */
interface Targets {
  id?: string;
  period?: string;
}

interface World {
  server: TestServer;
  tokens: Record<Exclude<Actor, 'anonymous'>, string>;
  credentials: Record<
    Exclude<Actor, 'anonymous' | 'inactive'>,
    { email: string; password: string }
  >;
  office: SeededOffice;
  other: SeededOffice;
  expired: SeededOffice;
  /** A pending document of the expired accountant's company, uploaded before it expired. */
  expiredDocumentId: string;
}

interface Cell {
  /** Path parameters, made fresh for each cell when the call would destroy its target. */
  params?: (world: World, actor: Actor) => Targets | Promise<Targets>;
  query?: string;
  body?: (world: World) => unknown;
  /** A multipart upload: a MyReport workbook (true) or the SAF-T fixture. */
  upload?: boolean | 'saft';
  /** The call ends the caller's session: use a token of its own. */
  ownSession?: boolean;
  /** The call ends every session of the caller: sign them in again for the cells after it. */
  endsAllSessions?: boolean;
  expect: Record<Actor, number>;
}

/** Same answer for every caller. */
const everyone = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;
/**
 * 401 without a valid session, 403 for a user who must change their password first, `others`
 * for the signed-in roles not listed.
 */
function signedIn(statuses: Partial<Record<Actor, number>>, others = 403): Record<Actor, number> {
  return { ...everyone(others), anonymous: 401, inactive: 401, pendingPassword: 403, ...statuses };
}
const adminOnly = (status: number) => signedIn({ admin: status });

/** The company the actor targets: the expired accountant targets their own, others office's. */
function companyOf(world: World, actor: Actor): string {
  return actor === 'expiredAccountant' ? world.expired.company.id : world.office.company.id;
}

async function adminCreates(world: World, path: string, body: unknown): Promise<string> {
  const answer = await apiRequest<{ id: string }>(world.server, path, {
    token: world.tokens.admin,
    body,
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}
const throwawayLicense = (world: World) =>
  adminCreates(world, '/api/licenses', { officeName: 'Descartável', tier: 'professional' });
const throwawayUser = (world: World) =>
  adminCreates(world, '/api/users', {
    name: 'Descartável',
    email: `descartavel-${randomUUID()}@risema.test`,
    password: 'password-123',
  });

/** A period the office's accountant uploads and confirms for the company. */
async function storedPeriod(world: World, period: string): Promise<string> {
  const documentId = await pendingDocument(world, world.office.company.id);
  const confirmed = await apiRequest(world.server, `/api/documents/${documentId}/confirm`, {
    token: world.tokens.accountant,
    body: { confirmedPeriod: period },
  });
  expect(confirmed.status).toBe(200);
  return period;
}

/** The stored period every caller but the deleting accountant targets. */
const KEPT_PERIOD = '2025-11';

async function pendingDocument(world: World, companyId: string): Promise<string> {
  const data = new FormData();
  data.append('companyId', companyId);
  const { fileName, bytes } = myReportWorkbook();
  data.append('document', new Blob([bytes]), fileName);
  const answer = await apiRequest<{ documentId: string }>(world.server, '/api/documents/upload', {
    token: world.tokens.accountant,
    form: data,
  });
  expect(answer.status).toBe(201);
  return answer.body.documentId;
}

const companyBody = () => ({
  name: 'Nova Empresa, Lda',
  taxId: randomNif(),
  managerName: 'Novo Gestor',
  managerEmail: `gestor-${randomUUID()}@risema.test`,
});

const MATRIX: Record<EndpointName, Cell> = {
  health: { expect: everyone(200) },
  login: {
    body: (world) => world.credentials.admin,
    expect: everyone(200),
  },
  me: { expect: signedIn({ pendingPassword: 200 }, 200) },
  logout: { ownSession: true, expect: signedIn({ pendingPassword: 200 }, 200) },
  logoutAll: {
    ownSession: true,
    endsAllSessions: true,
    expect: signedIn({ pendingPassword: 200 }, 200),
  },
  // An empty body: past the access step every signed-in caller meets validation (400); the
  // change itself is tested in routes/password.test.ts.
  changePassword: { expect: signedIn({ pendingPassword: 400 }, 400) },

  listLicenses: { expect: adminOnly(200) },
  createLicense: {
    body: () => ({ officeName: 'Escritório Novo', maxCompanies: 5, expiresAt: '2099-12-31' }),
    expect: adminOnly(201),
  },
  licenseQuota: {
    expect: signedIn({ accountant: 200, otherAccountant: 200, expiredAccountant: 200 }),
  },
  updateLicense: {
    params: (world) => ({ id: world.office.license.id }),
    body: (world) => ({ officeName: world.office.license.officeName }),
    expect: adminOnly(200),
  },
  deleteLicense: {
    params: async (world) => ({ id: await throwawayLicense(world) }),
    expect: adminOnly(200),
  },
  renewLicense: { params: (world) => ({ id: world.office.license.id }), expect: adminOnly(200) },
  changeLicenseDate: {
    params: (world) => ({ id: world.office.license.id }),
    body: () => ({ expiryDate: '2099-06-30' }),
    expect: adminOnly(200),
  },

  listUsers: { expect: adminOnly(200) },
  createUser: {
    body: () => ({
      name: 'Contabilista Novo',
      email: `novo-${randomUUID()}@risema.test`,
      password: 'password-123',
    }),
    expect: adminOnly(201),
  },
  toggleUserActive: {
    params: async (world) => ({ id: await throwawayUser(world) }),
    expect: adminOnly(200),
  },
  assignUserLicense: {
    params: async (world) => ({ id: await throwawayUser(world) }),
    body: (world) => ({ licenseId: world.office.license.id }),
    expect: adminOnly(200),
  },
  deleteUser: {
    params: async (world) => ({ id: await throwawayUser(world) }),
    expect: adminOnly(200),
  },

  listCompanies: { expect: signedIn({}, 200) },
  createCompany: {
    body: companyBody,
    expect: signedIn({ accountant: 201, otherAccountant: 201 }),
  },
  getCompany: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    expect: signedIn({ otherAccountant: 404, otherManager: 404 }, 200),
  },
  updateCompany: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    body: (world) => ({ name: world.office.company.name, taxId: world.office.company.taxId }),
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },
  issueManagerActivation: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },
  toggleCompanyActive: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    expect: signedIn({ admin: 200, accountant: 200, otherAccountant: 404 }),
  },
  deleteCompany: {
    params: async (world, actor) => {
      if (actor !== 'accountant') return { id: companyOf(world, actor) };
      const created = await apiRequest<{ id: string }>(world.server, '/api/companies', {
        token: world.tokens.accountant,
        body: companyBody(),
      });
      return { id: created.body.id };
    },
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },
  companyPeriods: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    expect: signedIn({
      accountant: 200,
      manager: 200,
      expiredAccountant: 200,
      otherAccountant: 404,
      otherManager: 404,
    }),
  },
  deletePeriod: {
    params: async (world, actor) => ({
      id: companyOf(world, actor),
      // The accountant deletes a period of their own each time; the others aim at one kept.
      period: actor === 'accountant' ? await storedPeriod(world, '2024-03') : KEPT_PERIOD,
    }),
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },
  savePeriodNote: {
    params: (world, actor) => ({ id: companyOf(world, actor), period: KEPT_PERIOD }),
    body: () => ({ text: 'Boas vendas em novembro.\nAtenção à tesouraria.' }),
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },
  financialData: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    query: '?period=2025-12',
    expect: signedIn({
      accountant: 200,
      manager: 200,
      expiredAccountant: 200,
      otherAccountant: 404,
      otherManager: 404,
    }),
  },
  financialRatios: {
    params: (world, actor) => ({ id: companyOf(world, actor) }),
    query: '?period=2025-12',
    expect: signedIn({
      accountant: 200,
      manager: 200,
      expiredAccountant: 200,
      otherAccountant: 404,
      otherManager: 404,
    }),
  },

  uploadMyReport: { upload: true, expect: signedIn({ accountant: 201, otherAccountant: 404 }) },
  uploadRisema: { upload: true, expect: signedIn({ accountant: 201, otherAccountant: 404 }) },
  uploadSaft: { upload: 'saft', expect: signedIn({ accountant: 201, otherAccountant: 404 }) },
  confirmDocument: {
    params: async (world, actor) => ({
      id:
        actor === 'expiredAccountant'
          ? world.expiredDocumentId
          : await pendingDocument(world, world.office.company.id),
    }),
    body: () => ({ confirmedPeriod: '2025-12' }),
    expect: signedIn({ accountant: 200, otherAccountant: 404 }),
  },

  adminStats: { expect: adminOnly(200) },
  sync: { expect: signedIn({}, 200) },
};

describe.each(STORES)('on %s', (store) => {
  let world: World;

  beforeAll(async () => {
    const server = await startTestServer({ store });
    const office = await seedOffice(server, { tier: 'business' });
    const other = await seedOffice(server);
    const expired = await seedOffice(server);
    const inactive = await seedOffice(server);
    const admin = await server.repositories.users.findByEmail(server.admin.email);
    // Sessions made as a sign-in makes them (sign-in itself has its own cells and tests).
    const session = (userId: string | undefined) => openSession(server, userId ?? '');
    await setMustChangePassword(server, expired.manager.id, true);
    const tokens = {
      admin: await session(admin?.id),
      accountant: await session(office.accountant.id),
      otherAccountant: await session(other.accountant.id),
      manager: await session(office.manager.id),
      otherManager: await session(other.manager.id),
      inactive: await session(inactive.accountant.id),
      expiredAccountant: await session(expired.accountant.id),
      pendingPassword: await session(expired.manager.id),
    };
    const partial = { server, tokens, office, other, expired } as Omit<World, 'expiredDocumentId'> &
      Partial<World>;
    // The expired accountant uploaded before the licence expired.
    const data = new FormData();
    data.append('companyId', expired.company.id);
    const { fileName, bytes } = myReportWorkbook();
    data.append('document', new Blob([bytes]), fileName);
    const upload = await apiRequest<{ documentId: string }>(server, '/api/documents/upload', {
      token: tokens.expiredAccountant,
      form: data,
    });
    await setLicenseExpiry(server, expired.license.id, '2020-01-01T00:00:00.000Z');
    const deactivated = await apiRequest(
      server,
      `/api/users/${inactive.accountant.id}/toggle-active`,
      {
        method: 'PATCH',
        token: tokens.admin,
      },
    );
    expect(deactivated.status).toBe(200);
    world = {
      ...partial,
      credentials: {
        admin: server.admin,
        accountant: office.accountant,
        otherAccountant: other.accountant,
        manager: office.manager,
        otherManager: other.manager,
        expiredAccountant: expired.accountant,
        pendingPassword: expired.manager,
      },
      expiredDocumentId: upload.body.documentId,
    };
    await storedPeriod(world, KEPT_PERIOD);
  });

  afterAll(() => world.server.stop());

  describe.each(Object.entries(MATRIX) as [EndpointName, Cell][])('%s', (name, cell) => {
    const endpoint = endpoints[name];
    it.each(ACTORS.map((actor) => [actor, cell.expect[actor]] as const))(
      '%s → %i',
      async (actor, status) => {
        const params = cell.params ? await cell.params(world, actor) : {};
        let token: string | undefined;
        if (actor !== 'anonymous') {
          token =
            cell.ownSession && actor !== 'inactive'
              ? await login(
                  world.server,
                  world.credentials[actor].email,
                  world.credentials[actor].password,
                )
              : world.tokens[actor];
        }
        let form: FormData | undefined;
        if (cell.upload) {
          form = new FormData();
          form.append('companyId', companyOf(world, actor));
          const { fileName, bytes } = cell.upload === 'saft' ? saftFixture() : myReportWorkbook();
          form.append('document', new Blob([bytes]), fileName);
        }
        const answer = await apiRequest(
          world.server,
          endpointPath(name, params as Record<string, string>) + (cell.query ?? ''),
          {
            method: endpoint.method,
            token,
            form,
            body: cell.body ? cell.body(world) : endpoint.method === 'GET' ? undefined : {},
          },
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        if (cell.endsAllSessions && actor !== 'anonymous' && actor !== 'inactive') {
          const { email, password } = world.credentials[actor];
          if (status === 200) {
            expect(
              (await apiRequest(world.server, '/api/auth/me', { token: world.tokens[actor] }))
                .status,
            ).toBe(401);
          }
          world.tokens[actor] = await login(world.server, email, password);
        }
        if (status >= 400) {
          // An error says only its message: never data of the resource.
          expect(Object.keys(errorBodySchema.parse(answer.body))).toEqual(['message']);
        }
        if (actor === 'pendingPassword' && status === 403) {
          // Refused for the password, or for the role before it: never anything else.
          const { message } = errorBodySchema.parse(answer.body);
          expect([messages.passwordChangeRequired, messages.forbidden]).toContain(message);
          const roles: Endpoint['roles'] = endpoint.roles;
          if (roles !== 'public' && roles.includes('manager')) {
            expect(message).toBe(messages.passwordChangeRequired);
          }
        }
      },
    );
  });

  describe('the matrix', () => {
    it('covers every route of the contract', () => {
      expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(endpoints).sort());
    });
  });

  describe('manager accounts across offices (docs/design.md §4.13), both directions', () => {
    const taken = { status: 409, body: { message: messages.emailTaken } };
    const createWith = (token: string, managerEmail: string) =>
      apiRequest(world.server, '/api/companies', {
        token,
        body: { ...companyBody(), managerEmail },
      });
    const editWith = (token: string, company: SeededOffice['company'], managerEmail: string) =>
      apiRequest(world.server, `/api/companies/${company.id}`, {
        method: 'PUT',
        token,
        body: {
          name: company.name,
          taxId: company.taxId,
          managerEmail,
          newManagerPassword: 'x-123456',
        },
      });

    it("refuses each office the other's manager, on create and on edit, with one neutral message", async () => {
      const { tokens, office, other } = world;
      expect(await createWith(tokens.accountant, other.manager.email)).toMatchObject(taken);
      expect(await createWith(tokens.otherAccountant, office.manager.email)).toMatchObject(taken);
      expect(await editWith(tokens.accountant, office.company, other.manager.email)).toMatchObject(
        taken,
      );
      expect(
        await editWith(tokens.otherAccountant, other.company, office.manager.email),
      ).toMatchObject(taken);
      for (const email of [
        world.server.admin.email,
        other.accountant.email,
        office.accountant.email,
      ]) {
        expect(await createWith(tokens.accountant, email)).toMatchObject(taken);
        expect(await editWith(tokens.accountant, office.company, email)).toMatchObject(taken);
      }
    });

    it("leaves each manager with their own office's companies only", async () => {
      const { tokens, office, other } = world;
      const ids = async (token: string) =>
        (await apiRequest<{ id: string }[]>(world.server, '/api/companies', { token })).body.map(
          (company) => company.id,
        );
      expect(await ids(tokens.manager)).not.toContain(other.company.id);
      expect(await ids(tokens.otherManager)).toEqual([other.company.id]);
      expect(await ids(tokens.manager)).toContain(office.company.id);
    });
  });

  describe('an inactive company (docs/design.md §4.14), every role', () => {
    it('is read-only for its accountant, closed to its manager, still unknown to other offices', async () => {
      const { server } = world;
      const inactive = await seedOffice(server);
      const owner = await login(server, inactive.accountant.email, inactive.accountant.password);
      const manager = await login(server, inactive.manager.email, inactive.manager.password);
      const base = `/api/companies/${inactive.company.id}`;
      const toggled = await apiRequest(server, `${base}/toggle-active`, {
        method: 'PATCH',
        token: owner,
      });
      expect(toggled.status).toBe(200);

      const form = new FormData();
      form.append('companyId', inactive.company.id);
      const { fileName, bytes } = myReportWorkbook();
      form.append('document', new Blob([bytes]), fileName);
      const edit = { name: inactive.company.name, taxId: inactive.company.taxId };
      const writes = (token: string) =>
        Promise.all([
          apiRequest(server, '/api/documents/upload', { token, form }),
          apiRequest(server, base, { method: 'PUT', token, body: edit }),
        ]);
      const reads = (token: string) =>
        Promise.all(
          [base, `${base}/periods`, `${base}/financial-data?period=2025-01`].map((path) =>
            apiRequest(server, path, { token }),
          ),
        );

      for (const answer of await writes(owner)) {
        expect(answer).toMatchObject({ status: 409, body: { message: messages.companyInactive } });
      }
      for (const answer of await reads(owner)) expect(answer.status).toBe(200);
      // The admin still sees the company itself (its data is never the admin's to read).
      expect((await apiRequest(server, base, { token: world.tokens.admin })).status).toBe(200);
      for (const answer of await reads(manager)) {
        expect(answer).toMatchObject({
          status: 403,
          body: { message: messages.companyInactiveForManager },
        });
      }
      for (const token of [world.tokens.otherAccountant, world.tokens.otherManager]) {
        for (const answer of await reads(token)) expect(answer.status).toBe(404);
        for (const answer of await writes(token)) expect([403, 404]).toContain(answer.status);
      }
    }, 30_000);
  });
});
