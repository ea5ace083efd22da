import {
  companyListSchema,
  financialDataResponseSchema,
  syncResponseSchema,
} from '@risema/finance-core/contract';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { GZIP_MIN_BYTES } from './reply';
import type { SeededOffice, TestServer } from '../testing';
import { STORES, apiRequest, randomNif, startSeededServer } from '../testing';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');
const BROWSER = 'gzip, deflate, br, zstd';

describe.each(STORES)('compressed answers on %s', (store) => {
  let server: TestServer;
  let office: SeededOffice;
  let token: string;

  beforeAll(async () => {
    ({
      server,
      office,
      tokens: { accountant: token },
    } = await startSeededServer({ store, maxCompanies: 20 }));
  });
  afterAll(() => server.stop());

  /** A GET as sent on the wire: nothing decompressed, every header as the server wrote it. */
  function rawGet(
    route: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(
          `${server.url}${route}`,
          { headers: { Authorization: `Bearer ${token}`, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                bytes: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        )
        .on('error', reject);
    });
  }

  function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }

  async function uploadAndConfirm(fileName: string, period: string) {
    const data = new FormData();
    data.append('companyId', office.company.id);
    data.append('document', new Blob([readFileSync(path.join(fixtures, fileName))]), fileName);
    const kind = fileName.startsWith('risema') ? 'upload-risema' : 'upload';
    const uploaded = await apiRequest<{ documentId: string }>(server, `/api/documents/${kind}`, {
      method: 'POST',
      token,
      form: data,
    });
    expect(uploaded.status).toBe(201);
    const confirmed = await apiRequest(
      server,
      `/api/documents/${uploaded.body.documentId}/confirm`,
      {
        token,
        body: { confirmedPeriod: period },
      },
    );
    expect(confirmed.status).toBe(200);
  }

  /** The same answer asked with and without gzip: both forms, the compressed one decompressed. */
  async function bothForms(route: string) {
    const compressed = await rawGet(route, { 'Accept-Encoding': BROWSER });
    const plain = await rawGet(route);
    expect(compressed.status).toBe(200);
    expect(plain.status).toBe(200);
    return { compressed, plain, decompressed: gunzipSync(compressed.bytes) };
  }

  describe('financial data', () => {
    const route = () => `/api/companies/${office.company.id}/financial-data?period=2025-12`;

    it('goes gzip-compressed to a client that accepts it: the same JSON a plain client gets', async () => {
      await uploadAndConfirm('myreport-padaria-lusitana-2025-12.xlsx', '2025-12');
      const { compressed, plain, decompressed } = await bothForms(route());
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers['content-type']).toBe('application/json');
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.bytes.length);
      expectSecurityHeaders(compressed.headers);
      expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2);

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expectSecurityHeaders(plain.headers);
      expect(decompressed.equals(plain.bytes)).toBe(true);
      const answer = financialDataResponseSchema.parse(JSON.parse(decompressed.toString('utf8')));
      expect(answer.balanceSheet?.detailedAccounts.length).toBeGreaterThan(0);
    });

    it('goes plain to a client that refuses gzip or names only other codings', async () => {
      for (const acceptEncoding of ['identity', 'gzip;q=0', 'br, deflate', '*;q=0']) {
        const answer = await rawGet(route(), { 'Accept-Encoding': acceptEncoding });
        expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
        financialDataResponseSchema.parse(JSON.parse(answer.bytes.toString('utf8')));
      }
    });

    it('stays in step with each write: a RISEMA simulation replaces the DRE in both forms', async () => {
      const before = financialDataResponseSchema.parse(
        JSON.parse((await bothForms(route())).decompressed.toString('utf8')),
      );
      await uploadAndConfirm('risema-padaria-lusitana-2026-03.xlsx', '2025-12');
      const { plain, decompressed } = await bothForms(route());
      expect(decompressed.equals(plain.bytes)).toBe(true);
      const after = financialDataResponseSchema.parse(JSON.parse(decompressed.toString('utf8')));
      expect(after.incomeStatement).not.toEqual(before.incomeStatement);
      expect(after.balanceSheet).toEqual(before.balanceSheet);
    });

    it('answers a period without data plainly, every section null', async () => {
      const answer = await rawGet(
        `/api/companies/${office.company.id}/financial-data?period=2001-01`,
        { 'Accept-Encoding': BROWSER },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({
        companyId: office.company.id,
        period: '2001-01',
        balanceSheet: null,
        incomeStatement: null,
        externalServices: null,
        revenues: null,
      });
    });
  });

  describe('answers built per request', () => {
    it('compresses a company list once it is large, and not before', async () => {
      const small = await rawGet('/api/companies', { 'Accept-Encoding': BROWSER });
      expect(small.bytes.length).toBeLessThan(GZIP_MIN_BYTES);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers.vary).toBe('Accept-Encoding');

      let size = small.bytes.length;
      while (size < GZIP_MIN_BYTES) {
        const taxId = randomNif();
        const created = await apiRequest(server, '/api/companies', {
          token,
          body: {
            name: `Empresa ${taxId}, Lda`,
            taxId,
            managerName: `Gestor ${taxId}`,
            managerEmail: `gestor.${taxId}@risema.test`,
          },
        });
        expect(created.status).toBe(201);
        size = (await rawGet('/api/companies')).bytes.length;
      }
      const { compressed, plain, decompressed } = await bothForms('/api/companies');
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expectSecurityHeaders(compressed.headers);
      expect(decompressed.equals(plain.bytes)).toBe(true);
      expect(
        companyListSchema.parse(JSON.parse(decompressed.toString('utf8'))).length,
      ).toBeGreaterThan(1);
    });

    it('compresses a large sync page, and it decompresses to the same page', async () => {
      const { compressed, plain, decompressed } = await bothForms('/api/sync');
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(decompressed.toString('utf8'))).toEqual(
        JSON.parse(plain.bytes.toString('utf8')),
      );
      const page = syncResponseSchema.parse(JSON.parse(decompressed.toString('utf8')));
      expect(page.changes.periods.length).toBeGreaterThan(0);
    });

    it('never compresses the answer of a mutation or an error', async () => {
      const signedIn = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Encoding': BROWSER },
        });
        request.on('response', resolve).on('error', reject);
        request.end(
          JSON.stringify({ email: office.accountant.email, password: office.accountant.password }),
        );
      });
      signedIn.resume();
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['content-encoding']).toBeUndefined();
      expect(signedIn.headers.vary).toBeUndefined();
      expectSecurityHeaders(signedIn.headers);

      const missing = await rawGet('/api/companies/00000000-0000-4000-8000-000000000000', {
        'Accept-Encoding': BROWSER,
      });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
      expectSecurityHeaders(missing.headers);
      expect(JSON.parse(missing.bytes.toString('utf8'))).toEqual({
        message: expect.any(String) as string,
      });
    });
  });
});
