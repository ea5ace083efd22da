import { describe, expect, it } from 'vitest';
import { matchStatementSheets, sheetNameMatches } from './sheet-names';

describe('sheetNameMatches', () => {
  it('matches whole words after folding case and accents', () => {
    expect(sheetNameMatches('DRE 2025', ['dre'])).toBe(true);
    expect(sheetNameMatches('Pedreira', ['dre'])).toBe(false);
    expect(sheetNameMatches('Demonstração  dos Resultados', ['demonstracao dos resultados'])).toBe(
      true,
    );
    expect(sheetNameMatches('Forn.e Serv.', ['forn e serv'])).toBe(true);
    expect(sheetNameMatches('Fornecedores', ['forn e serv', 'fornecimentos'])).toBe(false);
  });
});

describe('matchStatementSheets', () => {
  it('assigns in the order Balanço, FSE, Rácios, DRE, leftmost first, one statement per sheet', () => {
    expect(
      matchStatementSheets(['Resultados FSE', 'Resultados', 'Balanço', 'Balance'], 'myreport'),
    ).toEqual({
      balanceSheet: 'Balanço',
      externalServices: 'Resultados FSE',
      financialRatios: null,
      incomeStatement: 'Resultados',
    });
  });

  it('RISEMA takes only the income statement, from a DRE name or `simulação`', () => {
    expect(matchStatementSheets(['Balanço', 'Simulação'], 'risema')).toEqual({
      balanceSheet: null,
      externalServices: null,
      financialRatios: null,
      incomeStatement: 'Simulação',
    });
  });
});
