import type { DetailedAccount } from '@risema/finance-core/contract';
import { syncResponseSchema } from '@risema/finance-core/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCompany, repositoryTestDb } from '../repositories/repository-test-db';
import { selectPeriods, toPeriodData } from '../repositories/rows';
import { STORES } from '../testing/test-stores';
import { syncPageJson } from './sync-page-json';

describe.each(STORES)('syncPageJson on %s', (kind) => {
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
    balanceSheet: [account('11', 'Caixa e depósitos à ordem', 10.5)],
    incomeStatement: [account('71', 'Vendas', 100), account('62', 'Fornecimentos "externos"', -30)],
    externalServices: [account('6221', 'Trabalhos especializados', 30)],
    financialRatios: [account('', 'Liquidez geral', 1.2)],
  };

  beforeEach(async () => {
    env = await repositoryTestDb(kind);
    companyId = await createTestCompany(env.repositories);
  });
  afterEach(() => env.dispose());

  it('answers the periods exactly as toPeriodData has them, notes, tie-outs and uploads included', async () => {
    await env.repositories.periods.importPeriod(companyId, '2025-11', sections);
    await env.repositories.periods.importPeriod(companyId, '2025-12', sections);
    // One period with every optional part set, as a SAF-T month with a note would have them.
    await env.store.db
      .updateTable('period_data')
      .set({
        note: 'Rever a conta 62 — «urgente»',
        note_author_id: null,
        note_author_name: 'Ana Gestora',
        note_updated_at: '2025-12-20T10:00:00.000Z',
        tie_outs: JSON.stringify([{ code: 'balance', message: 'O balanço não fecha' }]),
        uploads: JSON.stringify([
          {
            kind: 'saft',
            fileName: 'saft-2025.xml',
            uploadedBy: null,
            confirmedAt: '2025-12-19T09:00:00.000Z',
          },
        ]),
        format: 'saft',
      })
      .where('period', '=', '2025-12')
      .execute();
    const expected = (await selectPeriods(env.store.db).orderBy('p.seq').execute()).map(
      toPeriodData,
    );
    expect(expected[1]?.note?.text).toBe('Rever a conta 62 — «urgente»');

    const accountantId = (await env.repositories.companies.findById(companyId))?.accountantId;
    const page = await env.repositories.sync.changesSince(
      { role: 'accountant', userId: accountantId ?? '' },
      0,
      false,
    );
    const answer = JSON.parse(
      Buffer.from(syncPageJson({ cursor: 'c', reset: true, ...page })).toString('utf8'),
    ) as unknown;
    const parsed = syncResponseSchema.parse(answer);
    expect(parsed.changes.periods).toEqual(expected);
    expect(parsed.changes.companies.map((company) => company.id)).toEqual([companyId]);
    expect(answer).toEqual({
      cursor: 'c',
      reset: true,
      hasMore: false,
      changes: { ...page.changes, periods: expected },
      deletions: page.deletions,
    });
  });
});
