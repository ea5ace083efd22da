import { describe, expect, it } from 'vitest';
import { currentFigures } from '../analysis/current-figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { PeriodData } from '../contract';
import {
  PADARIA_COMPANY_ID,
  TECNOSERV_COMPANY_ID,
  balanceSheetRows,
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
} from '../testing/period-data';
import { comparePeriods } from './comparison';
import {
  PORTFOLIO_STATE_LABELS,
  STALE_AFTER_DAYS,
  STALE_LABEL,
  buildPortfolio,
  comparePortfolioRows,
  portfolioPeriod,
  portfolioRow,
  searchPortfolio,
} from './portfolio';
import type { PortfolioCompany, PortfolioRow } from './portfolio';

const NOW = new Date('2026-02-10T12:00:00.000Z');
const DAY = 86_400_000;

const padaria: PortfolioCompany = {
  id: PADARIA_COMPANY_ID,
  name: 'Padaria Lusitana, Lda',
  taxId: '509442013',
  lastUploadDate: '2026-01-20T09:00:00.000Z',
};
const tecnoserv: PortfolioCompany = {
  id: TECNOSERV_COMPANY_ID,
  name: 'TecnoServ — Serviços Informáticos, S.A.',
  taxId: '514321987',
  lastUploadDate: '2026-01-05T09:00:00.000Z',
};
/** A company's row from its stored periods, read as a device keeps them. */
function rowOf(company: PortfolioCompany, periods: readonly PeriodData[], now: Date): PortfolioRow {
  return portfolioRow(company, periods.map(portfolioPeriod), now);
}

function portfolioOf(
  companies: readonly PortfolioCompany[],
  periods: readonly PeriodData[],
  now: Date,
): PortfolioRow[] {
  return buildPortfolio(companies, periods.map(portfolioPeriod), now);
}

const padariaPeriods = sampleCompanyPeriods('padaria-lusitana');
const tecnoservPeriods = sampleCompanyPeriods('tecnoserv');

function stored(periods: readonly PeriodData[], period: string): PeriodData {
  const found = periods.find((data) => data.period === period);
  if (!found) throw new Error(`${period} is not a sample period`);
  return found;
}

function only(periods: readonly PeriodData[], ...names: string[]): PeriodData[] {
  return names.map((name) => stored(periods, name));
}

function statusOf(newest: PeriodData, older: PeriodData): string {
  const comparison = comparePeriods([newest, older]);
  if (!comparison.ready) throw new Error('not comparable');
  return comparison.status;
}

/** A company of the test builders with December periods of given sales and net result. */
function builtCompany(name: string, lastUploadDate: string | null): PortfolioCompany {
  return { id: `id-${name}`, name, taxId: '500000000', lastUploadDate };
}

function december(
  company: PortfolioCompany,
  year: number,
  amounts: { sales: number; personnel: number },
  source: 'myreport' | 'risema' = 'myreport',
): PeriodData {
  const keys = [String(year), String(year - 1)];
  return periodData(
    `${year}-12`,
    {
      incomeStatement: incomeStatementRows(keys, {
        sales: [amounts.sales, amounts.sales],
        cmvmc: [amounts.sales * 0.4, amounts.sales * 0.4],
        personnel: [amounts.personnel, amounts.personnel],
      }),
      balanceSheet: balanceSheetRows(keys, {
        fixedAssets: [50_000, 50_000],
        cash: [30_000, 30_000],
        capital: [40_000, 40_000],
        suppliers: [40_000, 40_000],
      }),
    },
    { companyId: company.id, incomeStatementSource: source },
  );
}

describe('portfolioPeriod: what the portfolio keeps of a stored period', () => {
  it('its key figures, whether it holds statements and is a simulation', () => {
    const december = stored(padariaPeriods, '2025-12');
    expect(portfolioPeriod(december)).toEqual({
      id: december.id,
      companyId: PADARIA_COMPANY_ID,
      period: '2025-12',
      updatedAt: december.updatedAt,
      hasStatements: true,
      simulation: false,
      figures: currentFigures(december),
    });
    const simulation = portfolioPeriod(stored(padariaPeriods, '2026-03'));
    expect(simulation).toMatchObject({ hasStatements: true, simulation: true });
    const ratiosOnly = periodData('2025-12', {
      financialRatios: [{ code: '', description: 'Liquidez geral', amount: 1, values: {} }],
    });
    expect(portfolioPeriod(ratiosOnly)).toMatchObject({ hasStatements: false, figures: null });
    // Plain data: it survives a structured clone (IndexedDB) unchanged.
    expect(structuredClone(portfolioPeriod(december))).toEqual(portfolioPeriod(december));
  });
});

