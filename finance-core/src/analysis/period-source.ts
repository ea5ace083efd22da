import type { PeriodData } from '../contract';
import { parsePeriod, periodLabel, sortPeriodsNewestFirst } from './periods';

/**
 * Where a stored period's figures come from: real accounting files (MyReport, SAF-T) or a RISEMA
 * simulation, which brings an income statement (DRE) only and replaces just the DRE of the
 * period it is confirmed for. Every screen that shows a period (selector, header, tabs, report,
 * portfolio) reads these rules from here.
 */

/** The fields of a stored period these rules read (a `PeriodData` has them all). */
export type PeriodSourceInput = Pick<
  PeriodData,
  | 'period'
  | 'balanceSheet'
  | 'incomeStatement'
  | 'externalServices'
  | 'financialRatios'
  | 'incomeStatementSource'
>;

/** The visible mark of a period, or of a DRE, that comes from a simulation. */
export const SIMULATION_MARK = 'Simulação';

/** True when the period's income statement (DRE) comes from a RISEMA simulation. */
export function hasSimulatedIncomeStatement(data: PeriodSourceInput): boolean {
  return data.incomeStatementSource === 'risema' && data.incomeStatement.length > 0;
}

/** True when the period holds a balance sheet (only real files bring one). */
export function hasBalanceSheet(data: PeriodSourceInput): boolean {
  return data.balanceSheet.length > 0;
}

/**
 * True when the period holds data from a real accounting file: a balance sheet, FSE or ratios,
 * or an income statement that is not a simulation's.
 */
export function hasRealData(data: PeriodSourceInput): boolean {
  return (
    data.balanceSheet.length > 0 ||
    data.externalServices.length > 0 ||
    data.financialRatios.length > 0 ||
    (data.incomeStatement.length > 0 && !hasSimulatedIncomeStatement(data))
  );
}

/** True when the period is a simulation and nothing else: its only data is a simulated DRE. */
export function isSimulationPeriod(data: PeriodSourceInput): boolean {
  return hasSimulatedIncomeStatement(data) && !hasRealData(data);
}

/**
 * The latest stored period holding a balance sheet, at or before `period` when there is one,
 * else the newest of all; null when no stored period has a balance sheet.
 */
export function lastBalancePeriod(
  stored: readonly PeriodSourceInput[],
  period: string,
): string | null {
  const withBalance = sortPeriodsNewestFirst(
    stored.filter(hasBalanceSheet).map((data) => data.period),
  );
  const order = (item: string) => {
    const parts = parsePeriod(item);
    return parts ? parts.year * 12 + parts.month : Number.NEGATIVE_INFINITY;
  };
  return withBalance.find((item) => order(item) <= order(period)) ?? withBalance[0] ?? null;
}

/** What the screens say about where a period's figures come from. */
export interface PeriodSourceInfo {
  period: string;
  /** The DRE comes from a RISEMA simulation. */
  simulatedIncomeStatement: boolean;
  /** The period is a simulation only (no real data at all). */
  simulation: boolean;
  hasBalanceSheet: boolean;
  /** `Simulação` when the period or its DRE comes from a simulation; null for real data. */
  mark: string | null;
  /**
   * For a period without a balance sheet: the latest stored period that has one (see
   * `lastBalancePeriod`), else null.
   */
  lastBalancePeriod: string | null;
  /**
   * The sentence shown with the period when its figures are not all real: the DRE from a
   * simulation, the balance sheet from no file (and which period holds the last one). Null for a
   * period of real data with its balance sheet.
   */
  note: string | null;
}

