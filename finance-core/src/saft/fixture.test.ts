import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DetailedAccount } from '../contract';
import { readSaft } from './read-saft';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures');

type Lines = Record<string, number[]>;
interface ExpectedMonth {
  key: string;
  previousKey?: string;
  balanceSheet?: Lines;
  previousBalanceSheet?: Lines;
  incomeStatement?: Lines;
  externalServices?: Lines;
  financialRatios?: Lines;
}
const expected = JSON.parse(
  readFileSync(path.join(fixtures, 'saft-oficina-exemplo-2024.expected.json'), 'utf8'),
) as {
  files: string[];
  fileEncoding: string;
  company: string;
  nif: string;
  fiscalYear: number;
  periods: string[];
  warnings: string[];
  months: Record<string, ExpectedMonth>;
};

function check(rows: DetailedAccount[], lines: Lines | undefined, key: string | undefined) {
  if (!lines || !key) return;
  for (const [description, values] of Object.entries(lines)) {
    const found = rows
      .filter((row) => row.description === description)
      .map((row) => row.values[key]);
    expect(found, description).toEqual(values);
  }
}

// The sample other workspaces' tests upload: the reader must give what its JSON says.
describe.each(expected.files)('fixtures/%s', (file) => {
  const read = readSaft(new Uint8Array(readFileSync(path.join(fixtures, file))), {
    fileName: file,
    now: new Date('2025-06-01T12:00:00Z'),
  });

  it('header, encoding, months and warnings', () => {
    expect(read).toMatchObject({
      company: expected.company,
      nif: expected.nif,
      fiscalYear: expected.fiscalYear,
      encoding: expected.fileEncoding,
      periods: expected.periods,
      warnings: expected.warnings,
    });
  });

  it.each(Object.entries(expected.months))('%s', (period, month) => {
    const found = read.months.find((m) => m.period === period);
    if (!found) throw new Error(`no ${period}`);
    check(found.balanceSheet, month.balanceSheet, month.key);
    check(found.balanceSheet, month.previousBalanceSheet, month.previousKey);
    check(found.incomeStatement, month.incomeStatement, month.key);
    check(found.externalServices, month.externalServices, month.key);
    check(found.financialRatios, month.financialRatios, month.key);
  });
});
