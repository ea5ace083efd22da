/**
 * Benchmark of the analysis engine: the whole analysis of a period (every screen's figures and
 * insights, plus the 4-period comparison) on the sample company's real figures. Each run gets
 * fresh copies of the stored data, so the per-array caches start cold as on a first render.
 * Prints the median and p95 CPU time (and wall time) over many runs against the 5 ms target.
 * Run alone with `npx tsx finance-core/bench/analysis.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { PeriodData } from '../src/contract';
import { sampleCompanyPeriods } from '../src/testing/period-data';
import { analyzePeriod, comparePeriods } from '../src/views';

const TARGET_MS = 5;
const WARM_UP = 50;
const RUNS = 500;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/** One complete analysis: what every tab of the selected period and the Comparativo compute. */
function analyseAll(stored: readonly PeriodData[]): number {
  const selected = stored.find((data) => data.period === '2025-12');
  if (!selected) throw new Error('sample period 2025-12 missing');
  const analysis = analyzePeriod(selected, stored);
  const comparison = comparePeriods(stored.slice(0, 4));
  // Touch the results so nothing can be skipped.
  return analysis.dashboard.gauges.length + (comparison.ready ? comparison.indicators.length : 0);
}

/** Runs the benchmark and prints its figures. */
export async function runAnalysisBench(): Promise<void> {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const rows = stored.reduce(
    (total, data) =>
      total +
      data.balanceSheet.length +
      data.incomeStatement.length +
      data.externalServices.length +
      data.financialRatios.length,
    0,
  );
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let sink = 0;
  for (let index = 0; index < WARM_UP + RUNS; index += 1) {
    // A fresh copy, as each read from IndexedDB gives: nothing is cached from the last run.
    const copy = structuredClone(stored);
    const cpu = process.cpuUsage();
    const start = performance.now();
    sink += analyseAll(copy);
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (index >= WARM_UP) {
      times.push(elapsed);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const median = percentile(cpuTimes, 0.5);
  console.log(
    `analysis: whole period (${stored.length} stored periods, ${rows} rows; every screen, insights, 4-period comparison)`,
  );
  // CPU time is what the analysis costs (as the reader bench measures); wall time also counts
  // waiting for a machine busy with other work, so it is printed beside it.
  console.log(
    `  CPU time median ${median.toFixed(3)} ms, p95 ${percentile(cpuTimes, 0.95).toFixed(3)} ms over ${RUNS} runs (cold caches); target < ${TARGET_MS} ms → ${(median / TARGET_MS).toFixed(2)}× of target ${median < TARGET_MS ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  wall time median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms`,
  );
  if (sink === 0) console.log('  (no output)');
  await Promise.resolve();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAnalysisBench();
}
