import { describe, expect, it } from 'vitest';
import type { DetailedAccount } from '../contract';
import { sampleCompanyBooks, saftBytes, saftXml } from '../testing/saft-builder';
import { readSaft, readSaftInSlices } from './read-saft';
import type { ParsedSaft, SaftMonth } from './read-saft';

/**
 * The sample books (`testing/saft-builder.ts`, Oficina Exemplo, Lda, 2025) read by the reader,
 * against statements worked out by hand from the entries the builder writes (docs/saft.md,
 * Fixtures): every figure below is a literal from that hand computation, not from the reader.
 */
const AFTER_YEAR_END = new Date('2026-03-10T12:00:00Z');
const books = readSaft(saftBytes(saftXml(sampleCompanyBooks()), 'windows-1252'), {
  fileName: 'saft-oficina-2025.xml',
  now: AFTER_YEAR_END,
});

function month(result: ParsedSaft, period: string): SaftMonth {
  const found = result.months.find((m) => m.period === period);
  if (!found) throw new Error(`no month ${period}`);
  return found;
}

/** The value of the `nth` row with this description (0-based), in `key`. */
function value(rows: DetailedAccount[], description: string, key: string, nth = 0): number | null {
  const row = rows.filter((r) => r.description === description)[nth];
  return row ? (row.values[key] ?? null) : null;
}

