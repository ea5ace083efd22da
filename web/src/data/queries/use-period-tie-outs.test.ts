import { periodDataId } from '@risema/finance-core/contract';
import { sampleCompanyPeriods } from '@risema/finance-core/testing';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { RisemaDb } from '../db';
import { readPeriodTieOuts } from './use-period-tie-outs';

const padaria = sampleCompanyPeriods('padaria-lusitana');
const companyId = padaria[0]?.companyId ?? '';
const tieOut = {
  code: 'balance-sheet',
  message: 'O balanço não bate certo: o total do ativo difere do capital próprio mais o passivo.',
};

let db: RisemaDb | null = null;

afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('readPeriodTieOuts', () => {
  it('reads the checks kept with the period as this device stored them', async () => {
    db = new RisemaDb(`risema-test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
    await db.open();
    // Stored as the sync engine stores synced rows: the whole period object.
    await db.periods.bulkPut(
      padaria.map((row) => (row.period === '2025-12' ? { ...row, tieOuts: [tieOut] } : row)),
    );
    expect((await db.periods.get(periodDataId(companyId, '2025-12')))?.tieOuts).toEqual([tieOut]);
    expect(await readPeriodTieOuts(db, companyId, '2025-12')).toEqual([tieOut]);
    // A period without kept checks, and a period this device does not hold: none.
    expect(await readPeriodTieOuts(db, companyId, '2024-12')).toEqual([]);
    expect(await readPeriodTieOuts(db, companyId, '1999-12')).toEqual([]);
  });
});
