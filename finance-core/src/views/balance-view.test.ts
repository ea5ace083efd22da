import { describe, expect, it } from 'vitest';
import { periodData, sampleCompanyPeriods, samplePeriod } from '../testing/period-data';
import { buildBalanceView } from './balance-view';
import { periodContext } from '../analysis/period-context';

describe('buildBalanceView on Padaria Lusitana 2025-12', () => {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const view = buildBalanceView(periodContext(samplePeriod('padaria-lusitana-2025-12'), stored));
  const row = (description: string) => view.rows.filter((item) => item.description === description);

  it('titles with the year and cuts after the last total', () => {
    expect(view.title).toBe('BALANÇO 2025');
    expect(view.rows.at(-1)?.description).toBe('Total do capital próprio e do passivo');
    expect(row('Controlo (diferença)')).toEqual([]);
  });

  it('hides prémios, reservas legais and outras reservas', () => {
    for (const hidden of ['Prémios de emissão', 'Reservas legais', 'Outras reservas']) {
      expect(row(hidden)).toEqual([]);
    }
    expect(row('Capital subscrito')).toHaveLength(1);
  });

  it('weights rows over the total assets in whole percent', () => {
    // 452 618.49 / 723 317.69 = 62.6 % → 63; cash 151 194.73 → 20.9 % → 21.
    expect(row('Ativos fixos tangíveis')[0]?.weightPercent).toBe(63);
    expect(row('Caixa e depósitos bancários')[0]?.weightPercent).toBe(21);
    expect(row('Total do ativo')[0]?.weightPercent).toBe(100);
    expect(row('Total do capital próprio')[0]?.weightPercent).toBe(48);
  });

  it('flags totals and headings and compares with 2024', () => {
    expect(row('Total do ativo')[0]?.total).toBe(true);
    expect(row('Clientes')[0]?.total).toBe(false);
    expect(row('ATIVO')[0]).toMatchObject({ header: true, current: null, weightPercent: null });
    const cash = row('Caixa e depósitos bancários')[0];
    expect(cash).toMatchObject({ current: 151_194.73, previous: 129_684.04, trend: 'up' });
    expect(cash?.delta).toBeCloseTo(21_510.69, 2);
    const state = row('Estado e outros entes públicos');
    expect(state.map((item) => [item.side, item.current, item.previous])).toEqual([
      ['asset', 5_872.31, 3_106.44],
      ['liability', 31_482.09, 29_118.56],
    ]);
    expect(view.previousLabel).toBe('2024');
  });

  it('gives the empty message without a balance sheet', () => {
    const data = periodData('2025-12', {});
    const empty = buildBalanceView(periodContext(data, [data]));
    expect(empty.empty).toBe(true);
    expect(empty.emptyMessage).toBe('Sem dados de balanço disponíveis');
    expect(empty.rows).toEqual([]);
  });
});
