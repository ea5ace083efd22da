import { revenueAccounts } from '@risema/finance-core/analysis';
import type { DetailedAccount } from '@risema/finance-core/contract';
import { financialDataResponseSchema } from '@risema/finance-core/contract';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repositoryTestDb } from './repository-test-db';

let env: ReturnType<typeof repositoryTestDb>;
let companyId: string;

const account = (code: string, description: string, amount: number): DetailedAccount => ({
  code,
  description,
  amount,
  values: { '2025': amount },
});
const sections = {
  balanceSheet: [account('11', 'Caixa', 10)],
  incomeStatement: [
    account('71', 'Vendas', 100),
    account('711', 'Vendas de mercadorias', 100),
    account('72', 'Prestações de serviços', 50),
    account('62', 'FSE', -30),
  ],
  externalServices: [account('6221', 'Trabalhos especializados', 30)],
  financialRatios: [account('', 'Liquidez geral', 1.2)],
};

beforeEach(async () => {
  env = repositoryTestDb();
  const licenseId = crypto.randomUUID();
  const accountant = await env.repositories.users.create(
    {
      id: crypto.randomUUID(),
      name: 'C',
      email: 'c@risema.test',
      passwordHash: 'x',
      role: 'accountant',
      isActive: true,
      licenseId,
    },
    {
      id: licenseId,
      officeName: 'E',
      tier: null,
      maxCompanies: 5,
      price: null,
      activationDate: new Date().toISOString(),
      expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
      isActive: true,
    },
  );
  if (!accountant.ok) throw new Error(accountant.reason);
  companyId = crypto.randomUUID();
  const company = await env.repositories.companies.create({
    id: companyId,
    name: 'Empresa',
    taxId: '509442013',
    accountantId: accountant.user.id,
    licenseId,
    maxCompanies: 5,
    managerEmail: 'g@risema.test',
    newManager: { id: crypto.randomUUID(), name: 'G', passwordHash: 'x' },
  });
  if (!company.ok) throw new Error(company.reason);
});
afterEach(() => env.dispose());

describe('PeriodRepository', () => {
  it('stores the revenue lines of finance-core with the period', async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
    const stored = await env.repositories.periods.statementsJson(companyId, '2025-12');
    expect(JSON.parse(String(stored?.revenues))).toEqual(revenueAccounts(sections.incomeStatement));
    expect(JSON.parse(String(stored?.balanceSheet))).toEqual(sections.balanceSheet);
    expect((await env.repositories.companies.findById(companyId))?.dataPeriod).toBe('2025-12');
  });

  it('derives the revenue lines of rows written before they were stored', async () => {
    await env.repositories.periods.importPeriod(companyId, '2024-12', sections);
    env.db.prepare('UPDATE period_data SET revenues = NULL').run();
    // A write elsewhere moves the sequence so the read is not answered from the cache.
    await env.repositories.periods.importPeriod(companyId, '2023-12', sections);
    const stored = await env.repositories.periods.statementsJson(companyId, '2024-12');
    expect(JSON.parse(String(stored?.revenues))).toEqual(revenueAccounts(sections.incomeStatement));
  });

  it('answers a period after a write, not a cached read from before it', async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-06', sections);
    const before = await env.repositories.periods.statementsJson(companyId, '2025-06');
    await env.repositories.periods.importPeriod(companyId, '2025-06', {
      ...sections,
      balanceSheet: [account('11', 'Caixa', 99)],
    });
    const after = await env.repositories.periods.statementsJson(companyId, '2025-06');
    expect(after).not.toEqual(before);
    expect(JSON.parse(String(after?.balanceSheet))).toEqual([account('11', 'Caixa', 99)]);
    expect(await env.repositories.periods.statementsJson(companyId, '1999-01')).toBeNull();
  });
});

