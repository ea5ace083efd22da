import type { User } from '@risema/finance-core/contract';
import {
  companyWriteResponseSchema,
  loginResponseSchema,
  managerActivationResponseSchema,
  meResponseSchema,
  messages,
} from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashActivationCode } from '../auth/activation-code';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, login, randomNif, seedOffice, startSeededServer } from '../testing';

const CODE = /^[A-HJ-NP-Z2-9]{10}$/;

describe.each(STORES)('manager activation codes on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let accountantToken: string;

  beforeAll(async () => {
    ({ server, office } = await startSeededServer({ store }));
    accountantToken = await login(server, office.accountant.email, office.accountant.password);
  });
  afterAll(() => server.stop());

  async function signIn(email: string, password: string): Promise<{ token: string; user: User }> {
    const answer = await apiRequest(server, '/api/auth/login', { body: { email, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return loginResponseSchema.parse(answer.body);
  }

  const changePassword = (token: string, body: unknown) =>
    apiRequest(server, '/api/auth/password', { token, body });

  /** A new company whose new manager's password is the NIF, with the code the answer carries. */
  async function newManager(idempotencyKey?: string) {
    const nif = randomNif();
    const email = `gestor-${nif}@risema.test`;
    const created = await apiRequest(server, '/api/companies', {
      token: accountantToken,
      body: {
        name: `Empresa ${nif}, Lda`,
        taxId: nif,
        managerName: `Gestor ${nif}`,
        managerEmail: email,
      },
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const company = companyWriteResponseSchema.parse(created.body);
    return { email, nif, company, code: company.managerActivationCode ?? '' };
  }

  it('is answered once with a new manager, and the NIF alone cannot take the account', async () => {
    const manager = await newManager();
    expect(manager.code).toMatch(CODE);

    // The attacker knows the email and the public NIF: sign-in works, the change does not.
    const { token, user } = await signIn(manager.email, manager.nif);
    expect(user).toMatchObject({ mustChangePassword: true, needsActivationCode: true });
    const me = meResponseSchema.parse((await apiRequest(server, '/api/auth/me', { token })).body);
    expect(me.user.needsActivationCode).toBe(true);

    const missing = await changePassword(token, {
      currentPassword: manager.nif,
      newPassword: 'roubada-123',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: messages.activationCodeRequired });
    const wrong = await changePassword(token, {
      currentPassword: manager.nif,
      newPassword: 'roubada-123',
      activationCode: 'ABCDEFGHJK',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: messages.activationCodeInvalid });
    // Nothing changed: the NIF still signs in and the data stay closed.
    expect((await apiRequest(server, '/api/companies', { token })).status).toBe(403);

    // The real manager, with the code from the accountant (typed in lower case, with a space).
    const typed = `${manager.code.slice(0, 5).toLowerCase()} ${manager.code.slice(5)}`;
    const changed = await changePassword(token, {
      currentPassword: manager.nif,
      newPassword: 'a-minha-password',
      activationCode: typed,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await signIn(manager.email, 'a-minha-password');
    expect(after.user.mustChangePassword).toBe(false);
    expect(after.user.needsActivationCode).toBeUndefined();
    // Single use: the account has no code left to issue again without a reset.
    const again = await apiRequest(
      server,
      `/api/companies/${manager.company.id}/manager-activation`,
      { method: 'POST', token: accountantToken },
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messages.managerAlreadyActive });
  });

  it('counts a missing or wrong code as a failed sign-in', async () => {
    const manager = await newManager();
    const { token } = await signIn(manager.email, manager.nif);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await changePassword(token, {
        currentPassword: manager.nif,
        newPassword: 'roubada-123',
        ...(i % 2 === 0 ? {} : { activationCode: `ABCDEFGH${'JK'[i % 2]}${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('refuses an expired code', async () => {
    const manager = await newManager();
    const managerId = manager.company.managerId ?? '';
    const stored = await server.repositories.managerActivations.reissue(managerId, {
      codeHash: hashActivationCode('QWERTYUPAS'),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(stored).toBe(true);
    const { token } = await signIn(manager.email, manager.nif);
    const answer = await changePassword(token, {
      currentPassword: manager.nif,
      newPassword: 'a-minha-password',
      activationCode: 'QWERTYUPAS',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.activationCodeInvalid });
  });

  it('is issued again by the accountant only, and the old one stops working', async () => {
    const manager = await newManager();
    const path = `/api/companies/${manager.company.id}/manager-activation`;
    const issued = await apiRequest(server, path, { method: 'POST', token: accountantToken });
    expect(issued.status).toBe(200);
    const fresh = managerActivationResponseSchema.parse(issued.body);
    expect(fresh.managerActivationCode).toMatch(CODE);
    expect(fresh.managerActivationCode).not.toBe(manager.code);
    const days = (Date.parse(fresh.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const managerSession = await signIn(manager.email, manager.nif);
    expect(
      (await apiRequest(server, path, { method: 'POST', token: managerSession.token })).status,
    ).toBe(403);
    const other = await seedOffice(server);
    const otherToken = await login(server, other.accountant.email, other.accountant.password);
    expect((await apiRequest(server, path, { method: 'POST', token: otherToken })).status).toBe(
      404,
    );

    const old = await changePassword(managerSession.token, {
      currentPassword: manager.nif,
      newPassword: 'a-minha-password',
      activationCode: manager.code,
    });
    expect(old.status).toBe(400);
    const ok = await changePassword(managerSession.token, {
      currentPassword: manager.nif,
      newPassword: 'a-minha-password',
      activationCode: fresh.managerActivationCode,
    });
    expect(ok.status).toBe(200);
  });

  it('comes with a reset to the NIF, and not with another password set by the accountant', async () => {
    const manager = await newManager();
    const path = `/api/companies/${manager.company.id}`;
    const base = { name: manager.company.name, taxId: manager.nif };

    const other = await apiRequest(server, path, {
      method: 'PUT',
      token: accountantToken,
      body: { ...base, newManagerPassword: 'escolhida-123' },
    });
    expect(other.status).toBe(200);
    expect(other.body).not.toHaveProperty('managerActivationCode');
    // A forced change with no code: the password was not the public NIF.
    const chosen = await signIn(manager.email, 'escolhida-123');
    expect(chosen.user).toMatchObject({ mustChangePassword: true });
    expect(chosen.user.needsActivationCode).toBeUndefined();

    const reset = await apiRequest(server, path, {
      method: 'PUT',
      token: accountantToken,
      body: { ...base, newManagerPassword: manager.nif },
    });
    expect(reset.status).toBe(200);
    const code = companyWriteResponseSchema.parse(reset.body).managerActivationCode;
    expect(code).toMatch(CODE);
    const { token, user } = await signIn(manager.email, manager.nif);
    expect(user.needsActivationCode).toBe(true);
    const plain = await apiRequest(server, path, {
      method: 'PUT',
      token: accountantToken,
      body: base,
    });
    expect(plain.body).not.toHaveProperty('managerActivationCode');
    expect(
      (
        await changePassword(token, {
          currentPassword: manager.nif,
          newPassword: 'a-minha-password',
          activationCode: code,
        })
      ).status,
    ).toBe(200);
  });

  it('is not answered again by an idempotent replay, nor to a company linking an existing manager', async () => {
    const key = crypto.randomUUID();
    const manager = await newManager(key);
    const nif = manager.nif;
    const replay = await apiRequest(server, '/api/companies', {
      token: accountantToken,
      body: {
        name: `Empresa ${nif}, Lda`,
        taxId: nif,
        managerName: `Gestor ${nif}`,
        managerEmail: manager.email,
      },
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ id: manager.company.id });
    expect(replay.body).not.toHaveProperty('managerActivationCode');

    const linked = await apiRequest(server, '/api/companies', {
      token: accountantToken,
      body: {
        name: `Outra ${nif}, Lda`,
        taxId: randomNif(),
        managerName: `Gestor ${nif}`,
        managerEmail: manager.email,
      },
    });
    expect(linked.status).toBe(201);
    expect(linked.body).not.toHaveProperty('managerActivationCode');
  });
});
