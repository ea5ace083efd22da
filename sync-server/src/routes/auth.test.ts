import {
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  messages,
} from '@risema/finance-core/contract';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_SLOW_CHECK_MS,
  FIRST_LOGIN_DELAY_MS,
  FREE_LOGIN_FAILURES,
  MAX_ADDRESS_FAILURES,
  loginDelayMs,
} from '../auth/login-limiter';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, login, seedOffice, startSeededServer } from '../testing';

/** How many of a pair's doubling waits (1 s, 2 s, 4 s…) fit in `elapsedMs`: each lets one more check in. */
function pairWaitsWithin(elapsedMs: number): number {
  return Math.floor(Math.log2(elapsedMs / FIRST_LOGIN_DELAY_MS + 1));
}

describe.each(STORES)('authentication on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;

  beforeAll(async () => {
    ({ server, office } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  describe('POST /api/auth/login', () => {
    it('signs each role in with a token and the user, never the password', async () => {
      for (const [email, password, role] of [
        [server.admin.email, server.admin.password, 'admin'],
        [office.accountant.email, office.accountant.password, 'accountant'],
        [office.manager.email, office.manager.password, 'manager'],
      ] as const) {
        const answer = await apiRequest(server, '/api/auth/login', { body: { email, password } });
        expect(answer.status).toBe(200);
        const body = loginResponseSchema.parse(answer.body);
        expect(body.user.role).toBe(role);
        expect(JSON.stringify(answer.body)).not.toContain(password);
        expect(JSON.stringify(answer.body)).not.toMatch(/hash|scrypt/i);
      }
    });

    it('takes the email in any case and with spaces', async () => {
      const answer = await apiRequest(server, '/api/auth/login', {
        body: {
          email: ` ${office.accountant.email.toUpperCase()} `,
          password: office.accountant.password,
        },
      });
      expect(answer.status).toBe(200);
    });

    it('links the accountant to their licence details', async () => {
      const answer = await apiRequest<{ user: { licenseDetails: unknown } }>(
        server,
        '/api/auth/login',
        {
          body: { email: office.accountant.email, password: office.accountant.password },
        },
      );
      expect(answer.body.user.licenseDetails).toEqual({
        officeName: office.license.officeName,
        expiryDate: office.license.expiryDate,
        isActive: true,
      });
    });

    it('answers 400 with the first validation message', async () => {
      expect(
        await apiRequest(server, '/api/auth/login', { body: { email: 'x', password: '' } }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Email inválido' },
      });
      expect(
        await apiRequest(server, '/api/auth/login', { body: { email: 'a@b.pt', password: '' } }),
      ).toMatchObject({ status: 400, body: { message: 'Password é obrigatória' } });
    });

    it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
      const malformed = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: messages.invalidJson });
      const huge = await apiRequest(server, '/api/auth/login', {
        body: { email: 'a@b.pt', password: 'x'.repeat(200 * 1024) },
      });
      expect(huge).toMatchObject({ status: 413, body: { message: messages.bodyTooLarge } });
    });

    it('limits a body sent without a length (chunked) while reading it, and reads one within it', async () => {
      /** Sends the JSON in pieces: Node then says `Transfer-Encoding: chunked`, no Content-Length. */
      const chunked = (pieces: string[]) =>
        new Promise<{ status: number; body: unknown }>((resolve, reject) => {
          const request = http.request(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
          });
          request.on('error', reject);
          request.on('response', (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
              }),
            );
          });
          for (const piece of pieces) request.write(piece);
          request.end();
        });
      const password = 'x'.repeat(60 * 1024);
      expect(
        await chunked(['{"email":"a@b.pt",', `"password":"${password}`, `${password}"}`]),
      ).toEqual({ status: 413, body: { message: messages.bodyTooLarge } });
      expect(
        await chunked([
          `{"email":"${office.manager.email}",`,
          `"password":"${office.manager.password}"}`,
        ]),
      ).toMatchObject({ status: 200, body: { user: { email: office.manager.email } } });
    });

    it('answers 401 for a wrong password or an unknown email, with the same message', async () => {
      const wrong = await apiRequest(server, '/api/auth/login', {
        body: { email: office.manager.email, password: 'not-the-nif' },
      });
      const unknown = await apiRequest(server, '/api/auth/login', {
        body: { email: 'ninguem@risema.test', password: 'whatever' },
      });
      expect(wrong).toMatchObject({ status: 401, body: { message: messages.invalidCredentials } });
      expect(unknown).toMatchObject({
        status: 401,
        body: { message: messages.invalidCredentials },
      });
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('answers the signed-in user, then revokes the token on logout', async () => {
      const token = await login(server, office.manager.email, office.manager.password);
      const me = await apiRequest(server, '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(meResponseSchema.parse(me.body).user.id).toBe(office.manager.id);

      const logout = await apiRequest(server, '/api/auth/logout', { method: 'POST', token });
      expect(logout.status).toBe(200);
      expect(messageResponseSchema.parse(logout.body).message).toBe('Sessão terminada');
      expect(await apiRequest(server, '/api/auth/me', { token })).toMatchObject({
        status: 401,
        body: { message: messages.unauthenticated },
      });
    });

    it('answers 401 without a token or with a forged one', async () => {
      expect((await apiRequest(server, '/api/auth/me')).status).toBe(401);
      expect((await apiRequest(server, '/api/auth/me', { token: 'A'.repeat(43) })).status).toBe(
        401,
      );
      expect((await apiRequest(server, '/api/auth/logout', { method: 'POST' })).status).toBe(401);
    });
  });

  describe('inactive users', () => {
    it('cannot sign in, and deactivation ends their sessions', async () => {
      const other = await seedOffice(server);
      const adminToken = await login(server, server.admin.email, server.admin.password);
      const managerToken = await login(server, other.manager.email, other.manager.password);
      const toggled = await apiRequest<{ isActive: boolean }>(
        server,
        `/api/users/${other.manager.id}/toggle-active`,
        { method: 'PATCH', token: adminToken },
      );
      expect(toggled).toMatchObject({ status: 200, body: { isActive: false } });
      expect((await apiRequest(server, '/api/auth/me', { token: managerToken })).status).toBe(401);
      expect(
        await apiRequest(server, '/api/auth/login', {
          body: { email: other.manager.email, password: other.manager.password },
        }),
      ).toMatchObject({ status: 403, body: { message: messages.inactiveUser } });
      // Reactivated, they sign in again.
      await apiRequest(server, `/api/users/${other.manager.id}/toggle-active`, {
        method: 'PATCH',
        token: adminToken,
      });
      await expect(login(server, other.manager.email, other.manager.password)).resolves.toEqual(
        expect.any(String),
      );
    });
  });

  /** A login sent from another loopback address (Linux routes all of 127/8 to this host). */
  function loginFrom(
    localAddress: string,
    body: { email: string; password: string },
  ): Promise<{ status: number; retryAfter: string | undefined; body: { message?: string } }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${server.url}/api/auth/login`, {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json' },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string },
          }),
        );
      });
      request.end(JSON.stringify(body));
    });
  }

  describe('login throttling', () => {
    it('checks at most the free attempts of 60 parallel guesses, answering 429 with Retry-After', async () => {
      const victim = await seedOffice(server);
      const guesses = Array.from({ length: 60 }, (_, i) => ({
        email: victim.accountant.email,
        password: i === 59 ? victim.accountant.password : `wrong-${i}`,
      }));
      const started = Date.now();
      const answers = await Promise.all(guesses.map((body) => loginFrom('127.0.0.11', body)));
      const checked = answers.filter((answer) => answer.status !== 429);
      expect(checked.length).toBeGreaterThan(0);
      // The free attempts, plus one per wait (1 s, 2 s, 4 s…) a slow machine let pass meanwhile.
      expect(checked.length).toBeLessThanOrEqual(
        FREE_LOGIN_FAILURES + pairWaitsWithin(Date.now() - started),
      );
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(answer.body).toEqual({ message: messages.tooManyLogins });
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      }
      // That address stays throttled for this email, even with the right password, while the
      // pair's wait lasts: it runs from its last checked failure, which came after `started`.
      // (On a machine slow enough for the wait to pass during the guesses, the right password
      // may be checked then, or now: either is the limiter's rule.)
      const rightChecked = answers.at(-1)?.status === 200;
      const againAt = Date.now();
      const again = await loginFrom('127.0.0.11', {
        email: victim.accountant.email,
        password: victim.accountant.password,
      });
      if (!rightChecked && againAt - started < loginDelayMs(checked.length)) {
        expect(again.status).toBe(429);
        expect(Number(again.retryAfter)).toBeGreaterThanOrEqual(1);
      } else {
        expect([200, 429]).toContain(again.status);
      }
      // ...but the owner, from an address with no failures, signs in.
      const owner = await loginFrom('127.0.0.12', {
        email: victim.accountant.email,
        password: victim.accountant.password,
      });
      expect(owner.status).toBe(200);
    }, 30_000);

    it('cannot lock the admin out from another address', async () => {
      for (let i = 0; i < 12; i++) {
        await loginFrom('127.0.0.13', { email: server.admin.email, password: `wrong-${i}` });
      }
      const admin = await loginFrom('127.0.0.14', {
        email: server.admin.email,
        password: server.admin.password,
      });
      expect(admin.status).toBe(200);
    }, 30_000);

    it('slows an address down across emails: 60 parallel guesses, then one check a second', async () => {
      const bystander = await seedOffice(server);
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          loginFrom('127.0.0.15', { email: `alvo-${i}@risema.test`, password: 'guess' }),
        ),
      );
      // Past its free failures the address gets one check a second: a slow machine may let some pass.
      const slowChecks = Math.floor((Date.now() - started) / ADDRESS_SLOW_CHECK_MS);
      const checked = answers.filter((answer) => answer.status !== 429);
      expect(checked.length).toBeLessThanOrEqual(MAX_ADDRESS_FAILURES + slowChecks);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
        60 - MAX_ADDRESS_FAILURES - slowChecks,
      );
      // Two at once: a slow machine may have let the address's next second come since its last
      // check, and then one of them is checked; the other is refused either way.
      const bystanderLogin = () =>
        loginFrom('127.0.0.15', {
          email: bystander.manager.email,
          password: bystander.manager.password,
        });
      const pair = await Promise.all([bystanderLogin(), bystanderLogin()]);
      const blocked = pair.find((answer) => answer.status === 429);
      expect(blocked).toMatchObject({ status: 429, body: { message: messages.tooManyLogins } });
      expect(Number(blocked?.retryAfter)).toBe(1);
      // Slowed down, not shut out: after the second it asks for, the right password gets in.
      await new Promise((resolve) => setTimeout(resolve, Number(blocked?.retryAfter) * 1000 + 100));
      expect(
        (
          await loginFrom('127.0.0.15', {
            email: bystander.manager.email,
            password: bystander.manager.password,
          })
        ).status,
      ).toBe(200);
      // The same person elsewhere is not affected.
      expect(
        (
          await loginFrom('127.0.0.16', {
            email: bystander.manager.email,
            password: bystander.manager.password,
          })
        ).status,
      ).toBe(200);
    }, 60_000);

    it('does not count successful logins', async () => {
      for (let i = 0; i < 12; i++) {
        await expect(login(server, office.manager.email, office.manager.password)).resolves.toEqual(
          expect.any(String),
        );
      }
    });
  });

  describe('logs', () => {
    it('hold one line per request and never a password or a token', async () => {
      const token = await login(server, office.accountant.email, office.accountant.password).catch(
        () => 'blocked',
      );
      const all = server.logs.join('\n');
      expect(
        server.logs.some((line) => /^POST \/api\/auth\/login \d{3} [\d.]+ms$/.test(line)),
      ).toBe(true);
      expect(all).not.toContain(office.accountant.password);
      expect(all).not.toContain(office.manager.password);
      expect(all).not.toContain(server.admin.password);
      expect(all).not.toContain(token);
    });
  });
});
