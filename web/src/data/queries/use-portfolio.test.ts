import type { PeriodData } from '@risema/finance-core/contract';
import {
  PADARIA_COMPANY_ID,
  TECNOSERV_COMPANY_ID,
  sampleCompanyPeriods,
} from '@risema/finance-core/testing';
import { buildPortfolio, portfolioPeriod } from '@risema/finance-core/views';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCompany } from '../../testing/build-company';
import { ANALYSIS_STAMP } from '../analysis-stamp';
import { RisemaDb, forgetPeriodFigures } from '../db';
import { readPortfolio, readPortfolioPeriods } from './use-portfolio';

const NOW = new Date('2026-02-10T12:00:00.000Z');
const padaria = sampleCompanyPeriods('padaria-lusitana');
const tecnoserv = sampleCompanyPeriods('tecnoserv');

let db: RisemaDb | null = null;

afterEach(async () => {
  // Let the figures a read keeps be written before the database goes.
  await new Promise((done) => setTimeout(done, 20));
  await db?.delete();
  db = null;
});

/** The Padaria's periods moved to another company, at other periods. */
function copy(companyId: string, moves: readonly (readonly [string, string])[]): PeriodData[] {
  return moves.map(([from, to]) => {
    const data = padaria.find((item) => item.period === from);
    if (!data) throw new Error(`no sample period ${from}`);
    return { ...data, id: `${companyId}:${to}`, companyId, period: to };
  });
}

const ARCHIVE = 'archive-company';
const SIMULATED = 'simulated-company';
const archive = copy(ARCHIVE, [
  ['2025-12', '2025-12'],
  ['2025-06', '2025-06'],
  ['2024-12', '2024-12'],
  ['2026-03', '2026-03'],
  // An older year the portfolio never needs.
  ['2025-06', '2023-12'],
]);

async function openDb(): Promise<{ local: RisemaDb; all: PeriodData[] }> {
  const local = new RisemaDb(`risema-test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
  db = local;
  await local.open();
  const all = [
    ...padaria,
    ...tecnoserv,
    ...archive,
    ...copy(SIMULATED, [
      ['2026-03', '2026-03'],
      ['2025-12', '2024-12'],
    ]).map((data) =>
      data.period === '2024-12' ? { ...data, incomeStatementSource: 'risema' as const } : data,
    ),
  ];
  await local.periods.bulkPut(all);
  await local.companies.bulkPut([
    buildCompany({ id: PADARIA_COMPANY_ID, name: 'Padaria Lusitana, Lda' }),
    buildCompany({ id: TECNOSERV_COMPANY_ID, name: 'TecnoServ, S.A.' }),
    buildCompany({ id: ARCHIVE, name: 'Arquivo, Lda', lastUploadDate: '2025-01-01T00:00:00.000Z' }),
    buildCompany({ id: SIMULATED, name: 'Só Simulações, Lda' }),
    buildCompany({ name: 'Nova, Lda' }),
  ]);
  return { local, all };
}

describe('readPortfolio', () => {
  it('gives the rows finance-core computes from every stored period', async () => {
    const { local, all } = await openDb();
    const companies = await local.companies.toArray();
    const rows = await readPortfolio(local, NOW);
    expect(rows).toEqual(buildPortfolio(companies, all.map(portfolioPeriod), NOW));
    expect(rows.map((row) => [row.name, row.periodTitle, row.stateLabel, row.stale])).toEqual([
      ['TecnoServ, S.A.', 'Dezembro 2025', 'Monitorização necessária', false],
      ['Só Simulações, Lda', 'Março 2026', 'Sem comparação', false],
      ['Arquivo, Lda', 'Dezembro 2025', 'Trajetória positiva', true],
      ['Padaria Lusitana, Lda', 'Dezembro 2025', 'Trajetória positiva', false],
      ['Nova, Lda', null, 'Sem dados', false],
    ]);
    expect(rows.find((row) => row.companyId === SIMULATED)?.simulation).toBe(true);
  });

  it('reads only the periods the rules need, not every stored one', async () => {
    const { local } = await openDb();
    const ids = (await readPortfolioPeriods(local)).periods.map((data) => data.id);
    const of = (company: string) =>
      ids
        .filter((id) => id.startsWith(`${company}:`))
        .map((id) => id.slice(company.length + 1))
        .sort();
    // The simulation above the latest real period, that period and the previous year's.
    expect(of(ARCHIVE)).toEqual(['2024-12', '2025-12', '2026-03']);
    expect(of(TECNOSERV_COMPANY_ID)).toEqual(['2024-12', '2025-12']);
    // Nothing real: every period is read (the simulation is what there is to show).
    expect(of(SIMULATED)).toEqual(['2024-12', '2026-03']);
  });

  it('keeps the figures it computed and computes again only a changed period', async () => {
    const { local } = await openDb();
    // Nothing kept yet: every period read is computed.
    const read = await readPortfolioPeriods(local);
    expect(read.computed.map((item) => item.id)).toEqual(read.periods.map((item) => item.id));
    const first = await readPortfolio(local, NOW);
    // Kept after the read (outside it), then read instead of the statements.
    await expect.poll(() => local.periodFigures.count()).toBe(read.periods.length);
    const again = await readPortfolioPeriods(local);
    expect(again.computed).toEqual([]);
    expect(await readPortfolio(local, NOW)).toEqual(first);

    // A new version of a period (a sync drops its figures), or figures of another finance-core:
    // computed again.
    const december = padaria.find((data) => data.period === '2025-12');
    if (!december) throw new Error('no 2025-12');
    await local.transaction('rw', local.periods, local.periodFigures, async () => {
      await local.periods.put({ ...december, updatedAt: '2026-02-01T00:00:00.000Z' });
      await forgetPeriodFigures(local, [december.id]);
    });
    const tecnoservId = `${TECNOSERV_COMPANY_ID}:2025-12`;
    const kept = await local.periodFigures.get(tecnoservId);
    expect(kept?.stamp).toBe(ANALYSIS_STAMP);
    if (kept) await local.periodFigures.put({ ...kept, stamp: 'an older finance-core' });
    const changed = await readPortfolioPeriods(local);
    expect(changed.computed.map((item) => item.id).sort()).toEqual(
      [december.id, tecnoservId].sort(),
    );
    expect(changed.computed.find((item) => item.id === december.id)?.updatedAt).toBe(
      '2026-02-01T00:00:00.000Z',
    );
  });
});
