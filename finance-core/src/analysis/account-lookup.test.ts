import { describe, expect, it } from 'vitest';
import { statement } from '../testing/period-data';
import { expandToParts, findLines, lookupValue, topmostLines } from './account-lookup';
import { balanceStructure } from './balance-structure';
import { prepareStatement } from './prepared-statement';

const KEYS = ['2025', '2024'];

describe('lookup by code first, description second', () => {
  const dre = prepareStatement(
    statement(KEYS, [
      ['711', 'Vendas de mercadorias', 300, 280],
      ['712', 'Vendas de produtos acabados', 700, 650],
      ['71', 'Vendas', 1000, 930],
      ['72', 'Prestações de serviços', 50, 40],
      ['', 'Controlo', 7, 7],
      ['5312', 'Prestações suplementares', 99, 99],
    ]),
  );

  it('counts a subtotal and never its parts again (71 = 711 + 712)', () => {
    expect(findLines(dre, { codes: ['71'] }).map((line) => line.code)).toEqual(['71']);
    expect(lookupValue(dre, { codes: ['71', '72'] }, '2025')).toBe(1050);
    expect(lookupValue(dre, { codes: ['71'] }, '2024')).toBe(930);
  });

  it('sums the parts when there is no subtotal', () => {
    const parts = prepareStatement(
      statement(KEYS, [
        ['711', 'Vendas de mercadorias', 300, 280],
        ['712', 'Vendas de produtos acabados', 700, 650],
      ]),
    );
    expect(lookupValue(parts, { codes: ['71'] }, '2025')).toBe(1000);
  });

  it('falls back to a case- and accent-insensitive description substring', () => {
    const noCodes = prepareStatement(
      statement(KEYS, [
        ['', 'VENDAS', 10, 9],
        ['', 'PRESTAÇÕES DE SERVIÇOS', 4, 3],
      ]),
    );
    expect(
      lookupValue(noCodes, { codes: ['72'], descriptions: ['prestacoes de servicos'] }, '2025'),
    ).toBe(4);
    expect(lookupValue(noCodes, { codes: ['71'], descriptions: ['Vendas'] }, '2024')).toBe(9);
  });

  it('never matches noise', () => {
    expect(lookupValue(dre, { descriptions: ['controlo'] }, '2025')).toBeNull();
    expect(lookupValue(dre, { codes: ['53'] }, '2025')).toBeNull();
  });

  it('answers null without a line or a column', () => {
    expect(lookupValue(dre, { codes: ['61'] }, '2025')).toBeNull();
    expect(lookupValue(dre, { codes: ['71'] }, null)).toBeNull();
  });

  it('keeps topmost lines only', () => {
    const lines = prepareStatement(
      statement(KEYS, [
        ['62', 'FSE', 1, 1],
        ['622', 'Serviços especializados', 1, 1],
        ['6221', 'Trabalhos especializados', 1, 1],
        ['63', 'Pessoal', 1, 1],
      ]),
    ).lines;
    expect(topmostLines(lines).map((line) => line.code)).toEqual(['62', '63']);
  });

  it('expands a line into its parts only when they add up in every column', () => {
    const personnel = prepareStatement(
      statement(KEYS, [
        ['631', 'Remunerações dos órgãos sociais', 10, 8],
        ['632', 'Remunerações do pessoal', 30, 28],
        ['63', 'Gastos com o pessoal', 40, 36],
      ]),
    );
    const group = findLines(personnel, { codes: ['63'] })[0];
    expect(group && expandToParts(group, personnel, KEYS).map((line) => line.code)).toEqual([
      '631',
      '632',
    ]);
    const incomplete = prepareStatement(
      statement(KEYS, [
        ['631', 'Remunerações dos órgãos sociais', 10, 8],
        ['63', 'Gastos com o pessoal', 40, 36],
      ]),
    );
    const whole = findLines(incomplete, { codes: ['63'] })[0];
    expect(whole && expandToParts(whole, incomplete, KEYS).map((line) => line.code)).toEqual([
      '63',
    ]);
  });
});

describe('lookup on one side of the balance sheet', () => {
  const accounts = statement(KEYS, [
    ['', 'ATIVO', 0, 0],
    ['21', 'Clientes', 500, 400],
    ['24', 'Estado e outros entes públicos', 30, 20],
    ['', 'Total do ativo', 530, 420],
    ['', 'Capital próprio', 0, 0],
    ['51', 'Capital subscrito', 100, 100],
    ['', 'Total do capital próprio', 100, 100],
    ['', 'Passivo', 0, 0],
    ['22', 'Fornecedores', 330, 250],
    ['24', 'Estado e outros entes públicos', 100, 70],
    ['', 'Total do passivo', 430, 320],
    ['', 'Total do capital próprio e do passivo', 530, 420],
  ]);
  const balance = balanceStructure(accounts);
  const side = (wanted: string) => (line: { index: number }) =>
    balance.lines[line.index]?.side === wanted;

  it('tells 24 Estado of the assets from 24 Estado of the liabilities', () => {
    expect(lookupValue(balance.statement, { codes: ['24'], where: side('asset') }, '2025')).toBe(
      30,
    );
    expect(
      lookupValue(balance.statement, { codes: ['24'], where: side('liability') }, '2025'),
    ).toBe(100);
  });
});
