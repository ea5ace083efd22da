import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededServer } from '../testing';
import { STORES, apiRequest, randomNif, startSeededServer } from '../testing';

describe.each(STORES)('Cache-Control on %s', (store) => {
  let seeded: SeededServer;
  beforeAll(async () => {
    seeded = await startSeededServer({ store });
  });
  afterAll(() => seeded.server.stop());

  it('no cache keeps an answer carrying a token or company data', async () => {
    const { server, office, tokens } = seeded;
    const signIn = await apiRequest(server, '/api/auth/login', {
      body: { email: office.accountant.email, password: office.accountant.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('Cache-Control')).toBe('no-store');

    for (const path of ['/api/companies', `/api/companies/${office.company.id}`, '/api/sync']) {
      const answer = await apiRequest(server, path, {
        token: tokens.accountant,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
    }

    // A mutation and its idempotent replay alike.
    const key = crypto.randomUUID();
    const nif = randomNif();
    const create = () =>
      apiRequest(server, '/api/companies', {
        token: tokens.accountant,
        headers: { 'Idempotency-Key': key },
        body: {
          name: `Empresa ${nif}`,
          taxId: nif,
          managerName: 'Gestor',
          managerEmail: `g-${nif}@risema.test`,
        },
      });
    for (const answer of [await create(), await create()]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    const refused = await apiRequest(server, '/api/companies', { token: 'x'.repeat(43) });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });
});
