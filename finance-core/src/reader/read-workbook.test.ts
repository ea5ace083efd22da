import { describe, expect, it } from 'vitest';
import type { WorkbookKind } from '../contract/financial';
import { buildWorkbook } from '../testing';
import type { TestCell, TestSheet } from '../testing';
import { readWorkbook } from './read-workbook';
import type { ParsedWorkbook } from './parsed-workbook';

const BLOCK = ['Padaria Lusitana, Lda', 'NIF: 509442013', 'Período: Dezembro 2025'];

function read(
  sheets: TestSheet[],
  options: { fileName?: string; kind?: WorkbookKind } = {},
): ParsedWorkbook {
  return readWorkbook(buildWorkbook(sheets), options.fileName ?? 'ficheiro.xlsx', {
    kind: options.kind ?? 'myreport',
  });
}

/** The warnings other than the missing statements of a one-sheet MyReport. */
function rowWarnings(parsed: ParsedWorkbook): string[] {
  return parsed.warnings.filter((warning) => !warning.startsWith('Folhas não encontradas'));
}

/** A statement sheet with the standard header block and a two-year table. */
function sheet(name: string, overrides: Partial<TestSheet> = {}): TestSheet {
  return {
    name,
    headerBlock: BLOCK,
    header: ['Código', 'Descrição', '2025', '2024'],
    rows: [['71', 'Vendas', 1000, 900]],
    ...overrides,
  };
}

/** Reads one DRE sheet whose table has the given header and rows. */
function readTable(
  header: TestCell[],
  rows: TestCell[][],
  headerBlock: Array<TestCell | TestCell[]> = BLOCK,
  fileName?: string,
): ParsedWorkbook {
  return read([{ name: 'DRE', headerBlock, header, rows }], { fileName });
}

describe('sheet matching', () => {
  it('matches whole words only: `DRE 2025` is the DRE, `Pedreira` is not', () => {
    const parsed = read([sheet('Pedreira'), sheet('DRE 2025')]);
    expect(parsed.sheets.incomeStatement).toBe('DRE 2025');
    const alone = () => read([sheet('Pedreira')]);
    expect(alone).toThrow('Nenhuma folha reconhecida (Balanço, DRE, FSE, Rácios)');
  });

  it('ignores case and accents, and knows every name of docs/workbook-format.md', () => {
    const names: Array<[string, keyof ParsedWorkbook['sheets']]> = [
      ['BALANÇO', 'balanceSheet'],
      ['balanco 2025', 'balanceSheet'],
      ['Balance Sheet', 'balanceSheet'],
      ['Demonstração dos Resultados', 'incomeStatement'],
      ['Demonstracao de resultados', 'incomeStatement'],
      ['Resultados', 'incomeStatement'],
      ['dre', 'incomeStatement'],
      ['FSE', 'externalServices'],
      ['Fornecimentos', 'externalServices'],
      ['Forn. e Serv.', 'externalServices'],
      ['RÁCIOS', 'financialRatios'],
      ['racios', 'financialRatios'],
      ['Indicadores', 'financialRatios'],
    ];
    for (const [name, statement] of names) {
      const parsed = read([sheet(name)]);
      expect(parsed.sheets[statement], name).toBe(name);
    }
  });

  it('does not take a word that only contains a pattern', () => {
    for (const name of ['Balancete', 'Indicador', 'Fornecedores', 'Resultado', 'Andre']) {
      expect(() => read([sheet(name)]), name).toThrow('Nenhuma folha reconhecida');
    }
  });

  it('tries Balanço, FSE, Rácios, DRE in this order; a sheet serves one statement', () => {
    // `Indicadores de resultados` matches Rácios and DRE: Rácios, tried first, takes it.
    const parsed = read([sheet('Indicadores de resultados'), sheet('Resultados')]);
    expect(parsed.sheets.financialRatios).toBe('Indicadores de resultados');
    expect(parsed.sheets.incomeStatement).toBe('Resultados');
    // `FSE resultados` goes to FSE (tried before DRE), so the DRE has no sheet.
    const fse = read([sheet('FSE resultados')]);
    expect(fse.sheets).toEqual({
      balanceSheet: null,
      incomeStatement: null,
      externalServices: 'FSE resultados',
      financialRatios: null,
    });
  });

  it('gives each statement the leftmost matching sheet', () => {
    const parsed = read([
      sheet('Capa'),
      sheet('DRE', { rows: [['71', 'Vendas', 1, 1]] }),
      sheet('DRE (2)', {
        rows: [
          ['71', 'Vendas', 2, 2],
          ['72', 'Serviços', 2, 2],
        ],
      }),
    ]);
    expect(parsed.sheets.incomeStatement).toBe('DRE');
    expect(parsed.counts.incomeStatement).toBe(1);
  });

  it('accepts some of the four statements, counts 0 for the others and says which are missing', () => {
    const parsed = read([sheet('Balanço'), sheet('DRE')]);
    expect(parsed.counts).toEqual({
      balanceSheet: 1,
      incomeStatement: 1,
      externalServices: 0,
      financialRatios: 0,
    });
    expect(parsed.valueKeys).toEqual({
      balanceSheet: ['2025', '2024'],
      incomeStatement: ['2025', '2024'],
    });
    expect(parsed.warnings).toEqual(['Folhas não encontradas: FSE, Rácios.']);
  });

  it('RISEMA: one sheet matching the DRE names or `simulação`; only the income statement is read', () => {
    const simulation = read([sheet('Balanço'), sheet('Simulacao')], { kind: 'risema' });
    expect(simulation.sheets).toEqual({
      balanceSheet: null,
      incomeStatement: 'Simulacao',
      externalServices: null,
      financialRatios: null,
    });
    expect(simulation.counts.balanceSheet).toBe(0);
    expect(simulation.warnings).toEqual([]);
    expect(read([sheet('Simulação 2026')], { kind: 'risema' }).sheets.incomeStatement).toBe(
      'Simulação 2026',
    );
    expect(read([sheet('Notas'), sheet('DRE')], { kind: 'risema' }).sheets.incomeStatement).toBe(
      'DRE',
    );
    expect(() => read([sheet('Balanço')], { kind: 'risema' })).toThrow('Nenhuma folha reconhecida');
    // A MyReport does not take a simulation sheet.
    expect(() => read([sheet('Simulação')])).toThrow('Nenhuma folha reconhecida');
  });
});