describe('PeriodRepository financial-data answers', () => {
  const answerRows = () =>
    env.db.prepare<[], number>('SELECT COUNT(*) FROM period_answers').pluck().get();
  async function bothForms(period: string) {
    const plain = await env.repositories.periods.financialDataJson(companyId, period);
    const gzip = await env.repositories.periods.financialDataGzip(companyId, period);
    return { plain: Buffer.from(plain), decompressed: gzip && gunzipSync(gzip) };
  }

  it('stores the answer compressed with each write, the same JSON as the plain answer', async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
    expect(answerRows()).toBe(1);
    const { plain, decompressed } = await bothForms('2025-12');
    expect(decompressed?.equals(plain)).toBe(true);
    expect(financialDataResponseSchema.parse(JSON.parse(plain.toString()))).toEqual({
      companyId,
      period: '2025-12',
      balanceSheet: {
        id: `${companyId}:2025-12:balanceSheet`,
        detailedAccounts: sections.balanceSheet,
      },
      incomeStatement: {
        id: `${companyId}:2025-12:incomeStatement`,
        detailedAccounts: sections.incomeStatement,
      },
      externalServices: {
        id: `${companyId}:2025-12:externalServices`,
        detailedAccounts: sections.externalServices,
      },
      revenues: {
        id: `${companyId}:2025-12:revenues`,
        detailedAccounts: revenueAccounts(sections.incomeStatement),
      },
    });
  });

  it('answers a newer write, not a cached answer from before it', async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
    const before = await bothForms('2025-12');
    await env.repositories.periods.importPeriod(companyId, '2025-12', {
      ...sections,
      balanceSheet: [account('11', 'Caixa', 99)],
    });
    const after = await bothForms('2025-12');
    expect(after.decompressed?.equals(after.plain)).toBe(true);
    expect(after.plain.equals(before.plain)).toBe(false);
    expect(after.plain.toString()).toContain('"amount":99');
  });

  it('compresses and stores, once, the answer of a period written before answers were', async () => {
    await env.repositories.periods.importPeriod(companyId, '2024-12', sections);
    env.db.prepare('DELETE FROM period_answers').run();
    // A write elsewhere moves the version so the read is not answered from the cache.
    await env.repositories.periods.importPeriod(companyId, '2023-12', sections);
    expect(answerRows()).toBe(1);
    const { plain, decompressed } = await bothForms('2024-12');
    expect(decompressed?.equals(plain)).toBe(true);
    expect(answerRows()).toBe(2);
  });

  it('has no compressed answer for a period without data', async () => {
    expect(await env.repositories.periods.financialDataGzip(companyId, '1999-01')).toBeNull();
    expect(answerRows()).toBe(0);
  });

  it("goes with the company's deletion", async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
    expect(answerRows()).toBe(1);
    await env.repositories.companies.delete(companyId);
    expect(answerRows()).toBe(0);
  });
});

describe('CompanyRepository.listJson', () => {
  it('gives exactly what list gives, for every scope', async () => {
    const [company] = await env.repositories.companies.list({ kind: 'all' });
    for (const scope of [
      { kind: 'all' as const },
      { kind: 'accountant' as const, userId: company?.accountantId ?? '' },
      { kind: 'manager' as const, userId: company?.managerId ?? '' },
      { kind: 'manager' as const, userId: crypto.randomUUID() },
    ]) {
      expect(JSON.parse(String((await env.repositories.companies.listJson(scope)).json))).toEqual(
        await env.repositories.companies.list(scope),
      );
    }
    const gzip = (await env.repositories.companies.listJson({ kind: 'all' })).gzip;
    expect(JSON.parse(gunzipSync(gzip).toString())).toEqual(
      await env.repositories.companies.list({ kind: 'all' }),
    );
    await env.repositories.companies.toggleActive(company?.id ?? '');
    expect(
      JSON.parse(String((await env.repositories.companies.listJson({ kind: 'all' })).json)),
    ).toEqual([expect.objectContaining({ isActive: false })]);
  });
});
