import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detailedAccountSchema } from '../contract/financial';
import type { StatementKey, WorkbookKind } from '../contract/financial';
import { readWorkbook } from './read-workbook';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.resolve(repoRoot, 'fixtures');

interface ExpectedAccount {
  sheet: string;
  statement: StatementKey;
  code: string;
  description: string;
  values: Record<string, number>;
}

interface ExpectedFile {
  fileName: string;
  kind: WorkbookKind;
  company: string;
  nif: string;
  period: string;
  periodSource: string;
  sheets: Record<StatementKey, string | null>;
  valueKeys: Partial<Record<StatementKey, string[]>>;
  counts: Record<StatementKey, number>;
  accounts: ExpectedAccount[];
  simulation?: boolean;
}

const expected = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8')) as {
  files: ExpectedFile[];
};

describe('the sample workbooks agree with expected.json', () => {
  it('lists samples', () => {
    expect(expected.files.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of expected.files) {
    describe(file.fileName, () => {
      const bytes = new Uint8Array(readFileSync(path.join(fixtures, file.fileName)));
      const parsed = readWorkbook(bytes, file.fileName, { kind: file.kind });

      it('has the kind, company, NIF, period and where the period came from', () => {
        expect(parsed.kind).toBe(file.kind);
        expect(parsed.fileName).toBe(file.fileName);
        expect(parsed.company).toBe(file.company);
        expect(parsed.nif).toBe(file.nif);
        expect(parsed.period).toBe(file.period);
        expect(parsed.periodSource).toBe(file.periodSource);
        // A simulation is what the RISEMA kind reads.
        expect(file.simulation ?? false).toBe(parsed.kind === 'risema');
      });

      it('found each statement in its sheet, with its value keys in column order', () => {
        expect(parsed.sheets).toEqual(file.sheets);
        expect(parsed.valueKeys).toEqual(file.valueKeys);
      });

      it('counts the rows of each statement', () => {
        expect(parsed.counts).toEqual(file.counts);
        expect(parsed.warnings).toEqual([]);
      });

      it('reads every listed account with its exact values; amount is the current value', () => {
        for (const account of file.accounts) {
          const matches = parsed[account.statement].filter(
            (row) => row.code === account.code && row.description === account.description,
          );
          expect(
            matches,
            `${account.statement} ${account.code} ${account.description}`,
          ).toHaveLength(1);
          expect(parsed.sheets[account.statement]).toBe(account.sheet);
          const row = matches[0]!;
          expect(row.values).toEqual(account.values);
          const currentKey =
            Object.keys(account.values).find((key) => key.endsWith('_current')) ??
            String(Math.max(...Object.keys(account.values).map(Number)));
          expect(row.amount).toBe(account.values[currentKey]);
        }
      });

      it('gives rows the contract accepts', () => {
        for (const statement of [
          'balanceSheet',
          'incomeStatement',
          'externalServices',
          'financialRatios',
        ] as const)
          for (const row of parsed[statement])
            expect(detailedAccountSchema.parse(row)).toEqual(row);
      });
    });
  }
});