describe('header block', () => {
  const withBlock = (headerBlock: Array<TestCell | TestCell[]>, fileName?: string) =>
    readTable(['Descrição', '2025'], [['Vendas', 1]], headerBlock, fileName);

  it('finds the NIF after NIF, Contribuinte or NIPC, in the same cell or the next', () => {
    expect(withBlock(['NIF: 509442013']).nif).toBe('509442013');
    expect(withBlock(['Contribuinte n.º 516073486']).nif).toBe('516073486');
    expect(withBlock(['NIPC 509 442 013']).nif).toBe('509442013');
    expect(withBlock([['NIF:', 509442013]]).nif).toBe('509442013');
    expect(withBlock([['Contribuinte', '516073486']]).nif).toBe('516073486');
  });

  it('takes the first 9-digit number after the keyword, and no number without one', () => {
    expect(withBlock(['NIF (antigo 12345): 509442013, novo 516073486']).nif).toBe('509442013');
    expect(withBlock(['Telefone: 213456789']).nif).toBeNull();
    expect(withBlock(['NIF: 50944201']).nif).toBeNull();
  });

  it('reads the period line in each written form', () => {
    const forms: Array<[Array<TestCell | TestCell[]>, string]> = [
      [['Período: Dezembro 2025'], '2025-12'],
      [['Periodo: Dez/2025'], '2025-12'],
      [['Mês: 12/2025'], '2025-12'],
      [['Mes 2025-12'], '2025-12'],
      [['Data: 31/12/2025'], '2025-12'],
      [['Data de referência: 30/06/2025'], '2025-06'],
      [['PERÍODO: junho de 2025'], '2025-06'],
      [['Período: 01/01/2025 a 30/09/2025'], '2025-09'],
      [[['Período:', { date: '2025-03-31' }]], '2025-03'],
      [[['Data', 'Março 2025']], '2025-03'],
    ];
    for (const [block, period] of forms) {
      const parsed = withBlock(block);
      expect([parsed.period, parsed.periodSource], JSON.stringify(block)).toEqual([
        period,
        'header',
      ]);
    }
  });

  it('needs the first word followed by `:` or a space: not `Datacenter`, not `Mesquita`', () => {
    for (const line of [
      'Datacenter 06/2024',
      'Mesquita 06/2024',
      'Dados: 06/2024',
      'Atualizado em 06/2024',
    ]) {
      const parsed = withBlock([line], 'sem-periodo.xlsx');
      // No period line: the period comes from the columns instead.
      expect([parsed.period, parsed.periodSource], line).toEqual(['2025-12', 'columns']);
    }
  });

  it('warns about a period line it cannot read', () => {
    const parsed = withBlock(['Período: primeiro semestre']);
    expect(parsed.warnings).toContain(
      'Período ilegível na folha «DRE»: «Período: primeiro semestre».',
    );
    expect(parsed.periodSource).toBe('columns');
  });

  it('finds the company name in any column and order, skipping titles and labels', () => {
    expect(withBlock(['Padaria Lusitana, Lda', 'NIF: 509442013']).company).toBe(
      'Padaria Lusitana, Lda',
    );
    expect(
      withBlock(['NIF: 509442013', [null, null, 'TecnoServ Consultoria, Unipessoal Lda']]).company,
    ).toBe('TecnoServ Consultoria, Unipessoal Lda');
    expect(
      withBlock(['Demonstração dos Resultados', 'Valores em euros', 'Oficina Central']).company,
    ).toBe('Oficina Central');
    expect(
      withBlock([['Empresa:', 'Oficina Central'], 'Demonstração dos Resultados']).company,
    ).toBe('Oficina Central');
    expect(
      withBlock(['Relatório mensal', 'Exercício: 2025', 'Oficina Central, S.A.']).company,
    ).toBe('Oficina Central, S.A.');
    expect(withBlock([['Período:', 'Dezembro 2025'], 'NIF: 509442013']).company).toBeNull();
  });

  it('does not take a long note for the company name', () => {
    const note = `Nota: ${'valores provisórios sujeitos a revisão '.repeat(5)}`.replace(':', '');
    expect(withBlock([note, 'Oficina Central']).company).toBe('Oficina Central');
  });

  it('lets the leftmost statement sheet speak first and warns when another disagrees', () => {
    const parsed = read([
      sheet('Balanço', {
        headerBlock: ['Empresa A, Lda', 'NIF: 509442013', 'Período: Dezembro 2025'],
      }),
      sheet('DRE', { headerBlock: ['Empresa B, Lda', 'NIF: 516073486', 'Período: Novembro 2025'] }),
    ]);
    expect([parsed.company, parsed.nif, parsed.period]).toEqual([
      'Empresa A, Lda',
      '509442013',
      '2025-12',
    ]);
    expect(parsed.warnings).toContain(
      'A folha «DRE» indica o NIF 516073486, diferente de 509442013: foi usado 509442013.',
    );
    expect(parsed.warnings).toContain(
      'A folha «DRE» indica o período 11/2025, diferente de 12/2025: foi usado 12/2025.',
    );
  });
});

