/**
 * Benchmark of the workbook reader against SheetJS's bare `XLSX.read` of the same bytes, on each
 * sample of fixtures/: the median over 100 runs after a warm-up (the contenders take
 * turns run by run, in a shuffled order, so all see the same machine load) of the CPU time one
 * read costs the process, the ratio (target ≤ 1.1×), the same ratio on wall-clock time, and the
 * memory one read allocates. CPU time is what the target is judged on: on a shared machine the
 * wall clock also counts the time the process waited for a core. A further column shows
 * `XLSX.read` with the options the reader uses itself (dense, stored values only, only the
 * statement sheets): the floor any reader built on SheetJS pays. Run alone with
 * `npx tsx finance-core/bench/reader.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import * as XLSX from 'xlsx';
import { readWorkbook } from '../src/reader';

const TARGET_RATIO = 1.1;
const WARM_UP = 50;
const RUNS = 100;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, 'fixtures');

// A handle on the garbage collector, so memory is measured from a clean heap.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

interface Sample {
  fileName: string;
  kind: 'myreport' | 'risema';
  bytes: Uint8Array;
}

function samples(): Sample[] {
  const expected = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8')) as {
    files: Array<{ fileName: string; kind: 'myreport' | 'risema' }>;
  };
  return expected.files.map(({ fileName, kind }) => ({
    fileName,
    kind,
    bytes: new Uint8Array(readFileSync(path.join(fixtures, fileName))),
  }));
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Timing {
  /** CPU time of the process (user + system), ms. */
  cpu: number;
  /** Wall-clock time, ms. */
  wall: number;
}

function time(run: () => unknown): Timing {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const { user, system } = process.cpuUsage(cpuStart);
  return { cpu: (user + system) / 1000, wall };
}

function usedMemory(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Memory one call allocates: from a collected heap, what is in use right after the call (its
 * result still held), without a collection in between. Young-generation scavenges during the
 * call can only make this an underestimate of the peak, equally for both readers.
 */
function allocated(run: () => unknown): number {
  collectGarbage();
  const before = usedMemory();
  const result = run();
  const after = usedMemory();
  if (result === undefined) throw new Error('nothing read');
  return after - before;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Runs the benchmark and prints its figures. */
export async function runReaderBench(): Promise<void> {
  const rows: string[][] = [];
  let worst = 0;
  for (const sample of samples()) {
    const reader = () => readWorkbook(sample.bytes, sample.fileName, { kind: sample.kind });
    const bare = () => XLSX.read(sample.bytes);
    const sheetNames = Object.values(reader().sheets).filter((name) => name !== null);
    const tuned = () =>
      XLSX.read(sample.bytes, {
        dense: true,
        cellDates: true,
        cellFormula: false,
        cellHTML: false,
        cellText: false,
        cellStyles: false,
        cellNF: false,
        sheets: sheetNames,
      });
    for (let i = 0; i < WARM_UP; i++) {
      reader();
      bare();
      tuned();
    }
    const readerTimes: Timing[] = [];
    const bareTimes: Timing[] = [];
    const tunedTimes: Timing[] = [];
    const contenders: Array<[() => unknown, Timing[]]> = [
      [reader, readerTimes],
      [bare, bareTimes],
      [tuned, tunedTimes],
    ];
    for (let i = 0; i < RUNS; i++) {
      // A different order each run, so neither pays the other's garbage collection more often.
      const order = [...contenders].sort(() => Math.random() - 0.5);
      for (const [run, times] of order) times.push(time(run));
    }
    const cpu = (times: Timing[]) => median(times.map((timing) => timing.cpu));
    const wall = (times: Timing[]) => median(times.map((timing) => timing.wall));
    const readerMs = cpu(readerTimes);
    const bareMs = cpu(bareTimes);
    const ratio = readerMs / bareMs;
    worst = Math.max(worst, ratio);
    rows.push([
      sample.fileName,
      kib(sample.bytes.length),
      `${readerMs.toFixed(3)} ms`,
      `${bareMs.toFixed(3)} ms`,
      `${ratio.toFixed(2)}×`,
      `${(wall(readerTimes) / wall(bareTimes)).toFixed(2)}×`,
      `${cpu(tunedTimes).toFixed(3)} ms`,
      kib(allocated(reader)),
      kib(allocated(bare)),
    ]);
    // Do not let one sample's garbage land in the next one's timings.
    collectGarbage();
  }
  const header = [
    'sample',
    'size',
    'reader',
    'XLSX.read',
    'ratio',
    'wall ratio',
    'tuned read',
    'reader mem',
    'XLSX.read mem',
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(
    `reader: CPU time, median of ${RUNS} runs after ${WARM_UP} warm-up runs (wall ratio: the same on wall-clock time); memory allocated by one read`,
  );
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
  console.log(
    `  worst ratio ${worst.toFixed(2)}× of SheetJS's bare read; target ≤ ${TARGET_RATIO}× → ${worst <= TARGET_RATIO ? 'OK' : 'OVER'}`,
  );
  await Promise.resolve();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runReaderBench();
}
