import { describe, expect, it } from 'vitest';
import { keyFigures } from '../testing/period-data';
import { explainFigure, explainRatio, sheetDifferenceNote } from './figure-explanations';
import { computeKeyRatios } from './key-ratios';

describe('sheetDifferenceNote', () => {
  it('nothing when the values agree within 0.5 % or one is missing', () => {
    expect(sheetDifferenceNote(100.5, 100, 'days')).toBeNull();
    expect(sheetDifferenceNote(null, 100, 'days')).toBeNull();
    expect(sheetDifferenceNote(100, null, 'days')).toBeNull();
  });

  it('names the 23 % VAT when the sheet is the value ÷ 1.23', () => {
    expect(sheetDifferenceNote(33.57, 27.29, 'days')).toBe(
      'A folha Rácios do ficheiro indica 27,3 dias, porque acrescenta IVA de 23% aos valores (÷ 1,23); o RISEMA calcula 33,6 dias pela fórmula indicada, sem IVA.',
    );
  });

  it('says which is which for another difference', () => {
    expect(sheetDifferenceNote(0.13, 0.126, 'percent')).toBe(
      'A folha Rácios do ficheiro indica 12,60%, calculado pelo programa de contabilidade com outra base; o RISEMA calcula 13,00% pela fórmula indicada.',
    );
  });
});

describe('explanations', () => {
  const figures = keyFigures({ netResult: -1_000, equity: -5_000, totalAssets: 10_000 });

  it('the IRC estimate of a loss says it is 0 €', () => {
    const irc = explainFigure('irc', { ...figures, irc: 0, ircEstimated: true });
    expect(irc.formula).toBe('17% × Resultado líquido');
    expect(irc.note).toContain('o IRC estimado é 0 €');
  });

  it('a tax credit is said to be one', () => {
    expect(explainFigure('irc', { ...figures, irc: -500 }).note).toContain('crédito de imposto');
    expect(explainFigure('irc', { ...figures, irc: 500 }).note).toBeUndefined();
  });

  it('the return on negative equity says n.s.', () => {
    const ratios = computeKeyRatios(figures);
    expect(explainRatio('equityReturn', figures, ratios).note).toContain('n.s.');
    expect(explainRatio('assetReturn', figures, ratios)).toEqual({
      formula: 'Resultado líquido ÷ Total do ativo',
      inputs: [
        { label: 'Resultado líquido', value: -1_000, unit: 'eur' },
        { label: 'Total do ativo', value: 10_000, unit: 'eur' },
      ],
    });
  });
});
