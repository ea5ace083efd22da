import { describe, expect, it } from 'vitest';
import { formatExplanation, formatExplanationValue } from './explanation-format';

const nbsp = '\u00a0';

describe('formatExplanation', () => {
  it('writes each input after its label in the formula', () => {
    expect(
      formatExplanation({
        formula: 'Resultado líquido ÷ Total do ativo',
        inputs: [
          { label: 'Resultado líquido', value: 91_135, unit: 'eur' },
          { label: 'Total do ativo', value: 723_318, unit: 'eur' },
        ],
      }),
    ).toBe(`Resultado líquido 91${nbsp}135${nbsp}€ ÷ Total do ativo 723${nbsp}318${nbsp}€`);
  });

  it('takes the longer label first, so a label inside another is not confused', () => {
    expect(
      formatExplanation({
        formula: 'Resultado operacional + Depreciações',
        inputs: [
          { label: 'Depreciações', value: 10, unit: 'eur' },
          { label: 'Resultado', value: 1, unit: 'eur' },
          { label: 'Resultado operacional', value: 5, unit: 'eur' },
        ],
      }),
    ).toBe(`Resultado operacional 5${nbsp}€ + Depreciações 10${nbsp}€ (Resultado 1${nbsp}€)`);
  });

  it('adds inputs the formula does not name in brackets, and shows — for a missing value', () => {
    expect(
      formatExplanation({
        formula: 'Fornecedores ÷ (FSE + CMVMC) × dias',
        inputs: [
          { label: 'Fornecedores', value: null, unit: 'eur' },
          { label: 'Base de dias', value: 181, unit: 'days' },
        ],
      }),
    ).toBe('Fornecedores — ÷ (FSE + CMVMC) × dias (Base de dias 181 dias)');
  });
});

describe('formatExplanationValue', () => {
  it('formats each unit pt-PT', () => {
    expect(formatExplanationValue(0.126, 'percent')).toBe('12,60%');
    expect(formatExplanationValue(1.3811, 'ratio')).toBe('1,38');
    expect(formatExplanationValue(12, 'count')).toBe('12');
    expect(formatExplanationValue(1, 'days')).toBe('1 dia');
  });
});