describe('table header row', () => {
  it('is the first row with a cell reading exactly one of the description headers', () => {
    for (const text of [
      'Descrição',
      'DESCRIÇÃO:',
      'Rubrica',
      'Rubricas',
      'Designação',
      'designacao',
      'Indicador',
      'Indicadores:',
    ]) {
      const parsed = readTable([text, '2025'], [['Vendas', 5]]);
      expect(parsed.counts.incomeStatement, text).toBe(1);
      expect(parsed.incomeStatement[0]?.values, text).toEqual({ '2025': 5 });
    }
  });

  it('does not take a title such as `Indicadores económico-financeiros` for a header cell', () => {
    const parsed = read([
      {
        name: 'Rácios',
        grid: [
          ['Indicadores económico-financeiros'],
          ['Padaria Lusitana, Lda'],
          [],
          ['Indicador', '2025', '2024'],
          ['Autonomia financeira', 0.42, 0.4],
        ],
      },
    ]);
    expect(parsed.counts.financialRatios).toBe(1);
    expect(parsed.financialRatios[0]).toEqual({
      code: '',
      description: 'Autonomia financeira',
      amount: 0.42,
      values: { '2025': 0.42, '2024': 0.4 },
    });
    expect(parsed.company).toBe('Padaria Lusitana, Lda');
  });

  it('warns and reads no rows when a statement sheet has no header row', () => {
    const parsed = read([
      sheet('Balanço'),
      {
        name: 'DRE',
        grid: [
          ['Vendas', 1000],
          ['Custos', -500],
        ],
      },
    ]);
    expect(parsed.counts.incomeStatement).toBe(0);
    expect(parsed.valueKeys.incomeStatement).toEqual([]);
    expect(parsed.warnings).toContain(
      'A folha «DRE» não tem a linha de cabeçalho da tabela (Descrição, Rubrica, Designação ou Indicador): as suas linhas não foram lidas.',
    );
  });

  it('finds the code column anywhere, or none', () => {
    const right = readTable(['Descrição', '2025', 'Código'], [['Vendas', 10, 71]]);
    expect(right.incomeStatement[0]).toMatchObject({
      code: '71',
      description: 'Vendas',
      values: { '2025': 10 },
    });
    const conta = readTable(
      ['Conta', 'Rubrica', '2025'],
      [['6221', 'Trabalhos especializados', 10]],
    );
    expect(conta.incomeStatement[0]).toMatchObject({
      code: '6221',
      description: 'Trabalhos especializados',
    });
    const none = readTable(['Descrição', '2025'], [['Vendas', 10]]);
    expect(none.incomeStatement[0]?.code).toBe('');
  });

  it('reads a table that does not start in column A', () => {
    const parsed = read([{ ...sheet('DRE'), column: 3 }]);
    expect(parsed.incomeStatement).toEqual([
      { code: '71', description: 'Vendas', amount: 1000, values: { '2025': 1000, '2024': 900 } },
    ]);
    expect(parsed.company).toBe('Padaria Lusitana, Lda');
  });
});

