import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STATEMENT_KEYS } from '../contract';
import { readWorkbook } from '../reader';
import { samplePeriod } from '../testing/period-data';
import type { SampleName } from '../testing/period-data';
import { analyzePeriod } from './analyze-period';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.resolve(repoRoot, 'fixtures');

const SAMPLES: [SampleName, string][] = [
  ['padaria-lusitana-2024-12', 'myreport-padaria-lusitana-2024-12.xlsx'],
  ['padaria-lusitana-2025-06', 'myreport-padaria-lusitana-2025-06.xlsx'],
  ['padaria-lusitana-2025-12', 'myreport-padaria-lusitana-2025-12.xlsx'],
  ['tecnoserv-2024-12', 'myreport-tecnoserv-2024-12.xlsx'],
  ['tecnoserv-2025-12', 'myreport-tecnoserv-2025-12.xlsx'],
  ['padaria-lusitana-2026-03', 'risema-padaria-lusitana-2026-03.xlsx'],
];

// The analysis tests use the samples' figures typed in as data; the reader must agree with
// them, so that what the tests check is what a real upload gives.
describe.each(SAMPLES)('typed sample %s', (name, fileName) => {
  const typed = samplePeriod(name);
  const read = readWorkbook(new Uint8Array(readFileSync(path.join(fixtures, fileName))), fileName, {
    kind: fileName.startsWith('risema') ? 'risema' : 'myreport',
  });

  it('equals what the reader extracts from the workbook', () => {
    expect(read.period).toBe(typed.period);
    for (const statement of STATEMENT_KEYS) {
      expect(read[statement]).toEqual(typed[statement]);
    }
  });

  it('gives the same analysis from the reader output', () => {
    const fromReader = {
      ...typed,
      ...Object.fromEntries(STATEMENT_KEYS.map((key) => [key, read[key]])),
    };
    expect(analyzePeriod(fromReader, [fromReader])).toEqual(analyzePeriod(typed, [typed]));
  });
});
