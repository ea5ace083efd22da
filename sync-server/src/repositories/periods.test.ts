import type { DetailedAccount } from '@risema/finance-core/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { STORES, countRows } from '../testing/test-stores';
import { createRepositories } from './index';
import { createTestCompany, repositoryTestDb } from './repository-test-db';

describe.each(STORES)('PeriodRepository on %s', (kind) => {
  let env: Awaited<ReturnType<typeof repositoryTestDb>>;
  let companyId: string;

  const account = (code: string, description: string, amount: number): DetailedAccount => ({
    code,
    description,
    amount,
    values: { '2025': amount },
  });
  const sections = {
    revenues: [account('71', 'Vendas', 100)],
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
    env = await repositoryTestDb(kind);
    companyId = await createTestCompany(env.repositories);
  });
  afterEach(() => env.dispose());

  describe('PeriodRepository', () => {
    const text = (bytes: Uint8Array | null | undefined): unknown =>
      bytes ? JSON.parse(Buffer.from(bytes).toString('utf8')) : bytes;

    it('stores the statements and the revenue lines it is given with the period', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const stored = await env.repositories.periods.statements(companyId, '2025-12');
      expect(text(stored?.revenues)).toEqual(sections.revenues);
      expect(text(stored?.balanceSheet)).toEqual(sections.balanceSheet);
      expect(text(stored?.incomeStatement)).toEqual(sections.incomeStatement);
      expect(text(stored?.externalServices)).toEqual(sections.externalServices);
      expect((await env.repositories.companies.findById(companyId))?.dataPeriod).toBe('2025-12');
    });

    it('stores no revenue lines when none are given (documents uploaded before they were)', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', {
        ...sections,
        revenues: null,
      });
      expect(
        (await env.repositories.periods.statements(companyId, '2025-12'))?.revenues,
      ).toBeNull();
    });

    it('answers a period after a write, not a cached read from before it', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-06', sections);
      const before = await env.repositories.periods.statements(companyId, '2025-06');
      await env.repositories.periods.importPeriod(companyId, '2025-06', {
        ...sections,
        balanceSheet: [account('11', 'Caixa', 99)],
      });
      const after = await env.repositories.periods.statements(companyId, '2025-06');
      expect(after).not.toEqual(before);
      expect(text(after?.balanceSheet)).toEqual([account('11', 'Caixa', 99)]);
      expect(await env.repositories.periods.statements(companyId, '1999-01')).toBeNull();
    });
  });

  describe('PeriodRepository kept answers', () => {
    const answerRows = () => countRows(env.store, 'period_answers');
    const bytes = (text: string) => new Uint8Array(Buffer.from(text));
    /** What an answer is made from: the period's sequence value and the read version, read now. */
    const madeNow = async (period: string) => {
      const version = env.repositories.version();
      const stored = await env.repositories.periods.statements(companyId, period);
      return { seq: stored?.seq ?? 0, version };
    };

    it('keeps the bytes it is given for the period and answers them', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      expect(await env.repositories.periods.financialDataGzip(companyId, '2025-12')).toBeNull();
      const made = await madeNow('2025-12');
      await env.repositories.periods.keepFinancialDataGzip(companyId, '2025-12', bytes('A'), made);
      expect(await answerRows()).toBe(1);
      const kept = await env.repositories.periods.financialDataGzip(companyId, '2025-12');
      expect(kept && Buffer.from(kept).toString()).toBe('A');
    });

    it("drops the kept bytes with the period's next write", async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const made = await madeNow('2025-12');
      await env.repositories.periods.keepFinancialDataGzip(companyId, '2025-12', bytes('A'), made);
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      expect(await answerRows()).toBe(0);
      expect(await env.repositories.periods.financialDataGzip(companyId, '2025-12')).toBeNull();
    });

    it('never answers bytes made from data a write has since replaced', async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const made = await madeNow('2025-12');
      // Another process writes the period between the read and the keep.
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      await env.repositories.periods.keepFinancialDataGzip(
        companyId,
        '2025-12',
        bytes('old'),
        made,
      );
      expect(await env.repositories.periods.financialDataGzip(companyId, '2025-12')).toBeNull();
      // An answer of the current data replaces it; one of older data never replaces a newer one.
      const current = await madeNow('2025-12');
      await env.repositories.periods.keepFinancialDataGzip(
        companyId,
        '2025-12',
        bytes('new'),
        current,
      );
      await env.repositories.periods.keepFinancialDataGzip(
        companyId,
        '2025-12',
        bytes('old'),
        made,
      );
      const kept = await env.repositories.periods.financialDataGzip(companyId, '2025-12');
      expect(kept && Buffer.from(kept).toString()).toBe('new');
      expect(await answerRows()).toBe(1);
    });

    it('keeps nothing for a period without data', async () => {
      const made = { seq: 1, version: env.repositories.version() };
      await env.repositories.periods.keepFinancialDataGzip(companyId, '1999-01', bytes('A'), made);
      expect(await answerRows()).toBe(0);
      expect(await env.repositories.periods.financialDataGzip(companyId, '1999-01')).toBeNull();
    });

    it('reads the kept answer with the read version, and a write through another connection at once', async () => {
      const { periods } = env.repositories;
      await periods.importPeriod(companyId, '2025-12', sections);
      const made = await madeNow('2025-12');
      await periods.keepFinancialDataGzip(companyId, '2025-12', bytes('A'), made);
      const text = (answer: Buffer | null | undefined) => answer && Buffer.from(answer).toString();
      expect(text(await periods.answerWithVersion(companyId, '2025-12'))).toBe('A');
      const before = env.repositories.version();
      // Another process (another connection) rewrites the period and keeps its new answer.
      const other = openStore(env.location);
      try {
        const elsewhere = createRepositories(other);
        await elsewhere.periods.importPeriod(companyId, '2025-12', sections);
        const stored = await elsewhere.periods.statements(companyId, '2025-12');
        await elsewhere.periods.keepFinancialDataGzip(companyId, '2025-12', bytes('B'), {
          seq: stored?.seq ?? 0,
        });
      } finally {
        await other.close();
      }
      // The one statement answers the new bytes and moves the read version past every value
      // cached before (the counter on PostgreSQL, data_version on SQLite), with no other read.
      expect(text(await periods.answerWithVersion(companyId, '2025-12'))).toBe('B');
      expect(env.repositories.version()).toBeGreaterThan(before);
      expect(text(await periods.financialDataGzip(companyId, '2025-12'))).toBe('B');
      // A period without data: nothing kept, nothing answered.
      expect(await periods.answerWithVersion(companyId, '1999-01')).toBeNull();
      // Inside a transaction nothing is read alongside (the caller reads as it would without).
      await env.repositories.transaction(async (tx) => {
        expect(await tx.periods.answerWithVersion(companyId, '2025-12')).toBeUndefined();
      });
    });

    it.runIf(kind === 'postgres')(
      "reads the company's owners in the same statement, current at the counter value it read",
      async () => {
        const { periods, companies } = env.repositories;
        await periods.importPeriod(companyId, '2025-12', sections);
        const made = await madeNow('2025-12');
        await periods.keepFinancialDataGzip(companyId, '2025-12', bytes('A'), made);
        const seen: [unknown, number][] = [];
        const keep = (owners: unknown, version: number) => seen.push([owners, version]);
        const owners = await companies.owners(companyId);
        expect(owners?.isActive).toBe(true);
        await periods.answerWithVersion(companyId, '2025-12', keep);
        expect(seen).toEqual([[owners, env.repositories.version()]]);
        // Another process deactivates the company: the next read sees it, in its one statement,
        // and what it keeps is what the owner check then answers, with no read of its own.
        const other = openStore(env.location);
        try {
          await createRepositories(other).companies.toggleActive(companyId);
        } finally {
          await other.close();
        }
        seen.length = 0;
        await periods.answerWithVersion(companyId, '2025-12', (found, version) => {
          keep(found, version);
          if (found) companies.keepOwners(companyId, found, version);
        });
        expect(seen).toEqual([[{ ...owners, isActive: false }, env.repositories.version()]]);
        expect((await companies.owners(companyId))?.isActive).toBe(false);
        // Reads made together (one batched statement) each get their own company; none: null.
        seen.length = 0;
        await Promise.all([
          periods.answerWithVersion(companyId, '2025-11', keep),
          periods.answerWithVersion('no-such-company', '2025-12', keep),
        ]);
        expect(seen).toEqual([
          [{ ...owners, isActive: false }, env.repositories.version()],
          [null, env.repositories.version()],
        ]);
      },
    );

    it('holds a kept answer it read, and never answers it once another connection has changed the period', async () => {
      const { periods } = env.repositories;
      await periods.importPeriod(companyId, '2025-12', sections);
      await periods.keepFinancialDataGzip(
        companyId,
        '2025-12',
        bytes('A'),
        await madeNow('2025-12'),
      );
      const first = await periods.answerWithVersion(companyId, '2025-12');
      expect(first && Buffer.from(first).toString()).toBe('A');
      // Unchanged: the statement leaves the bytes out and the held ones are answered.
      expect(await periods.answerWithVersion(companyId, '2025-12')).toBe(first);
      const other = openStore(env.location);
      try {
        const elsewhere = createRepositories(other);
        // Rewritten through another connection without a kept answer: none is answered.
        await elsewhere.periods.importPeriod(companyId, '2025-12', sections);
        expect(await periods.answerWithVersion(companyId, '2025-12')).toBeNull();
        // Its new answer kept there: the new bytes, never the held ones.
        const stored = await elsewhere.periods.statements(companyId, '2025-12');
        await elsewhere.periods.keepFinancialDataGzip(companyId, '2025-12', bytes('B'), {
          seq: stored?.seq ?? 0,
        });
        const second = await periods.answerWithVersion(companyId, '2025-12');
        expect(second && Buffer.from(second).toString()).toBe('B');
        expect(await periods.answerWithVersion(companyId, '2025-12')).toBe(second);
        // The company deleted there: nothing answered.
        await elsewhere.companies.delete(companyId);
        expect(await periods.answerWithVersion(companyId, '2025-12')).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('answers reads made together each with its own period, current after another connection writes', async () => {
      const { periods } = env.repositories;
      const months = ['2025-10', '2025-11', '2025-12'];
      for (const month of months) {
        await periods.importPeriod(companyId, month, sections);
        await periods.keepFinancialDataGzip(companyId, month, bytes(month), await madeNow(month));
      }
      const readAll = () =>
        Promise.all(
          [...months, '1999-01', months[0] ?? ''].map(async (month) => {
            const answer = await periods.answerWithVersion(companyId, month);
            return answer && Buffer.from(answer).toString();
          }),
        );
      expect(await readAll()).toEqual([...months, null, months[0]]);
      const other = openStore(env.location);
      try {
        const elsewhere = createRepositories(other);
        await elsewhere.periods.importPeriod(companyId, '2025-11', sections);
        const stored = await elsewhere.periods.statements(companyId, '2025-11');
        await elsewhere.periods.keepFinancialDataGzip(companyId, '2025-11', bytes('new'), {
          seq: stored?.seq ?? 0,
        });
      } finally {
        await other.close();
      }
      const before = env.repositories.version();
      expect(await readAll()).toEqual(['2025-10', 'new', '2025-12', null, '2025-10']);
      expect(env.repositories.version()).toBeGreaterThan(before);
    });

    it("goes with the company's deletion", async () => {
      await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
      const made = await madeNow('2025-12');
      await env.repositories.periods.keepFinancialDataGzip(companyId, '2025-12', bytes('A'), made);
      expect(await answerRows()).toBe(1);
      await env.repositories.companies.delete(companyId);
      expect(await answerRows()).toBe(0);
    });
  });
});
