import { describe, expect, it } from 'vitest';
import type { DetailedAccount } from '../contract';
import {
  balanceSheetRows,
  fseRows,
  incomeStatementRows,
  periodData,
  samplePeriod,
} from '../testing/period-data';
import type { SampleName } from '../testing/period-data';
import { tieOuts } from './tie-outs';

const nbsp = '\u00a0';
const KEYS = ['2025', '2024'];

/** Changes the current value of the line whose description starts with `description`. */
function shift(accounts: DetailedAccount[], description: string, by: number): DetailedAccount[] {
  return accounts.map((account) =>
    account.description.startsWith(description)
      ? {
          ...account,
          amount: account.amount + by,
          values: { ...account.values, '2025': (account.values['2025'] ?? 0) + by },
        }
      : account,
  );
}

const balance = balanceSheetRows(KEYS, {
  fixedAssets: [100_000, 90_000],
  cash: [20_000, 10_000],
  capital: [50_000, 50_000],
  netResult: [10_000, 5_000],
  suppliers: [60_000, 45_000],
});
const income = incomeStatementRows(KEYS, { sales: [50_000, 40_000], cmvmc: [40_000, 35_000] });
const fse = fseRows(KEYS, [
  ['6221', 'Trabalhos especializados', 3_000, 2_000],
  ['6241', 'Eletricidade', 1_000, 900],
]);
const workbook = {
  kind: 'myreport' as const,
  balanceSheet: balance,
  incomeStatement: income,
  externalServices: fse,
};

describe('tieOuts', () => {
  it.each<SampleName>([
    'padaria-lusitana-2024-12',
    'padaria-lusitana-2025-06',
    'padaria-lusitana-2025-12',
    'tecnoserv-2024-12',
    'tecnoserv-2025-12',
    'padaria-lusitana-2026-03',
  ])('the sample %s ties out', (name) => {
    const sample = samplePeriod(name);
    expect(tieOuts({ ...sample, kind: sample.incomeStatementSource ?? 'myreport' })).toEqual([]);
  });

  it('a workbook built to tie out gives nothing', () => {
    expect(tieOuts(workbook)).toEqual([]);
  });

  it('total assets against equity + liabilities: 1 € is rounding, 1.01 € is not', () => {
    expect(tieOuts({ ...workbook, balanceSheet: shift(balance, 'Total do ativo', 1) })).toEqual([]);
    const off = tieOuts({ ...workbook, balanceSheet: shift(balance, 'Total do ativo', 250) });
    expect(off).toEqual([
      {
        code: 'balance-sheet',
        message: `O balanço não bate certo: o total do ativo (120${nbsp}250${nbsp}€) difere do capital próprio mais o passivo (120${nbsp}000${nbsp}€), diferença de 250${nbsp}€.`,
      },
    ]);
  });

  it("the DRE's net result against the balance sheet's net result of the period", () => {
    // DRE net result 10 000; the balance sheet's 818 line says 10 000 too, then 10 500.
    const off = tieOuts({
      ...workbook,
      balanceSheet: shift(shift(balance, 'Resultado líquido', 500), 'Capital subscrito', -500),
    });
    expect(off.map((item) => item.code)).toEqual(['net-result']);
    expect(off[0]?.message).toBe(
      `O resultado líquido da DRE (10${nbsp}000${nbsp}€) difere do resultado líquido do período no balanço (10${nbsp}500${nbsp}€), diferença de 500${nbsp}€.`,
    );
  });

  it('the FSE total against the sum of its lines', () => {
    const off = tieOuts({
      ...workbook,
      externalServices: shift(fse, 'Fornecimentos e serviços externos (total)', 100),
    });
    expect(off).toEqual([
      {
        code: 'fse-total',
        message: `O total dos FSE (4${nbsp}100${nbsp}€) difere da soma das suas linhas (4${nbsp}000${nbsp}€), diferença de 100${nbsp}€.`,
      },
    ]);
    expect(tieOuts({ ...workbook, externalServices: shift(fse, 'Fornecimentos', 0.5) })).toEqual(
      [],
    );
  });

  it("a RISEMA simulation against the stored MyReport's net result", () => {
    const stored = periodData('2025-12', { balanceSheet: balance, incomeStatement: income });
    const simulation = {
      kind: 'risema' as const,
      balanceSheet: [],
      incomeStatement: incomeStatementRows(KEYS, { sales: [60_000, 0], cmvmc: [40_000, 0] }),
      externalServices: [],
    };
    const off = tieOuts(simulation, stored);
    expect(off.map((item) => item.code)).toEqual(['risema-net-result']);
    expect(off[0]?.message).toContain('simulação RISEMA (20');
    expect(off[0]?.message).toContain('MyReport guardado para o período (10');
    // The same result: nothing; nothing stored: nothing.
    expect(tieOuts({ ...simulation, incomeStatement: income }, stored)).toEqual([]);
    expect(tieOuts(simulation, null)).toEqual([]);
    // A stored DRE from an earlier simulation is not MyReport's: its balance sheet speaks.
    const overwritten = { ...stored, incomeStatementSource: 'risema' as const };
    expect(tieOuts({ ...simulation, incomeStatement: income }, overwritten)).toEqual([]);
  });
});
