import type { User } from '@risema/finance-core/contract';
import {
  changePasswordResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  messages,
  passwordPolicyMessages,
  syncResponseSchema,
  userListSchema,
} from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../first-admin';
import { repositoryTestDb } from '../repositories/repository-test-db';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, login, randomNif, seedOffice, startSeededServer } from '../testing';

describe.each(STORES)('passwords on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;

  beforeAll(async () => {
    ({ server, office } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  /** Signs in and answers the token and the user the login answer carries. */
  async function signIn(email: string, password: string): Promise<{ token: string; user: User }> {
    const answer = await apiRequest(server, '/api/auth/login', { body: { email, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return loginResponseSchema.parse(answer.body);
  }

  const changePassword = (token: string, body: unknown) =>
    apiRequest(server, '/api/auth/password', { token, body });

  /** A new company of the seeded accountant, whose new manager's password is the NIF. */
  async function newManager(): Promise<{
    email: string;
    nif: string;
    companyId: string;
    activationCode: string;
  }> {
    const token = await login(server, office.accountant.email, office.accountant.password);
    const nif = randomNif();
    const email = `gestor-${nif}@risema.test`;
    const created = await apiRequest<{ id: string; managerActivationCode: string }>(
      server,
      '/api/companies',
      {
        token,
        body: {
          name: `Empresa ${nif}, Lda`,
          taxId: nif,
          managerName: `Gestor ${nif}`,
          managerEmail: email,
        },
      },
    );
    expect(created.status).toBe(201);
    return {
      email,
      nif,
      companyId: created.body.id,
      activationCode: created.body.managerActivationCode,
    };
  }

  describe('a password set by someone else', () => {
    it("is a new manager's NIF: signed in, they must change it and may do nothing else", async () => {
      const manager = await newManager();
      const { token, user } = await signIn(manager.email, manager.nif);
      expect(user.mustChangePassword).toBe(true);

      const me = await apiRequest(server, '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(meResponseSchema.parse(me.body).user.mustChangePassword).toBe(true);

      for (const path of [
        '/api/companies',
        `/api/companies/${manager.companyId}`,
        `/api/companies/${manager.companyId}/periods`,
        `/api/companies/${manager.companyId}/financial-data?period=2025-12`,
        '/api/sync',
      ]) {
        const refused = await apiRequest(server, path, { token });
        expect(refused.status, path).toBe(403);
        expect(refused.body, path).toEqual({ message: messages.passwordChangeRequired });
      }

      const logout = await apiRequest(server, '/api/auth/logout', { method: 'POST', token });
      expect(logout.status).toBe(200);
    });

    it('is an accountant created by an admin, and shows in the admin user list', async () => {
      const adminToken = await login(server, server.admin.email, server.admin.password);
      const email = `contabilista-${randomNif()}@risema.test`;
      const created = await apiRequest<User>(server, '/api/users', {
        token: adminToken,
        body: { name: 'Contabilista Novo', email, password: 'escolhida-pelo-admin' },
      });
      expect(created.status).toBe(201);
      expect(created.body.mustChangePassword).toBe(true);
      const listed = await apiRequest(server, '/api/users', { token: adminToken });
      const row = userListSchema.parse(listed.body).find((user) => user.email === email);
      expect(row?.mustChangePassword).toBe(true);

      const { token, user } = await signIn(email, 'escolhida-pelo-admin');
      expect(user.mustChangePassword).toBe(true);
      expect((await apiRequest(server, '/api/licenses/quota', { token })).status).toBe(403);
    });

    it("is a reset from the company edit dialog's new manager password", async () => {
      const manager = await newManager();
      const first = await signIn(manager.email, manager.nif);
      const changed = await changePassword(first.token, {
        currentPassword: manager.nif,
        newPassword: 'a-minha-password',
        activationCode: manager.activationCode,
      });
      expect(changed.status).toBe(200);
      expect((await apiRequest(server, '/api/companies', { token: first.token })).status).toBe(200);

      const accountantToken = await login(
        server,
        office.accountant.email,
        office.accountant.password,
      );
      const company = await apiRequest<{ name: string; taxId: string }>(
        server,
        `/api/companies/${manager.companyId}`,
        { token: accountantToken },
      );
      const reset = await apiRequest(server, `/api/companies/${manager.companyId}`, {
        method: 'PUT',
        token: accountantToken,
        body: {
          name: company.body.name,
          taxId: company.body.taxId,
          newManagerPassword: 'reposta-123',
        },
      });
      expect(reset.status).toBe(200);
      // The reset ends the manager's sessions, and the new one must change it again.
      expect((await apiRequest(server, '/api/auth/me', { token: first.token })).status).toBe(401);
      const { token, user } = await signIn(manager.email, 'reposta-123');
      expect(user.mustChangePassword).toBe(true);
      expect((await apiRequest(server, '/api/companies', { token })).status).toBe(403);
    });

    it("reaches the admin's synced users, and clears there once changed", async () => {
      const adminToken = await login(server, server.admin.email, server.admin.password);
      const manager = await newManager();
      const before = syncResponseSchema.parse(
        (await apiRequest(server, '/api/sync', { token: adminToken })).body,
      );
      const row = before.changes.users.find((user) => user.email === manager.email);
      expect(row?.mustChangePassword).toBe(true);

      const { token } = await signIn(manager.email, manager.nif);
      expect(
        (
          await changePassword(token, {
            currentPassword: manager.nif,
            newPassword: 'nova-password',
            activationCode: manager.activationCode,
          })
        ).status,
      ).toBe(200);
      const after = syncResponseSchema.parse(
        (
          await apiRequest(server, `/api/sync?since=${encodeURIComponent(before.cursor)}`, {
            token: adminToken,
          })
        ).body,
      );
      expect(after.changes.users.find((user) => user.email === manager.email)).toMatchObject({
        mustChangePassword: false,
      });
    });
  });

  describe('POST /api/auth/password', () => {
    it('sets the new password, clears the duty, keeps this session and ends the others', async () => {
      const manager = await newManager();
      const other = await signIn(manager.email, manager.nif);
      const { token } = await signIn(manager.email, manager.nif);

      const answer = await changePassword(token, {
        currentPassword: manager.nif,
        newPassword: 'password-do-gestor',
        activationCode: manager.activationCode,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const body = changePasswordResponseSchema.parse(answer.body);
      expect(body.message).toBe(messages.passwordChanged);
      expect(body.user).toMatchObject({ email: manager.email, mustChangePassword: false });
      expect(JSON.stringify(answer.body)).not.toContain('password-do-gestor');

      // This session goes on, now with access; the other one is revoked.
      const me = await apiRequest(server, '/api/auth/me', { token });
      expect(meResponseSchema.parse(me.body).user.mustChangePassword).toBe(false);
      const companies = await apiRequest<{ id: string }[]>(server, '/api/companies', { token });
      expect(companies.status).toBe(200);
      expect(companies.body.map((company) => company.id)).toContain(manager.companyId);
      expect((await apiRequest(server, '/api/auth/me', { token: other.token })).status).toBe(401);

      // The NIF no longer signs in; the new password does, with nothing left to change.
      const old = await apiRequest(server, '/api/auth/login', {
        body: { email: manager.email, password: manager.nif },
      });
      expect(old.status).toBe(401);
      const again = await signIn(manager.email, 'password-do-gestor');
      expect(again.user.mustChangePassword).toBe(false);
    });

    it('lets a user without the duty change their password too', async () => {
      const seeded = await seedOffice(server);
      const { token, user } = await signIn(seeded.accountant.email, seeded.accountant.password);
      expect(user.mustChangePassword).toBe(false);
      const answer = await changePassword(token, {
        currentPassword: seeded.accountant.password,
        newPassword: 'outra-password',
      });
      expect(answer.status).toBe(200);
      await signIn(seeded.accountant.email, 'outra-password');
    });

    it('refuses a wrong current password, a short one, the same one, and missing fields', async () => {
      const manager = await newManager();
      const { token } = await signIn(manager.email, manager.nif);
      const cases: [unknown, string][] = [
        [
          { currentPassword: 'errada-123', newPassword: 'nova-password' },
          messages.wrongCurrentPassword,
        ],
        [{ currentPassword: manager.nif, newPassword: '1234567' }, passwordPolicyMessages.tooShort],
        [{ currentPassword: manager.nif, newPassword: manager.nif }, messages.samePassword],
        [{ newPassword: 'nova-password' }, 'Password atual é obrigatória'],
        [{ currentPassword: manager.nif }, passwordPolicyMessages.tooShort],
      ];
      for (const [body, message] of cases) {
        const answer = await changePassword(token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
      }
      // Nothing changed: the duty stands and the NIF still signs in.
      expect((await signIn(manager.email, manager.nif)).user.mustChangePassword).toBe(true);
    });

    it('refuses what the policy of a chosen password forbids, in Portuguese, changing nothing', async () => {
      const manager = await newManager();
      const { token } = await signIn(manager.email, manager.nif);
      const first = { currentPassword: manager.nif, activationCode: manager.activationCode };
      const cases: [string, string][] = [
        ['x'.repeat(129), passwordPolicyMessages.tooLong],
        [manager.email.toUpperCase(), passwordPolicyMessages.isEmail],
        [manager.email.split('@')[0] ?? '', passwordPolicyMessages.isEmail],
        ['Password1!', passwordPolicyMessages.common],
        ['12345678', passwordPolicyMessages.common],
      ];
      for (const [newPassword, message] of cases) {
        const answer = await changePassword(token, { ...first, newPassword });
        expect(answer.status, newPassword).toBe(400);
        expect(answer.body, newPassword).toEqual({ message });
      }
      // The refusals spent neither the password nor the single-use activation code.
      expect((await signIn(manager.email, manager.nif)).user.mustChangePassword).toBe(true);
      const chosen = await changePassword(token, { ...first, newPassword: 'pão-quente-às-7' });
      expect(chosen.status).toBe(200);

      // Once the NIF is no longer the password, it cannot become the password again.
      const spaced = `PT ${manager.nif.slice(0, 3)} ${manager.nif.slice(3, 6)} ${manager.nif.slice(6)}`;
      for (const newPassword of [manager.nif, spaced]) {
        const answer = await changePassword(token, {
          currentPassword: 'pão-quente-às-7',
          newPassword,
        });
        expect(answer.status, newPassword).toBe(400);
        expect(answer.body).toEqual({ message: passwordPolicyMessages.isNif });
      }
      await signIn(manager.email, 'pão-quente-às-7');
    });

    it('refuses an accountant’s own email, and takes a password of 128 characters', async () => {
      const seeded = await seedOffice(server);
      const { token } = await signIn(seeded.accountant.email, seeded.accountant.password);
      const refused = await changePassword(token, {
        currentPassword: seeded.accountant.password,
        newPassword: seeded.accountant.email,
      });
      expect(refused.body).toEqual({ message: passwordPolicyMessages.isEmail });
      const long = `Uma frase longa e nada comum: ${'0123456789'.repeat(10)}`.slice(0, 128);
      expect(long).toHaveLength(128);
      const answer = await changePassword(token, {
        currentPassword: seeded.accountant.password,
        newPassword: long,
      });
      expect(answer.status).toBe(200);
      await signIn(seeded.accountant.email, long);
    });

    it('needs a session', async () => {
      const answer = await changePassword('', {
        currentPassword: 'x',
        newPassword: 'nova-password',
      });
      expect(answer.status).toBe(401);
    });

    it('limits guesses of the current password as sign-in does', async () => {
      const manager = await newManager();
      const { token } = await signIn(manager.email, manager.nif);
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          changePassword(token, { currentPassword: `palpite-${i}`, newPassword: 'nova-password' }),
        ),
      );
      const statuses = guesses.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    });
  });

  describe('the first admin', () => {
    it('must change a random password printed to the log, not one from ADMIN_PASSWORD', async () => {
      const env = await repositoryTestDb(store);
      try {
        await ensureFirstAdmin(env.repositories, {}, () => undefined);
        const [random] = await env.repositories.users.list('admin');
        expect(random?.mustChangePassword).toBe(true);
      } finally {
        await env.dispose();
      }
      const other = await repositoryTestDb(store);
      try {
        await ensureFirstAdmin(
          other.repositories,
          { adminPassword: 'do-operador' },
          () => undefined,
        );
        const [chosen] = await other.repositories.users.list('admin');
        expect(chosen?.mustChangePassword).toBe(false);
      } finally {
        await other.dispose();
      }
    });
  });
});