/** The note of a period (see `PeriodSourceInfo.note`). */
function sourceNote(data: PeriodSourceInput, lastBalance: string | null): string | null {
  const parts: string[] = [];
  if (isSimulationPeriod(data)) {
    parts.push(
      'Simulação RISEMA: a DRE deste período vem de uma simulação, não de dados contabilísticos reais.',
    );
  } else if (hasSimulatedIncomeStatement(data)) {
    parts.push(
      'A DRE deste período vem de uma simulação RISEMA; os restantes mapas vêm do ficheiro de contabilidade.',
    );
  }
  if (!hasBalanceSheet(data) && data.incomeStatement.length > 0) {
    parts.push(
      lastBalance
        ? `O balanço não vem de nenhum ficheiro deste período: o último balanço é o de ${periodLabel(lastBalance)}.`
        : 'O balanço não vem de nenhum ficheiro deste período, e nenhum período tem balanço.',
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Where the figures of `data` come from, among the company's stored periods `stored`. */
export function periodSource(
  data: PeriodSourceInput,
  stored: readonly PeriodSourceInput[],
): PeriodSourceInfo {
  const balance = hasBalanceSheet(data);
  const lastBalance = balance ? null : lastBalancePeriod(stored, data.period);
  const simulated = hasSimulatedIncomeStatement(data);
  return {
    period: data.period,
    simulatedIncomeStatement: simulated,
    simulation: isSimulationPeriod(data),
    hasBalanceSheet: balance,
    mark: simulated ? SIMULATION_MARK : null,
    lastBalancePeriod: lastBalance,
    note: sourceNote(data, lastBalance),
  };
}

/** `periodSource` of every stored period, newest first. */
export function periodSources(stored: readonly PeriodSourceInput[]): PeriodSourceInfo[] {
  const byPeriod = new Map(stored.map((data) => [data.period, data]));
  return sortPeriodsNewestFirst([...byPeriod.keys()]).flatMap((period) => {
    const data = byPeriod.get(period);
    return data ? [periodSource(data, stored)] : [];
  });
}

/**
 * The period every screen opens on (a manager's first screen included): the latest period with
 * real data; a simulation only when no period has real data. Null when nothing is stored.
 * (docs/design.md §4.21: a simulation is never shown first unless it is all there is.)
 */
export function defaultPeriod(stored: readonly PeriodSourceInput[]): string | null {
  const newestFirst = sortPeriodsNewestFirst(stored.map((data) => data.period));
  const real = new Set(stored.filter(hasRealData).map((data) => data.period));
  return newestFirst.find((period) => real.has(period)) ?? newestFirst[0] ?? null;
}

/** `Março de 2026 (Simulação)`: a period as a list names it, marked when it is a simulation's. */
export function periodOptionLabel(data: PeriodSourceInput): string {
  const label = periodLabel(data.period);
  const text = label.charAt(0).toUpperCase() + label.slice(1);
  return hasSimulatedIncomeStatement(data) ? `${text} (${SIMULATION_MARK})` : text;
}

/**
 * The text of the toast after a RISEMA simulation is saved for `period` (docs/product.md §8),
 * true to what the period held before (`before`, null for a new period): the statements kept
 * are named only when there were some.
 */
export function simulationSavedText(period: string, before: PeriodSourceInput | null): string {
  if (!before) {
    return `Demonstração de Resultados (DRE) gravada para ${period}: período novo, só com a DRE da simulação (sem balanço, FSE nem rácios).`;
  }
  const kept = [
    before.balanceSheet.length > 0 ? 'Balanço' : null,
    before.externalServices.length > 0 ? 'FSE' : null,
    before.financialRatios.length > 0 ? 'Rácios' : null,
  ].filter((name): name is string => name !== null);
  const updated = `Demonstração de Resultados (DRE) atualizada para ${period}.`;
  if (kept.length === 0) return `${updated} O período não tem balanço, FSE nem rácios.`;
  const list =
    kept.length === 1 ? kept[0] : `${kept.slice(0, -1).join(', ')} e ${kept[kept.length - 1]}`;
  // `Balanço preservado`; FSE and Rácios are plural nouns.
  const singular = kept.length === 1 && kept[0] === 'Balanço';
  return `${updated} ${list} ${singular ? 'preservado' : 'preservados'}.`;
}