describe('value columns', () => {
  const keysOf = (header: TestCell[], block: Array<TestCell | TestCell[]> = BLOCK) =>
    readTable(['Descrição', ...header], [['Vendas', ...header.map(() => 1)]], block).valueKeys
      .incomeStatement;

  it('December export: every form of a year is that year (2-column mode)', () => {
    expect(keysOf(['2025', '2024'])).toEqual(['2025', '2024']);
    expect(keysOf(['Ano 2025', 'Ano 2024'])).toEqual(['2025', '2024']);
    expect(keysOf(['31/12/2025', '31/12/2024'])).toEqual(['2025', '2024']);
    expect(keysOf(['Dez/2025', 'Dez/2024'])).toEqual(['2025', '2024']);
    expect(keysOf([2025, 2024])).toEqual(['2025', '2024']);
    expect(keysOf([{ date: '2025-12-31' }, { date: '2024-12-31' }])).toEqual(['2025', '2024']);
  });

  it('mid-year export: current, whole previous year and same months of the previous year (3-column mode)', () => {
    const june = ['Período: Junho 2025'];
    expect(keysOf(['Jun/2025', '2024 (ano completo)', 'Jun/2024'], june)).toEqual([
      '2025_current',
      '2024_year',
      '2024_period',
    ]);
    expect(keysOf(['06/2025', '2024 ano completo', '06/2024'], june)).toEqual([
      '2025_current',
      '2024_year',
      '2024_period',
    ]);
    expect(keysOf(['2025-06', 'Ano 2024'], june)).toEqual(['2025_current', '2024_year']);
    expect(keysOf(['Junho 2025', '2024'], june)).toEqual(['2025_current', '2024_year']);
    expect(
      keysOf([{ date: '2025-06-30' }, { date: '2024-12-31' }, { date: '2024-06-30' }], june),
    ).toEqual(['2025_current', '2024_year', '2024_period']);
  });

  it('knows a mid-year export by its columns even when nothing else says so', () => {
    expect(keysOf(['Jun/2025', '2024'], ['Padaria Lusitana, Lda'])).toEqual([
      '2025_current',
      '2024_year',
    ]);
  });

  it('reads bare years as a mid-year export when the stated period is not December', () => {
    expect(keysOf(['2025', '2024'], ['Período: Junho 2025'])).toEqual([
      '2025_current',
      '2024_year',
    ]);
  });

  it('ignores empty header cells and columns without a year', () => {
    const parsed = readTable(
      ['Código', 'Descrição', null, 'Notas', '2025', '%', '2024'],
      [['71', 'Vendas', 'x', 'nota', 10, 0.5, 9]],
    );
    expect(parsed.valueKeys.incomeStatement).toEqual(['2025', '2024']);
    expect(parsed.incomeStatement[0]?.values).toEqual({ '2025': 10, '2024': 9 });
  });

  it('takes the newest year (December) or the current column (mid-year) as the amount', () => {
    const older = readTable(['Descrição', '2024', '2025'], [['Vendas', 9, 10]]);
    expect(older.incomeStatement[0]?.amount).toBe(10);
    const midYear = readTable(
      ['Descrição', '2024 (ano completo)', 'Jun/2025'],
      [['Vendas', 20, 11]],
      ['Período: Junho 2025'],
    );
    expect(midYear.incomeStatement[0]).toMatchObject({
      amount: 11,
      values: { '2025_current': 11, '2024_year': 20 },
    });
  });

  it('warns about a statement without value columns and reads its rows with no values', () => {
    const parsed = readTable(['Código', 'Descrição', 'Notas'], [['71', 'Vendas', 'x']]);
    expect(parsed.incomeStatement).toEqual([
      { code: '71', description: 'Vendas', amount: 0, values: {} },
    ]);
    expect(parsed.warnings).toContain(
      'A folha «DRE» não tem colunas de valores com um ano no cabeçalho: as suas linhas foram lidas com valor 0.',
    );
  });

  it('keeps the first of two columns for the same year, with a warning', () => {
    const parsed = readTable(['Descrição', '2025', 'Ano 2025'], [['Vendas', 1, 2]]);
    expect(parsed.incomeStatement[0]?.values).toEqual({ '2025': 1 });
    expect(parsed.warnings).toContain(
      'A folha «DRE» tem mais de uma coluna para 2025 (colunas B e C): foi lida a coluna B.',
    );
  });
});