describe('portfolioRow: the figures of the latest period', () => {
  it('Padaria: the latest real period (Dezembro 2025), not the newer simulation', () => {
    const row = rowOf(padaria, padariaPeriods, NOW);
    const latest = stored(padariaPeriods, '2025-12');
    const previous = stored(padariaPeriods, '2024-12');
    const figures = currentFigures(latest);
    const ratios = computeKeyRatios(figures);
    const before = currentFigures(previous);
    expect(row).toMatchObject({
      companyId: PADARIA_COMPANY_ID,
      period: '2025-12',
      periodTitle: 'Dezembro 2025',
      simulation: false,
      sales: figures.turnover,
      salesChangeAvailable: true,
      netResult: figures.netResult,
      generalLiquidity: ratios.generalLiquidity,
      financialAutonomy: ratios.financialAutonomy,
      comparedWith: '2024-12',
      stale: false,
      lastUpload: padaria.lastUploadDate,
    });
    expect(figures.turnover).not.toBeNull();
    expect(row.salesChange).toBeCloseTo(
      ((figures.turnover ?? 0) - (before.turnover ?? 0)) / (before.turnover ?? 1),
      12,
    );
    // The Comparativo's own reading of the same two periods.
    expect(row.state).toBe(statusOf(latest, previous));
    expect(row.state).toBe('positive');
    expect(row.stateLabel).toBe('Trajetória positiva');
  });

  it('TecnoServ: sales down 20,9 % and a loss read as the Comparativo does (monitor)', () => {
    const row = rowOf(tecnoserv, tecnoservPeriods, NOW);
    expect(row.period).toBe('2025-12');
    expect(row.sales).toBeCloseTo(388_382.38, 2);
    expect(row.salesChange).toBeCloseTo(388_382.38 / 490_835.12 - 1, 10);
    expect(row.netResult).toBeCloseTo(-24_052.19, 2);
    expect(row.state).toBe(
      statusOf(stored(tecnoservPeriods, '2025-12'), stored(tecnoservPeriods, '2024-12')),
    );
    expect(row.state).toBe('monitor');
    expect(row.stateLabel).toBe('Monitorização necessária');
  });

  it('n.d. when the same months of the previous year are not stored; the state still reads', () => {
    const row = rowOf(padaria, only(padariaPeriods, '2025-06', '2024-12'), NOW);
    expect(row.period).toBe('2025-06');
    expect(row.periodTitle).toBe('Junho 2025');
    expect(row.salesChangeAvailable).toBe(false);
    expect(row.salesChange).toBeNull();
    // Against the previous year's latest period, as the Comparativo pairs them (no growth reading
    // between six months and a whole year).
    expect(row.comparedWith).toBe('2024-12');
    expect(row.state).toBe(
      statusOf(stored(padariaPeriods, '2025-06'), stored(padariaPeriods, '2024-12')),
    );
  });

  it('Sem comparação when the previous year has no stored period', () => {
    const row = rowOf(padaria, only(padariaPeriods, '2025-12', '2025-06'), NOW);
    expect(row.period).toBe('2025-12');
    expect(row.salesChangeAvailable).toBe(false);
    expect(row.state).toBe('no-comparison');
    expect(row.stateLabel).toBe('Sem comparação');
    expect(row.comparedWith).toBeNull();
    expect(row.sales).toBe(currentFigures(stored(padariaPeriods, '2025-12')).turnover);
  });

  it('a simulation is shown, marked, only when the company has no real period', () => {
    const row = rowOf(padaria, only(padariaPeriods, '2026-03'), NOW);
    expect(row.period).toBe('2026-03');
    expect(row.periodTitle).toBe('Março 2026');
    expect(row.simulation).toBe(true);
    expect(row.sales).toBe(currentFigures(stored(padariaPeriods, '2026-03')).turnover);
    expect(row.state).toBe('no-comparison');
  });

  it('a simulation never stands as the previous year of a real period', () => {
    const company = builtCompany('Simulada', '2026-01-20T09:00:00.000Z');
    const real = december(company, 2025, { sales: 100_000, personnel: 20_000 });
    const simulated = december(company, 2024, { sales: 50_000, personnel: 20_000 }, 'risema');
    const row = rowOf(company, [real, simulated], NOW);
    expect(row.period).toBe('2025-12');
    expect(row.salesChangeAvailable).toBe(false);
    expect(row.state).toBe('no-comparison');
  });
});

