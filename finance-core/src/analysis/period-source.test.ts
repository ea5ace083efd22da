import { describe, expect, it } from 'vitest';
import { periodData, sampleCompanyPeriods, statement } from '../testing/period-data';
import {
  SIMULATION_MARK,
  defaultPeriod,
  hasRealData,
  hasSimulatedIncomeStatement,
  isSimulationPeriod,
  lastBalancePeriod,
  periodOptionLabel,
  periodSource,
  periodSources,
  simulationSavedText,
} from './period-source';

const dre = statement(['2025'], [['71', 'Vendas', 1000]]);
const balance = statement(['2025'], [['', 'Total do ativo', 5000]]);
const fse = statement(['2025'], [['6241', 'Eletricidade', 100]]);
const ratios = statement(['2025'], [['', 'Liquidez geral', 1.2]]);

/** A MyReport period: every statement, DRE from MyReport. */
function real(period: string) {
  return periodData(period, {
    balanceSheet: balance,
    incomeStatement: dre,
    externalServices: fse,
    financialRatios: ratios,
  });
}

/** A RISEMA simulation confirmed for a new period: its DRE only. */
function simulation(period: string) {
  return periodData(period, { incomeStatement: dre }, { incomeStatementSource: 'risema' });
}

/** A MyReport period whose DRE a simulation replaced. */
function simulatedDre(period: string) {
  return { ...real(period), incomeStatementSource: 'risema' as const };
}

describe('the kind of a period', () => {
  it('a simulation only, a real period, a real period with a simulated DRE', () => {
    expect(isSimulationPeriod(simulation('2026-03'))).toBe(true);
    expect(hasRealData(simulation('2026-03'))).toBe(false);
    expect(isSimulationPeriod(real('2025-12'))).toBe(false);
    expect(hasSimulatedIncomeStatement(real('2025-12'))).toBe(false);
    expect(hasSimulatedIncomeStatement(simulatedDre('2025-12'))).toBe(true);
    expect(isSimulationPeriod(simulatedDre('2025-12'))).toBe(false);
    expect(hasRealData(simulatedDre('2025-12'))).toBe(true);
  });

  it('a MyReport period with a DRE only is real data, an empty period is not', () => {
    const dreOnly = periodData('2025-06', { incomeStatement: dre });
    expect(hasRealData(dreOnly)).toBe(true);
    expect(hasRealData(periodData('2025-06', {}))).toBe(false);
    // A simulation source without a DRE does not make a simulation.
    const empty = periodData('2025-06', {}, { incomeStatementSource: 'risema' });
    expect(hasSimulatedIncomeStatement(empty)).toBe(false);
  });
});

describe('defaultPeriod', () => {
  it('is the latest period with real data, not a newer simulation', () => {
    const stored = [real('2024-12'), real('2025-12'), simulation('2026-03')];
    expect(defaultPeriod(stored)).toBe('2025-12');
  });

  it("is December 2025 among the sample company's periods (the March 2026 simulation is newer)", () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    expect(stored.map((data) => data.period)).toContain('2026-03');
    expect(defaultPeriod(stored)).toBe('2025-12');
  });

  it('keeps a newer real period whose DRE is simulated (it has real data)', () => {
    expect(defaultPeriod([real('2025-06'), simulatedDre('2025-12')])).toBe('2025-12');
  });

  it('falls back to the latest simulation when no period has real data; null when none', () => {
    expect(defaultPeriod([simulation('2025-03'), simulation('2026-03')])).toBe('2026-03');
    expect(defaultPeriod([])).toBeNull();
  });
});

describe('lastBalancePeriod', () => {
  const stored = [real('2024-12'), real('2025-06'), simulation('2026-03'), real('2026-06')];

  it('is the latest balance at or before the period', () => {
    expect(lastBalancePeriod(stored, '2026-03')).toBe('2025-06');
    expect(lastBalancePeriod(stored, '2025-06')).toBe('2025-06');
  });

  it('is the newest balance when none is earlier, null when none exists', () => {
    expect(lastBalancePeriod(stored, '2024-03')).toBe('2026-06');
    expect(lastBalancePeriod([simulation('2026-03')], '2026-03')).toBeNull();
  });
});