describe('rows', () => {
  it('counts every row with text in the description column, headers, totals and control lines included', () => {
    const parsed = read([
      sheet('Balanço', {
        rows: [
          [null, 'ATIVO'],
          ['11', 'Caixa', 10, 9],
          [],
          [null, 'Total do ativo', 10, 9],
          [null, 'Total do capital próprio e do passivo', 10, 9],
          [null, 'Controlo (diferença)', 0, 0],
          ['5312', 'Prestações suplementares', 1, 1],
          [null, null, 99, 99],
        ],
      }),
    ]);
    expect(parsed.counts.balanceSheet).toBe(6);
    expect(parsed.balanceSheet.map((row) => row.description)).toEqual([
      'ATIVO',
      'Caixa',
      'Total do ativo',
      'Total do capital próprio e do passivo',
      'Controlo (diferença)',
      'Prestações suplementares',
    ]);
    expect(parsed.balanceSheet[0]).toEqual({
      code: '',
      description: 'ATIVO',
      amount: 0,
      values: { '2025': 0, '2024': 0 },
    });
  });

  it('gives codes as text: numbers as their integer text, text trimmed, empty for headers and totals', () => {
    const parsed = readTable(
      ['Código', 'Descrição', '2025'],
      [
        [71, 'Vendas', 1],
        [' 6221 ', 'Trabalhos', 1],
        [6241.0, 'Eletricidade', 1],
        [null, 'Total', 3],
      ],
    );
    expect(parsed.incomeStatement.map((row) => row.code)).toEqual(['71', '6221', '6241', '']);
  });

  it('reads amounts in Portuguese notation, with every kind of space and euro sign', () => {
    const texts: Array<[string, number]> = [
      ['1.234,56', 1234.56],
      ['-1.234,56', -1234.56],
      ['(1.234,56)', -1234.56],
      ['1 234,56', 1234.56],
      ['1\u00a0234,56', 1234.56],
      ['1\u202f234,56', 1234.56],
      ['€ 1.234,56', 1234.56],
      ['1.234,56 €', 1234.56],
      ['-', 0],
      ['—', 0],
      ['', 0],
      ['1.234.567', 1234567],
      ['12,5%', 0.125],
    ];
    const parsed = readTable(
      ['Descrição', '2025'],
      texts.map(([text], i) => [`Linha ${i + 1}`, text]),
    );
    expect(parsed.incomeStatement.map((row) => row.values['2025'])).toEqual(
      texts.map(([, value]) => value),
    );
    expect(rowWarnings(parsed)).toEqual([]);
  });

  it('reads an empty value cell as 0', () => {
    const parsed = readTable(['Descrição', '2025', '2024'], [['Vendas', null, 5]]);
    expect(parsed.incomeStatement[0]?.values).toEqual({ '2025': 0, '2024': 5 });
  });

  it('warns about an amount it cannot read, naming the sheet, row and column, and reads 0', () => {
    const parsed = readTable(
      ['Descrição', '2025', '2024'],
      [
        ['Vendas', 'n/d', 5],
        ['Custos', 3, '1,234.56'],
      ],
    );
    expect(parsed.incomeStatement.map((row) => row.values)).toEqual([
      { '2025': 0, '2024': 5 },
      { '2025': 3, '2024': 0 },
    ]);
    // The header block takes rows 1–3, a blank row 4, the table header row 5.
    expect(rowWarnings(parsed)).toEqual([
      'Valor ilegível na folha «DRE», linha 6, coluna B: «n/d» (lido como 0).',
      'Valor ilegível na folha «DRE», linha 7, coluna C: «1,234.56» (lido como 0).',
    ]);
  });

  it('quotes at most 40 characters of an unreadable cell', () => {
    const parsed = readTable(['Descrição', '2025'], [['Vendas', `valor ${'x'.repeat(100)}`]]);
    expect(rowWarnings(parsed)).toEqual([
      `Valor ilegível na folha «DRE», linha 6, coluna B: «valor ${'x'.repeat(33)}…» (lido como 0).`,
    ]);
  });

  it('lists five unreadable amounts per sheet and counts the rest', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [`Linha ${i}`, 'x']);
    const parsed = readTable(['Descrição', '2025'], rows);
    expect(rowWarnings(parsed)).toHaveLength(6);
    expect(rowWarnings(parsed)[5]).toBe('Mais 3 valores ilegíveis na folha «DRE» (lidos como 0).');
  });

  it('reads formula cells by their stored value', () => {
    const parsed = readTable(
      ['Código', 'Descrição', '2025'],
      [
        ['711', 'Vendas de mercadorias', 100],
        ['712', 'Vendas de produtos', 50],
        ['71', 'Vendas', { formula: 'C6+C7', value: 150 }],
        [null, { formula: '"Total"', value: 'Total' }, { formula: 'SUM(C6:C7)', value: 150 }],
      ],
    );
    expect(parsed.incomeStatement.map((row) => [row.code, row.description, row.amount])).toEqual([
      ['711', 'Vendas de mercadorias', 100],
      ['712', 'Vendas de produtos', 50],
      ['71', 'Vendas', 150],
      ['', 'Total', 150],
    ]);
  });

  it('does not shift or duplicate anything around merged cells', () => {
    const parsed = read([
      {
        name: 'Balanço',
        grid: [
          ['Padaria Lusitana, Lda'],
          ['NIF: 509442013'],
          ['Período: Dezembro 2025'],
          [],
          ['Código', 'Descrição', null, '2025', '2024'],
          ['ATIVO'],
          ['43', 'Ativos fixos tangíveis', null, 100, 90],
          ['11', 'Caixa', null, 50],
          ['21', 'Clientes (valor', null, 7, 6],
          [null, null, null, 1, 1],
        ],
        // Title over the block, the description header over two columns, a section title over
        // code and description, a value over both year columns, a description over two rows.
        merges: ['A1:E1', 'B5:C5', 'A6:C6', 'D8:E8', 'B9:C10'],
      },
    ]);
    expect(parsed.company).toBe('Padaria Lusitana, Lda');
    expect(parsed.valueKeys.balanceSheet).toEqual(['2025', '2024']);
    expect(parsed.balanceSheet).toEqual([
      { code: '', description: 'ATIVO', amount: 0, values: { '2025': 0, '2024': 0 } },
      {
        code: '43',
        description: 'Ativos fixos tangíveis',
        amount: 100,
        values: { '2025': 100, '2024': 90 },
      },
      { code: '11', description: 'Caixa', amount: 50, values: { '2025': 50, '2024': 0 } },
      { code: '21', description: 'Clientes (valor', amount: 7, values: { '2025': 7, '2024': 6 } },
    ]);
    expect(parsed.counts.balanceSheet).toBe(4);
  });
});