describe('the sample books of 2025, read after the year ended', () => {
  it('gives the header, the encoding and every month of the year', () => {
    expect(books.company).toBe('Oficina Exemplo, Lda');
    expect(books.nif).toBe('512345678');
    expect(books.fiscalYear).toBe(2025);
    expect(books.encoding).toBe('windows-1252');
    expect(books.periods).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(books.extractedPeriod).toBe('2025-12');
    expect(books.months[0]?.label).toBe('Janeiro 2025');
    expect(books.months[11]?.label).toBe('Dezembro 2025');
    expect(books.warnings).toEqual([]);
    // Only the GM accounts are summed: the GR/GA aggregates and the analytic ledger are not.
    expect(books.ledger.movementAccounts).toBe(34);
  });

  it('January: year-to-date balance sheet, the opening balance as 2024 (previous result in 818)', () => {
    const bs = month(books, '2025-01').balanceSheet;
    const now = '2025_current';
    const before = '2024_year';
    expect(value(bs, 'Ativos fixos tangíveis', now)).toBe(19_800); // 24 000 − 4 000 − 200
    expect(value(bs, 'Inventários', now)).toBe(5_000);
    expect(value(bs, 'Clientes', now)).toBe(12_300); // Alfa's January invoice
    expect(value(bs, 'Estado e outros entes públicos', now, 0)).toBe(1_449); // VAT deductible
    expect(value(bs, 'Caixa e depósitos bancários', now)).toBe(38_411);
    expect(value(bs, 'Total do ativo', now)).toBe(76_960);
    expect(value(bs, 'Capital subscrito', now)).toBe(5_000);
    // 2024's result still in 818, not yet applied, is no result of 2025.
    expect(value(bs, 'Resultados transitados', now)).toBe(47_730);
    expect(value(bs, 'Resultado líquido do período', now)).toBe(-252.5);
    expect(value(bs, 'Total do capital próprio', now)).toBe(52_477.5);
    expect(value(bs, 'Financiamentos obtidos', now)).toBe(11_500);
    expect(value(bs, 'Fornecedores', now)).toBe(7_380);
    // VAT liquidated 2 760, Q4 VAT 1 500, social security 1 042.50, IRS withheld 300.
    expect(value(bs, 'Estado e outros entes públicos', now, 1)).toBe(5_602.5);
    expect(value(bs, 'Total do passivo', now)).toBe(24_482.5);
    expect(value(bs, 'Total do capital próprio e do passivo', now)).toBe(76_960);
    expect(value(bs, 'Total do ativo', before)).toBe(68_690);
    expect(value(bs, 'Resultado líquido do período', before)).toBe(7_730);
    expect(value(bs, 'Resultados transitados', before)).toBe(40_000);
    expect(value(bs, 'Caixa e depósitos bancários', before)).toBe(40_000);
  });

  it('January: the income statement and FSE, year to date', () => {
    const january = month(books, '2025-01');
    const is = january.incomeStatement;
    const key = '2025_current';
    expect(value(is, 'Vendas e serviços prestados', key)).toBe(12_000);
    expect(is.filter((r) => /^7[12]/.test(r.code)).map((r) => [r.code, r.description])).toEqual([
      ['711', 'Vendas de mercadorias'],
      ['721', 'Prestações de serviços - manutenção'],
    ]);
    expect(value(is, 'Custo das mercadorias vendidas e das matérias consumidas', key)).toBe(-6_000);
    expect(value(is, 'Fornecimentos e serviços externos', key)).toBe(-2_300);
    expect(value(is, 'Gastos com o pessoal', key)).toBe(-3_712.5);
    expect(value(is, 'Gastos/reversões de depreciação e de amortização', key)).toBe(-200);
    expect(
      value(is, 'Resultado operacional (antes de gastos de financiamento e impostos)', key),
    ).toBe(-212.5);
    expect(value(is, 'Juros e gastos similares suportados', key)).toBe(-40);
    expect(value(is, 'Resultado antes de impostos', key)).toBe(-252.5);
    expect(value(is, 'Resultado líquido do período', key)).toBe(-252.5);
    expect(january.externalServices.map((r) => [r.code, r.description, r.values[key]])).toEqual([
      ['6241', 'Eletricidade', 300],
      ['6261', 'Rendas e alugueres', 800],
      ['6263', 'Seguros', 1_200],
      ['', 'Fornecimentos e serviços externos (total)', 2_300],
    ]);
    expect(january.counts).toEqual({
      balanceSheet: january.balanceSheet.length,
      incomeStatement: january.incomeStatement.length,
      externalServices: 4,
      financialRatios: 15,
    });
  });

  it('April: Banco B in overdraft is a current financing; VAT on both sides mid-quarter', () => {
    const bs = month(books, '2025-04').balanceSheet;
    const key = '2025_current';
    expect(value(bs, 'Ativos fixos tangíveis', key)).toBe(43_000); // 48 000 − 4 000 − 1 000
    expect(value(bs, 'Caixa e depósitos bancários', key)).toBe(42_786.5); // Banco A only
    expect(value(bs, 'Estado e outros entes públicos', key, 0)).toBe(6_969); // 1 449 + 5 520
    // VAT liquidated 2 760, Q1 VAT 3 933, social security 1 042.50, IRS 300.
    expect(value(bs, 'Estado e outros entes públicos', key, 1)).toBe(8_035.5);
    expect(value(bs, 'Financiamentos obtidos', key, 0)).toBe(10_000); // the loan
    expect(value(bs, 'Financiamentos obtidos', key, 1)).toBe(29_520); // Banco B
    expect(value(bs, 'Resultado líquido do período', key)).toBe(2_390);
    expect(value(bs, 'Total do ativo', key)).toBe(110_055.5);
    expect(value(bs, 'Total do capital próprio e do passivo', key)).toBe(110_055.5);
  });

  it('June: VAT to recover on the asset side, a customer in credit as an advance', () => {
    const june = month(books, '2025-06');
    const bs = june.balanceSheet;
    const key = '2025_current';
    expect(value(bs, 'Estado e outros entes públicos', key, 0)).toBe(1_587);
    expect(value(bs, 'Adiantamentos de clientes', key)).toBe(1_000);
    expect(value(bs, 'Clientes', key)).toBe(12_300);
    expect(value(bs, 'Resultado líquido do período', key)).toBe(3_885);
    expect(value(june.incomeStatement, 'Resultado líquido do período', key)).toBe(3_885);
    expect(value(june.incomeStatement, 'Vendas e serviços prestados', key)).toBe(72_000);
  });

  it('July: IRC paid on account on the asset side; 2024 result applied to retained earnings', () => {
    const bs = month(books, '2025-07').balanceSheet;
    const key = '2025_current';
    // IRC 1 000 + VAT to recover 1 587 + July's VAT deductible 1 449.
    expect(value(bs, 'Estado e outros entes públicos', key, 0)).toBe(4_036);
    expect(value(bs, 'Resultados transitados', key)).toBe(47_730);
    expect(value(bs, 'Caixa e depósitos bancários', key)).toBe(15_209);
    expect(value(bs, 'Financiamentos obtidos', key, 1)).toBeNull();
  });

  it('December: the whole year with periods 13–16, the income statement without the closing entries', () => {
    const december = month(books, '2025-12');
    const bs = december.balanceSheet;
    const is = december.incomeStatement;
    expect(value(is, 'Vendas e serviços prestados', '2025')).toBe(144_000);
    expect(value(is, 'Custo das mercadorias vendidas e das matérias consumidas', '2025')).toBe(
      -72_000,
    );
    expect(value(is, 'Fornecimentos e serviços externos', '2025')).toBe(-14_400);
    expect(value(is, 'Gastos com o pessoal', '2025')).toBe(-44_550);
    expect(value(is, 'Gastos/reversões de depreciação e de amortização', '2025')).toBe(-4_200);
    expect(value(is, 'Resultado antes de impostos', '2025')).toBe(8_370);
    expect(value(is, 'Imposto sobre o rendimento do período', '2025')).toBe(-1_757.7);
    expect(value(is, 'Resultado líquido do período', '2025')).toBe(6_612.3);
    // After the closing the result sits in 818: the same figure.
    expect(value(bs, 'Resultado líquido do período', '2025')).toBe(6_612.3);
    expect(value(bs, 'Resultado líquido do período', '2024')).toBe(7_730);
    // IRC paid on account (3 000) exceeds the estimate (1 757.70): an asset of 1 242.30.
    expect(value(bs, 'Estado e outros entes públicos', '2025', 0)).toBe(1_242.3);
    expect(value(bs, 'Estado e outros entes públicos', '2025', 1)).toBe(5_275.5);
    expect(value(bs, 'Caixa e depósitos bancários', '2025')).toBe(19_655.5);
    expect(value(bs, 'Adiantamentos de clientes', '2025')).toBeNull();
    expect(value(bs, 'Total do ativo', '2025')).toBe(77_997.8);
    expect(value(bs, 'Total do capital próprio e do passivo', '2025')).toBe(77_997.8);
    expect(bs.find((r) => r.description === 'Total do ativo')?.amount).toBe(77_997.8);
    expect(december.tieOuts).toEqual([]);
  });

  it('December: the ratios from the statements, fractions and days over 365, with formulas', () => {
    const december = month(books, '2025-12');
    const ratio = (description: string) => value(december.financialRatios, description, '2025');
    expect(ratio('Rendibilidade do capital próprio')).toBe(0.1114); // 6 612.30 / 59 342.30
    expect(ratio('Autonomia financeira')).toBe(0.7608); // 59 342.30 / 77 997.80
    expect(ratio('Liquidez geral')).toBe(3.0183); // 38 197.80 / 12 655.50
    expect(ratio('Liquidez reduzida')).toBe(2.6232); // (38 197.80 − 5 000) / 12 655.50
    expect(ratio('Liquidez imediata')).toBe(1.5531); // 19 655.50 / 12 655.50
    expect(ratio('Margem bruta')).toBe(0.5); // (144 000 − 72 000) / 144 000
    expect(ratio('Prazo médio de recebimento (dias)')).toBe(31.18); // 12 300 / 144 000 × 365
    expect(ratio('Prazo médio de pagamento (dias)')).toBe(31.18); // 7 380 / 86 400 × 365
    expect(ratio('Duração média de inventários (dias)')).toBe(25.35); // 5 000 / 72 000 × 365
    expect(value(december.financialRatios, 'Autonomia financeira', '2024')).toBe(0.7677);
    const formula = december.ratioExplanations.find((e) => e.description === 'Liquidez reduzida');
    expect(formula?.formula).toBe('(Ativo corrente − Inventários) ÷ Passivo corrente');
  });
});

