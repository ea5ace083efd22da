import { revenueAccounts } from '@risema/finance-core/analysis';
import type { DetailedAccount } from '@risema/finance-core/contract';
import { financialDataResponseSchema } from '@risema/finance-core/contract';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCompany, repositoryTestDb } from '../repositories/repository-test-db';
import { STORES, countRows } from '../testing/test-stores';
import { financialDataReply, keepFinancialDataAnswer } from './financial-data';
import { periodSections } from './period-sections';

describe.each(STORES)('financial-data replies on %s', (kind) => {
  let env: Awaited<ReturnType<typeof repositoryTestDb>>;
  let companyId: string;

  const account = (code: string, description: string, amount: number): DetailedAccount => ({
    code,
    description,
    amount,
    values: { '2025': amount },
  });
  const sections = periodSections({
    balanceSheet: [account('11', 'Caixa', 10)],
    incomeStatement: [
      account('71', 'Vendas', 100),
      account('711', 'Vendas de mercadorias', 100),
      account('72', 'Prestações de serviços', 50),
      account('62', 'FSE', -30),
    ],
    externalServices: [account('6221', 'Trabalhos especializados', 30)],
    financialRatios: [account('', 'Liquidez geral', 1.2)],
  });

  beforeEach(async () => {
    env = await repositoryTestDb(kind);
    companyId = await createTestCompany(env.repositories);
  });
  afterEach(() => env.dispose());

  const answerRows = () => countRows(env.store, 'period_answers');

  /** The reply's bytes as JSON text: decompressed when the reply is gzip. */
  async function answerText(period: string, acceptsGzip: boolean): Promise<string> {
    const reply = await financialDataReply(env.repositories, companyId, period, acceptsGzip);
    if ('gzip' in reply) return gunzipSync(reply.gzip).toString('utf8');
    if ('json' in reply) return Buffer.from(reply.json).toString('utf8');
    throw new Error('unexpected reply');
  }

  describe('periodSections', () => {
    it("derives the revenue lines with finance-core's rule", () => {
      expect(sections.revenues).toEqual(revenueAccounts(sections.incomeStatement));
      expect(sections.revenues?.map((line) => line.code)).toEqual(['71', '711', '72']);
    });
  });

  describe('financialDataReply', () => {
    it('answers the stored statements and revenue lines, the same plain and compressed', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const plain = await answerText('2025-12', false);
      expect(await answerRows()).toBe(0);
      const compressed = await answerText('2025-12', true);
      expect(compressed).toBe(plain);
      expect(financialDataResponseSchema.parse(JSON.parse(plain))).toEqual({
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

    it('compresses the answer on the first read that takes gzip, keeps it, and answers it after', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const first = await financialDataReply(env.repositories, companyId, '2025-12', true);
      expect(await answerRows()).toBe(1);
      const kept = await env.repositories.periods.financialDataGzip(companyId, '2025-12');
      const second = await financialDataReply(env.repositories, companyId, '2025-12', true);
      expect('gzip' in first && 'gzip' in second).toBe(true);
      if (!('gzip' in second) || !kept) throw new Error('no kept answer');
      expect(Buffer.from(second.gzip).equals(kept)).toBe(true);
    });

    it('answers a newer write, not the answer kept before it', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const before = await answerText('2025-12', true);
      await env.repositories.periods.importPeriod(companyId, '2025-12', {
        ...sections,
        balanceSheet: [account('11', 'Caixa', 99)],
      });
      const after = await answerText('2025-12', true);
      expect(after).not.toBe(before);
      expect(after).toContain('"amount":99');
      expect(await answerText('2025-12', false)).toBe(after);
    });

    it('derives the revenue lines of periods stored without them', async () => {
      await env.repositories.periods.importPeriod(companyId, '2024-12', {
        ...sections,
        revenues: null,
      });
      for (const acceptsGzip of [false, true]) {
        const answer = financialDataResponseSchema.parse(
          JSON.parse(await answerText('2024-12', acceptsGzip)),
        );
        expect(answer.revenues?.detailedAccounts).toEqual(
          revenueAccounts(sections.incomeStatement),
        );
      }
    });

    it('answers a period without data with every section null, and keeps nothing for it', async () => {
      for (const acceptsGzip of [false, true]) {
        const reply = await financialDataReply(env.repositories, companyId, '1999-01', acceptsGzip);
        expect('json' in reply).toBe(true);
        expect(JSON.parse(await answerText('1999-01', acceptsGzip))).toEqual({
          companyId,
          period: '1999-01',
          balanceSheet: null,
          incomeStatement: null,
          externalServices: null,
          revenues: null,
        });
      }
      expect(await answerRows()).toBe(0);
    });
  });

  describe('keepFinancialDataAnswer', () => {
    it("keeps the period's compressed answer, the one reads then answer", async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const made = await keepFinancialDataAnswer(env.repositories, companyId, '2025-12');
      expect(await answerRows()).toBe(1);
      expect(made && gunzipSync(made.gzip).equals(Buffer.from(made.json))).toBe(true);
      const reply = await financialDataReply(env.repositories, companyId, '2025-12', true);
      if (!('gzip' in reply) || !made) throw new Error('no kept answer');
      expect(Buffer.from(reply.gzip).equals(Buffer.from(made.gzip))).toBe(true);
    });

    it('keeps nothing for a period without data', async () => {
      expect(await keepFinancialDataAnswer(env.repositories, companyId, '1999-01')).toBeNull();
      expect(await answerRows()).toBe(0);
    });
  });
});