describe('period of an upload', () => {
  const table = { header: ['Descrição', 'Jun/2025', '2024'], rows: [['Vendas', 1, 2]] };

  it('comes first from the header line', () => {
    const parsed = read([{ name: 'DRE', headerBlock: ['Período: Junho 2025'], ...table }], {
      fileName: 'dre-2024-12.xlsx',
    });
    expect([parsed.period, parsed.periodSource]).toEqual(['2025-06', 'header']);
  });

  it('then from the file name, in each form', () => {
    const names: Array<[string, string]> = [
      ['myreport-padaria-2025-06.xlsx', '2025-06'],
      ['myreport_202506.xlsx', '2025-06'],
      ['DRE 06-2025.xlsx', '2025-06'],
      ['DRE_Jun2025.xlsx', '2025-06'],
      ['Relatorio_Junho_2025.xlsx', '2025-06'],
      ['relatorio-dezembro-2024.xls', '2024-12'],
      ['c:\\exportacoes\\Dez2024.xlsx', '2024-12'],
    ];
    for (const [fileName, period] of names) {
      const parsed = read([{ name: 'DRE', headerBlock: ['Padaria Lusitana, Lda'], ...table }], {
        fileName,
      });
      expect([parsed.period, parsed.periodSource], fileName).toEqual([period, 'fileName']);
    }
  });

  it('does not read a period out of other digits in the file name', () => {
    for (const fileName of [
      'dre-2024-2025.xlsx',
      'cliente-1234567.xlsx',
      'dre-2025-13.xlsx',
      'dre.xlsx',
    ]) {
      const parsed = read([{ name: 'DRE', headerBlock: ['Padaria Lusitana, Lda'], ...table }], {
        fileName,
      });
      expect(parsed.periodSource, fileName).toBe('columns');
    }
  });

  it('last from the newest year among the value columns, read as December', () => {
    const parsed = read(
      [{ name: 'DRE', header: ['Descrição', '2023', '2024'], rows: [['Vendas', 1, 2]] }],
      {
        fileName: 'dre.xlsx',
      },
    );
    expect([parsed.period, parsed.periodSource]).toEqual(['2024-12', 'columns']);
    expect(parsed.warnings).toEqual(['Folhas não encontradas: Balanço, FSE, Rácios.']);
  });

  it('is null, with a warning, when nothing gives it', () => {
    const parsed = read([{ name: 'DRE', header: ['Descrição', 'Valor'], rows: [['Vendas', 1]] }], {
      fileName: 'dre.xlsx',
      kind: 'risema',
    });
    expect([parsed.period, parsed.periodSource]).toEqual([null, null]);
    expect(parsed.warnings).toContain(
      'Não foi possível determinar o período do ficheiro: indique-o na confirmação.',
    );
  });
});

describe('result', () => {
  it('carries the kind and file name, and the rows as read', () => {
    const parsed = read([sheet('Simulação DRE')], { kind: 'risema', fileName: 'simulacao.xlsx' });
    expect(parsed).toMatchObject({
      kind: 'risema',
      fileName: 'simulacao.xlsx',
      company: 'Padaria Lusitana, Lda',
      nif: '509442013',
      period: '2025-12',
      periodSource: 'header',
      incomeStatement: [
        { code: '71', description: 'Vendas', amount: 1000, values: { '2025': 1000, '2024': 900 } },
      ],
      balanceSheet: [],
      externalServices: [],
      financialRatios: [],
      warnings: [],
    });
  });
});