describe('portfolioRow: Sem dados and Dados desatualizados', () => {
  it('Sem dados for a company without periods, or with periods holding no statement', () => {
    const empty = rowOf(builtCompany('Nova', null), [], NOW);
    expect(empty).toMatchObject({
      period: null,
      periodTitle: null,
      sales: null,
      salesChangeAvailable: false,
      netResult: null,
      generalLiquidity: null,
      financialAutonomy: null,
      state: 'no-data',
      stateLabel: 'Sem dados',
      stale: false,
      lastUpload: null,
    });
    const company = builtCompany('Só rácios', null);
    const ratiosOnly = periodData(
      '2025-12',
      { financialRatios: [{ code: '', description: 'Liquidez geral', amount: 1, values: {} }] },
      { companyId: company.id },
    );
    expect(rowOf(company, [ratiosOnly], NOW).state).toBe('no-data');
  });

  it('Dados desatualizados after 60 days since the last upload, not at 60', () => {
    const at = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
    const row = (days: number) =>
      rowOf({ ...padaria, lastUploadDate: at(days) }, padariaPeriods, NOW);
    expect(STALE_AFTER_DAYS).toBe(60);
    expect(row(60).stale).toBe(false);
    expect(row(60.01).stale).toBe(true);
    expect(row(200).stale).toBe(true);
    // The state stays what the data says; the flag is beside it.
    expect(row(200).state).toBe('positive');
    expect(STALE_LABEL).toBe('Dados desatualizados');
    // "now" decides: the same upload is fresh a month earlier.
    expect(
      rowOf(
        { ...padaria, lastUploadDate: at(61) },
        padariaPeriods,
        new Date(NOW.getTime() - 30 * DAY),
      ).stale,
    ).toBe(false);
  });

  it('without a recorded upload, the newest write of a stored period counts', () => {
    const periods = padariaPeriods.map((data) => ({
      ...data,
      updatedAt:
        data.period === '2025-06' ? '2025-12-01T00:00:00.000Z' : '2025-07-01T00:00:00.000Z',
    }));
    const row = rowOf({ ...padaria, lastUploadDate: null }, periods, NOW);
    expect(row.lastUpload).toBe('2025-12-01T00:00:00.000Z');
    expect(row.stale).toBe(true);
    const fresh = rowOf(
      { ...padaria, lastUploadDate: null },
      periods,
      new Date('2026-01-15T00:00:00.000Z'),
    );
    expect(fresh.stale).toBe(false);
  });
});

function row(name: string, state: PortfolioRow['state'], stale = false): PortfolioRow {
  return {
    companyId: `id-${name}`,
    name,
    taxId: '500000000',
    period: null,
    periodTitle: null,
    simulation: false,
    sales: null,
    salesChangeAvailable: false,
    salesChange: null,
    netResult: null,
    generalLiquidity: null,
    generalLiquidityEstimated: false,
    financialAutonomy: null,
    state,
    stateLabel: PORTFOLIO_STATE_LABELS[state],
    comparedWith: null,
    stale,
    lastUpload: null,
  };
}

describe('buildPortfolio: every company, most urgent first', () => {
  it('one row per company, sorted by state then name', () => {
    const fresh = '2026-01-20T09:00:00.000Z';
    const rows = portfolioOf(
      [
        padaria,
        builtCompany('Zeta Nova', null),
        tecnoserv,
        builtCompany('Alfa Nova', null),
        { ...padaria, id: 'padaria-copy', name: 'Ápice Padarias', lastUploadDate: fresh },
      ],
      [
        ...padariaPeriods,
        ...tecnoservPeriods,
        ...padariaPeriods.map((data) => ({ ...data, companyId: 'padaria-copy' })),
      ],
      NOW,
    );
    expect(rows.map((item) => [item.name, item.stateLabel])).toEqual([
      ['TecnoServ — Serviços Informáticos, S.A.', 'Monitorização necessária'],
      // Accents ignored by the collation: Ápice before Padaria.
      ['Ápice Padarias', 'Trajetória positiva'],
      ['Padaria Lusitana, Lda', 'Trajetória positiva'],
      ['Alfa Nova', 'Sem dados'],
      ['Zeta Nova', 'Sem dados'],
    ]);
  });

  it('the order of the states: urgent, monitor, no comparison, positive, no data; stale first', () => {
    const rows = [
      row('A', 'no-data'),
      row('B', 'positive'),
      row('C', 'no-comparison'),
      row('D', 'monitor'),
      row('E', 'urgent'),
      row('F', 'positive', true),
      row('G', 'urgent', true),
    ].sort(comparePortfolioRows);
    expect(rows.map((item) => item.name)).toEqual(['G', 'E', 'D', 'C', 'F', 'B', 'A']);
    expect(PORTFOLIO_STATE_LABELS).toEqual({
      urgent: 'Requer atenção urgente',
      monitor: 'Monitorização necessária',
      positive: 'Trajetória positiva',
      'no-comparison': 'Sem comparação',
      'no-data': 'Sem dados',
    });
  });
});

describe('searchPortfolio', () => {
  const rows = portfolioOf([padaria, tecnoserv], [...padariaPeriods, ...tecnoservPeriods], NOW);
  const names = (query: string) => searchPortfolio(rows, query).map((item) => item.name);

  it('by name, case and accents ignored', () => {
    expect(names('padaria')).toEqual(['Padaria Lusitana, Lda']);
    expect(names('  LUSITANA  ')).toEqual(['Padaria Lusitana, Lda']);
    expect(names('servicos informaticos')).toEqual(['TecnoServ — Serviços Informáticos, S.A.']);
    expect(names('Pãdaria')).toEqual(['Padaria Lusitana, Lda']);
    expect(names('inexistente')).toEqual([]);
  });

  it('by NIF digits, spaces ignored', () => {
    expect(names('509442013')).toEqual(['Padaria Lusitana, Lda']);
    expect(names('514 321')).toEqual(['TecnoServ — Serviços Informáticos, S.A.']);
    expect(names('5')).toHaveLength(2);
  });

  it('an empty query keeps every row in order', () => {
    expect(searchPortfolio(rows, '   ')).toEqual(rows);
  });
});
