import { describe, expect, it } from 'vitest';
import { isNoiseLine } from './noise';
import { looksLikePersonName } from './person-names';

const line = (code: string, description: string) => ({ code, description });

describe('isNoiseLine (docs/workbook-format.md, Rows)', () => {
  it('control, ctrl and adjustment lines', () => {
    expect(isNoiseLine(line('', 'Controlo (diferença)'))).toBe(true);
    expect(isNoiseLine(line('', 'Ctrl'))).toBe(true);
    expect(isNoiseLine(line('', 'CTRL FSE'))).toBe(true);
    expect(isNoiseLine(line('', 'Ajustamentos de arredondamento'))).toBe(true);
  });

  it("partners' current accounts: code 26… or Sócio/Sócia/Acionista + a name", () => {
    expect(isNoiseLine(line('268', 'Sócio Manuel Ferreira'))).toBe(true);
    expect(isNoiseLine(line('26', 'Acionistas'))).toBe(true);
    expect(isNoiseLine(line('', 'Sócio Manuel Ferreira'))).toBe(true);
    expect(isNoiseLine(line('', 'Sócia Ana da Silva'))).toBe(true);
    expect(isNoiseLine(line('', 'Acionista Rui Costa'))).toBe(true);
    // A word, not a name, after Sócio; and the balance's own lines.
    expect(isNoiseLine(line('', 'Sócios'))).toBe(false);
    expect(isNoiseLine(line('', 'Sócio gerente'))).toBe(false);
  });

  it('codes 5312 and 5932 and their sub-accounts', () => {
    expect(isNoiseLine(line('5312', 'Prestações suplementares'))).toBe(true);
    expect(isNoiseLine(line('59321', 'Subsídios'))).toBe(true);
    expect(isNoiseLine(line('531', 'Prestações'))).toBe(false);
  });

  it('keeps ordinary account lines', () => {
    for (const [code, description] of [
      ['71', 'Vendas'],
      ['6261', 'Rendas e alugueres'],
      ['6243', 'Água'],
      ['', 'Total do ativo'],
      ['', 'Outros Serviços'],
      ['22', 'Fornecedores'],
      ['', 'Resultado líquido do período'],
    ] as const) {
      expect(isNoiseLine(line(code, description))).toBe(false);
    }
  });
});

describe('looksLikePersonName', () => {
  it('recognises a name alone by its first given name', () => {
    expect(looksLikePersonName('Manuel Ferreira')).toBe(true);
    expect(looksLikePersonName('Maria de Fátima Santos')).toBe(true);
    expect(looksLikePersonName('JOÃO')).toBe(false);
    expect(looksLikePersonName('Manuel')).toBe(false);
  });

  it('does not take title-case account names for names', () => {
    expect(looksLikePersonName('Trabalhos Especializados')).toBe(false);
    expect(looksLikePersonName('Rendas e Alugueres')).toBe(false);
    expect(looksLikePersonName('Vendas de mercadorias')).toBe(false);
  });
});

describe('hidden rows of docs/product.md §2/§5 (issue 7)', () => {
  it('hides `controle` (the other spelling) and a singular `Ajustamento`', () => {
    expect(isNoiseLine(line('', 'Conta de controle'))).toBe(true);
    expect(isNoiseLine(line('', 'Ajustamento de arredondamento'))).toBe(true);
    // Neighbours that are ordinary lines stay.
    expect(isNoiseLine(line('', 'Contas a receber'))).toBe(false);
    expect(isNoiseLine(line('', 'Adiantamentos de clientes'))).toBe(false);
  });

  it('hides a person written in capitals, with or without Sócio', () => {
    expect(isNoiseLine(line('', 'SÓCIO MANUEL FERREIRA'))).toBe(true);
    expect(isNoiseLine(line('', 'MANUEL FERREIRA'))).toBe(true);
    expect(isNoiseLine(line('', 'MARIA DE FÁTIMA SANTOS'))).toBe(true);
    // Capitals that are account names, not people.
    expect(isNoiseLine(line('', 'VENDAS DE MERCADORIAS'))).toBe(false);
    expect(isNoiseLine(line('', 'RENDAS E ALUGUERES'))).toBe(false);
    expect(isNoiseLine(line('', 'SÓCIOS'))).toBe(false);
  });

  it("keeps a company's name that starts with a given name", () => {
    expect(isNoiseLine(line('', 'Ana Paula Lda'))).toBe(false);
    expect(isNoiseLine(line('', 'ANA PAULA, LDA'))).toBe(false);
    expect(isNoiseLine(line('', 'Manuel Ferreira & Filhos'))).toBe(false);
    expect(isNoiseLine(line('', 'Rui Costa Unipessoal'))).toBe(false);
    // …while the person herself is hidden.
    expect(isNoiseLine(line('', 'Ana Paula Ferreira'))).toBe(true);
  });
});
