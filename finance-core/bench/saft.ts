/**
 * Benchmark of the SAF-T reader (issue 13): on a generated SAF-T of about 50 MB (the sample
 * books of `testing/saft-builder.ts` with many extra sales), `readSaft` against a bare streaming
 * parse of the same bytes by the same XML parser (saxes, same options, same UTF-8 decoding in
 * slices) with no handlers at all: the median CPU time over a few alternating runs, and the ratio
 * (target ≤ 1.3×). Then memory: the heap and RSS growth while reading a 10 MB and a 50 MB file
 * (sampled after every slice), which must not grow with the file (the reader keeps per-account
 * figures, never the entries). Run alone with `npx tsx finance-core/bench/saft.ts [MB]`.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { SaxesParser } from 'saxes';
import { SaftReading, readSaft } from '../src/saft';
import { sampleCompanyBooks, saftBytes, saftXml } from '../src/testing/saft-builder';

const TARGET_RATIO = 1.3;
const RUNS = 5;
const SLICE = 1024 * 1024;
/** Bytes one extra sale adds to the file (its three entries). */
const BYTES_PER_EXTRA_SALE = 2_600;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const NOW = new Date('2026-03-01T12:00:00Z');

/** A SAF-T of about `megabytes` MB, UTF-8. */
function bigSaft(megabytes: number): Uint8Array {
  const extra = Math.max(0, Math.round((megabytes * 1_000_000) / BYTES_PER_EXTRA_SALE / 12));
  return saftBytes(
    saftXml(sampleCompanyBooks({ fiscalYear: 2025, extraSalesPerMonth: extra })),
    'utf-8',
  );
}

/** The floor: the same bytes decoded and parsed by saxes, no handler registered. */
function bareParse(bytes: Uint8Array): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = new SaxesParser({ xmlns: false, position: false });
  for (let at = 0; at < bytes.length; at += SLICE) {
    const end = Math.min(bytes.length, at + SLICE);
    parser.write(decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length }));
  }
  parser.close();
}

function cpuTime(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Heap and RSS growth over the reading of `bytes`, sampled after every slice. */
function memoryGrowth(bytes: Uint8Array): { heap: number; rss: number } {
  collectGarbage();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const reading = new SaftReading(bytes, { now: NOW, sliceBytes: SLICE });
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - before.heapUsed);
    rss = Math.max(rss, now.rss - before.rss);
  };
  while (!reading.step()) sample();
  reading.result();
  sample();
  return { heap, rss };
}

export function runSaftBench(megabytes = 50): void {
  console.log(`SAF-T reader (target ≤ ${TARGET_RATIO}× a bare saxes parse of the same bytes)`);
  const bytes = bigSaft(megabytes);
  const check = readSaft(bytes, { now: NOW });
  console.log(
    `  file: ${mb(bytes.length)}, ${check.ledger.transactions} entries, ${check.ledger.lines} lines, ${check.periods.length} months`,
  );
  readSaft(bytes, { now: NOW });
  bareParse(bytes);
  const reader: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // The two take turns, each first every other run, so both meet the same machine load.
    const order = run % 2 === 0 ? ['bare', 'reader'] : ['reader', 'bare'];
    // No forced collection between runs: V8 then flushes the parsers' optimised code and the
    // times measure that, not the readers (seen as a 3× slowdown from the fourth run on).
    for (const which of order) {
      if (which === 'bare') bare.push(cpuTime(() => bareParse(bytes)));
      else reader.push(cpuTime(() => readSaft(bytes, { now: NOW })));
    }
    ratios.push(reader.at(-1)! / bare.at(-1)!);
    console.log(
      `  run ${run + 1}: bare ${bare.at(-1)!.toFixed(0)} ms, readSaft ${reader.at(-1)!.toFixed(0)} ms CPU (${ratios.at(-1)!.toFixed(2)}×)`,
    );
  }
  const ratio = median(ratios);
  console.log(`  bare saxes parse: ${median(bare).toFixed(0)} ms CPU (median of ${RUNS})`);
  console.log(`  readSaft:         ${median(reader).toFixed(0)} ms CPU (median of ${RUNS})`);
  console.log(
    `  ratio (median of the runs' ratios): ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×) ${ratio <= TARGET_RATIO ? 'OK' : 'OVER TARGET'}`,
  );
  console.log(
    `  throughput: ${(bytes.length / 1024 / 1024 / (median(reader) / 1000)).toFixed(0)} MB/s`,
  );

  const small = bigSaft(megabytes / 5);
  const growthSmall = memoryGrowth(small);
  const growthLarge = memoryGrowth(bytes);
  console.log('  memory growth while reading (the input bytes excluded):');
  console.log(
    `    ${mb(small.length)}: heap +${mb(growthSmall.heap)}, rss +${mb(growthSmall.rss)}`,
  );
  console.log(
    `    ${mb(bytes.length)}: heap +${mb(growthLarge.heap)}, rss +${mb(growthLarge.rss)}`,
  );
  const proportional = growthSmall.heap * (bytes.length / small.length);
  console.log(
    `    a file ${(bytes.length / small.length).toFixed(1)}× larger grows the heap ${(growthLarge.heap / Math.max(1, growthSmall.heap)).toFixed(2)}× (proportional would be ${mb(proportional)})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runSaftBench(Number(process.argv[2] ?? 50));
}