describe('periodSource', () => {
  it('a simulation: marked, its balance from no file, the last real balance named', () => {
    const stored = [real('2025-12'), simulation('2026-03')];
    const source = periodSource(simulation('2026-03'), stored);
    expect(source.mark).toBe(SIMULATION_MARK);
    expect(source.simulation).toBe(true);
    expect(source.hasBalanceSheet).toBe(false);
    expect(source.lastBalancePeriod).toBe('2025-12');
    expect(source.note).toBe(
      'Simulação RISEMA: a DRE deste período vem de uma simulação, não de dados contabilísticos reais. ' +
        'O balanço não vem de nenhum ficheiro deste período: o último balanço é o de dezembro de 2025.',
    );
  });

  it('a simulation with no balance anywhere says so', () => {
    const source = periodSource(simulation('2026-03'), [simulation('2026-03')]);
    expect(source.note).toContain('nenhum período tem balanço');
    expect(source.lastBalancePeriod).toBeNull();
  });

  it('a real period whose DRE is simulated: marked, the rest from the file', () => {
    const source = periodSource(simulatedDre('2025-12'), [simulatedDre('2025-12')]);
    expect(source.mark).toBe(SIMULATION_MARK);
    expect(source.simulation).toBe(false);
    expect(source.note).toBe(
      'A DRE deste período vem de uma simulação RISEMA; os restantes mapas vêm do ficheiro de contabilidade.',
    );
  });

  it('a real period with its balance: no mark, no note', () => {
    const source = periodSource(real('2025-12'), [real('2025-12')]);
    expect(source.mark).toBeNull();
    expect(source.note).toBeNull();
    expect(source.lastBalancePeriod).toBeNull();
  });

  it('a real period with a DRE only: no mark, the balance from no file', () => {
    const dreOnly = periodData('2025-06', { incomeStatement: dre });
    const source = periodSource(dreOnly, [real('2024-12'), dreOnly]);
    expect(source.mark).toBeNull();
    expect(source.note).toBe(
      'O balanço não vem de nenhum ficheiro deste período: o último balanço é o de dezembro de 2024.',
    );
  });

  it('periodSources lists every period newest first', () => {
    const sources = periodSources([real('2024-12'), simulation('2026-03'), real('2025-12')]);
    expect(sources.map((source) => [source.period, source.mark])).toEqual([
      ['2026-03', SIMULATION_MARK],
      ['2025-12', null],
      ['2024-12', null],
    ]);
  });
});

describe('periodOptionLabel', () => {
  it('names the month and marks a simulation', () => {
    expect(periodOptionLabel(real('2025-06'))).toBe('Junho de 2025');
    expect(periodOptionLabel(simulation('2026-03'))).toBe('Março de 2026 (Simulação)');
  });
});

describe('simulationSavedText', () => {
  it('says the three statements were kept only when the period had them', () => {
    expect(simulationSavedText('2025-12', real('2025-12'))).toBe(
      'Demonstração de Resultados (DRE) atualizada para 2025-12. Balanço, FSE e Rácios preservados.',
    );
    const balanceOnly = periodData('2025-12', { balanceSheet: balance, incomeStatement: dre });
    expect(simulationSavedText('2025-12', balanceOnly)).toBe(
      'Demonstração de Resultados (DRE) atualizada para 2025-12. Balanço preservado.',
    );
    const withoutRatios = periodData('2025-12', { balanceSheet: balance, externalServices: fse });
    expect(simulationSavedText('2025-12', withoutRatios)).toBe(
      'Demonstração de Resultados (DRE) atualizada para 2025-12. Balanço e FSE preservados.',
    );
  });

  it('a period that held a DRE only: nothing said to be kept', () => {
    expect(simulationSavedText('2026-03', simulation('2026-03'))).toBe(
      'Demonstração de Resultados (DRE) atualizada para 2026-03. O período não tem balanço, FSE nem rácios.',
    );
  });

  it('a new period: only the simulated DRE, nothing preserved', () => {
    const text = simulationSavedText('2026-03', null);
    expect(text).toBe(
      'Demonstração de Resultados (DRE) gravada para 2026-03: período novo, só com a DRE da simulação (sem balanço, FSE nem rácios).',
    );
    expect(text).not.toContain('preservados');
  });
});
