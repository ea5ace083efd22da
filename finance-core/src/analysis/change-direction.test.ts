import { describe, expect, it } from 'vitest';
import { changeTone, incomeLineNature, showChange } from './change-direction';
import { compareValues } from './numbers';

describe('showChange: one rule for every table', () => {
  it('a DRE cost stored negative that grew 4,4 %: up, +4,4 %, unfavourable', () => {
    const shown = showChange(compareValues(-104_400, -100_000), 'cost');
    expect(shown.current).toBe(-104_400);
    expect(shown.previous).toBe(-100_000);
    expect(shown.delta).toBeCloseTo(4_400);
    expect(shown.deltaPercent).toBeCloseTo(0.044);
    expect(shown.trend).toBe('up');
    expect(shown.tone).toBe('unfavourable');
  });

  it('the same cost given as a positive magnitude (Resumo, FSE sheet) reads the same', () => {
    const negative = showChange(compareValues(-104_400, -100_000), 'cost');
    const positive = showChange(compareValues(104_400, 100_000), 'cost');
    expect(positive).toMatchObject({
      delta: negative.delta,
      deltaPercent: negative.deltaPercent,
      trend: negative.trend,
      tone: negative.tone,
    });
  });

  it('a cost that fell is favourable, an income that fell is not', () => {
    expect(showChange(compareValues(-90, -100), 'cost')).toMatchObject({
      trend: 'down',
      tone: 'favourable',
    });
    expect(showChange(compareValues(90, 100), 'income')).toMatchObject({
      trend: 'down',
      tone: 'unfavourable',
    });
    expect(showChange(compareValues(110, 100), 'income').tone).toBe('favourable');
  });

  it('a result keeps its sign: a loss turning into a profit is up and favourable', () => {
    const shown = showChange(compareValues(5_000, -10_000), 'result');
    expect(shown.trend).toBe('up');
    expect(shown.delta).toBe(15_000);
    expect(shown.tone).toBe('favourable');
  });

  it('liabilities are read on their size, assets are neutral, equity better up', () => {
    expect(showChange(compareValues(120, 100), 'liability').tone).toBe('unfavourable');
    expect(showChange(compareValues(120, 100), 'asset').tone).toBe('neutral');
    expect(showChange(compareValues(120, 100), 'equity').tone).toBe('favourable');
  });

  it('a flat change is neutral; a missing or withheld change stays withheld', () => {
    expect(showChange(compareValues(100, 100), 'cost')).toMatchObject({
      trend: 'flat',
      tone: 'neutral',
    });
    expect(showChange(compareValues(100, null), 'cost')).toMatchObject({
      delta: null,
      deltaPercent: null,
      trend: null,
      tone: null,
    });
    const withheld = { ...compareValues(-120, -100), delta: null, deltaPercent: null, trend: null };
    expect(showChange(withheld, 'cost')).toMatchObject({ delta: null, trend: null, tone: null });
  });
});

describe('changeTone', () => {
  it('follows the favourable direction', () => {
    expect(changeTone('up', 'higher')).toBe('favourable');
    expect(changeTone('up', 'lower')).toBe('unfavourable');
    expect(changeTone('down', 'lower')).toBe('favourable');
    expect(changeTone('down', null)).toBe('neutral');
    expect(changeTone(null, 'higher')).toBeNull();
  });
});

describe('incomeLineNature', () => {
  it('reads SNC codes: class 6 costs, class 7 income, 812 tax, other class 8 results', () => {
    expect(incomeLineNature('62', 'Fornecimentos e serviços externos', -100)).toBe('cost');
    expect(incomeLineNature('711', 'Vendas de mercadorias', 100)).toBe('income');
    expect(incomeLineNature('8121', 'Imposto estimado para o período', -100)).toBe('cost');
    expect(incomeLineNature('818', 'Resultado líquido do período', 100)).toBe('result');
  });

  it('reads descriptions without codes, and the sign last', () => {
    expect(incomeLineNature('', 'Resultado antes de impostos', -5)).toBe('result');
    expect(
      incomeLineNature('', 'Resultado operacional (antes de gastos de financiamento)', 5),
    ).toBe('result');
    expect(incomeLineNature('', 'Gastos de depreciação e de amortização', -5)).toBe('cost');
    expect(incomeLineNature('', 'Imposto sobre o rendimento do período', -5)).toBe('cost');
    expect(incomeLineNature('', 'Vendas e serviços prestados', 5)).toBe('income');
    expect(incomeLineNature('', 'Outra linha', -5)).toBe('cost');
    expect(incomeLineNature('', 'Outra linha', 5)).toBe('income');
    expect(incomeLineNature('', 'Outra linha', null)).toBe('neutral');
  });
});
