import type { Company, License } from '@risema/finance-core/contract';
import { MAX_NAME_LENGTH, textMessages } from '@risema/finance-core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, randomNif, startSeededServer } from '../testing';

describe.each(STORES)('input limits on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let admin: string;
  let accountant: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { admin, accountant },
    } = await startSeededServer({ store }));
  });
  afterAll(() => server.stop());

  function newCompany(name: string) {
    return {
      name,
      taxId: randomNif(),
      managerName: 'Gestor',
      managerEmail: `gestor-${crypto.randomUUID()}@risema.test`,
    };
  }

  describe('text input limits over HTTP', () => {
    it('refuses a 90,000-character office name and stores a normalised one', async () => {
      const huge = await apiRequest(server, '/api/licenses', {
        token: admin,
        body: { officeName: 'x'.repeat(90_000), tier: 'business' },
      });
      expect(huge).toMatchObject({
        status: 400,
        body: { message: textMessages.tooLong('Nome do escritório', MAX_NAME_LENGTH) },
      });
      const fine = await apiRequest<License>(server, '/api/licenses', {
        token: admin,
        body: { officeName: '  Escritório \u00a0  Norte ', tier: 'business' },
      });
      expect(fine.status).toBe(201);
      expect(fine.body.officeName).toBe('Escritório Norte');
    });

    it('refuses control characters, CR/LF and the right-to-left override in company names', async () => {
      for (const name of ['Linha\r\nNova', 'evil\u202Etxt', 'Nul\u0000']) {
        const answer = await apiRequest(server, '/api/companies', {
          token: accountant,
          body: newCompany(name),
        });
        expect(answer, JSON.stringify(name)).toMatchObject({
          status: 400,
          body: { message: textMessages.invalidCharacters('Nome da empresa') },
        });
      }
    });

    it('refuses a name of zero-width spaces as empty, on create and on edit', async () => {
      const created = await apiRequest(server, '/api/companies', {
        token: accountant,
        body: newCompany('\u200B\u200B\u200B'),
      });
      expect(created).toMatchObject({
        status: 400,
        body: { message: 'Nome da empresa é obrigatório' },
      });
      const edited = await apiRequest(server, `/api/companies/${office.company.id}`, {
        method: 'PUT',
        token: accountant,
        body: { name: office.company.name, taxId: office.company.taxId, managerName: '\u202Ex' },
      });
      expect(edited).toMatchObject({
        status: 400,
        body: { message: textMessages.invalidCharacters('Nome do gestor') },
      });
      const list = await apiRequest<Company[]>(server, '/api/companies', { token: accountant });
      expect(list.body.map((company) => company.name)).toEqual([office.company.name]);
    });

    it('refuses a user name over 200 characters and an email over 254', async () => {
      const longName = await apiRequest(server, '/api/users', {
        token: admin,
        body: { name: 'n'.repeat(201), email: 'longo@risema.test', password: 'secret1' },
      });
      expect(longName).toMatchObject({
        status: 400,
        body: { message: textMessages.tooLong('Nome', MAX_NAME_LENGTH) },
      });
      const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ptx`;
      const answer = await apiRequest(server, '/api/users', {
        token: admin,
        body: { name: 'Ana', email: longEmail, password: 'secret1' },
      });
      expect(answer).toMatchObject({ status: 400, body: { message: textMessages.emailTooLong } });
    });
  });
});