describe('the months a file gives', () => {
  const half = saftXml(sampleCompanyBooks({ through: 6 }));

  it('mid-year: every month up to the last with entries, no December before the year ends', () => {
    const read = readSaft(saftBytes(half, 'utf-8'), { now: new Date('2025-07-15T12:00:00Z') });
    expect(read.periods).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(read.encoding).toBe('utf-8');
  });

  it('after the year ended: December too (its figures are those of the last month with entries)', () => {
    const read = readSaft(saftBytes(half, 'utf-8'), { now: AFTER_YEAR_END });
    expect(read.periods.at(-1)).toBe('2025-12');
    expect(read.periods).toHaveLength(7);
    const june = month(read, '2025-06').incomeStatement;
    const december = month(read, '2025-12').incomeStatement;
    expect(value(december, 'Resultado líquido do período', '2025')).toBe(
      value(june, 'Resultado líquido do período', '2025_current'),
    );
  });

  it('never a month after the current one', () => {
    const read = readSaft(saftBytes(half, 'utf-8'), { now: new Date('2025-04-10T12:00:00Z') });
    expect(read.periods).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
    expect(read.warnings.some((w) => w.includes('meses ainda por vir'))).toBe(true);
  });
});

describe('reading in slices', () => {
  it('reports progress up to the whole file and pauses between slices', async () => {
    const bytes = saftBytes(saftXml(sampleCompanyBooks()), 'utf-8');
    const seen: number[] = [];
    let pauses = 0;
    const read = await readSaftInSlices(
      bytes,
      { now: AFTER_YEAR_END, sliceBytes: 16 * 1024 },
      {
        onProgress: ({ done, total }) => {
          expect(total).toBe(bytes.length);
          seen.push(done);
        },
        pause: () => {
          pauses++;
          return Promise.resolve();
        },
      },
    );
    expect(pauses).toBeGreaterThan(10);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(bytes.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(read.months.at(-1)?.balanceSheet).toEqual(books.months.at(-1)?.balanceSheet);
  });
});
