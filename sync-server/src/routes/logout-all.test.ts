import { messageResponseSchema } from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, login, startSeededServer, startTestServer } from '../testing';

describe.each(STORES)('POST /api/auth/logout-all on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let tokens: { admin: string; accountant: string; manager: string };

  beforeAll(async () => {
    ({ server, office, tokens } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  const me = (token: string, on: TestServer = server) =>
    apiRequest(on, '/api/auth/me', { token }).then((answer) => answer.status);

  it('ends every session of the caller, this one included, and no one else’s', async () => {
    const { email, password } = office.accountant;
    const phone = await login(server, email, password);
    const laptop = await login(server, email, password);
    // Another process on the same store (PostgreSQL's several servers) must refuse them too.
    const second =
      store === 'postgres' ? await startTestServer({ databaseUrl: server.databaseUrl }) : server;
    try {
      expect(await me(phone, second)).toBe(200);
      expect(await me(laptop, second)).toBe(200);

      const answer = await apiRequest(server, '/api/auth/logout-all', {
        method: 'POST',
        token: laptop,
      });
      expect(answer.status).toBe(200);
      expect(messageResponseSchema.parse(answer.body).message).toBe(
        'Sessão terminada em todos os dispositivos',
      );

      for (const token of [phone, laptop, tokens.accountant]) {
        expect(await me(token)).toBe(401);
        expect(await me(token, second)).toBe(401);
        const companies = await apiRequest(second, '/api/companies', { token });
        expect(companies.status).toBe(401);
      }
      // Other users keep theirs, on every process.
      for (const token of [tokens.admin, tokens.manager]) {
        expect(await me(token)).toBe(200);
        expect(await me(token, second)).toBe(200);
      }
      // The password still signs in: a new session, the only one.
      expect(await me(await login(second, email, password))).toBe(200);
    } finally {
      if (second !== server) await second.stop();
    }
  });

  it('needs a session', async () => {
    const answer = await apiRequest(server, '/api/auth/logout-all', { method: 'POST' });
    expect(answer.status).toBe(401);
  });
});
