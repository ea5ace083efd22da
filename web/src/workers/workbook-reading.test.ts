import { readFileSync } from 'node:fs';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import { describe, expect, it } from 'vitest';
import { readWorkbookFile } from './workbook-reading';

const fixtures = new URL('../../../fixtures/', import.meta.url);

interface ExpectedFile {
  fileName: string;
  kind: 'myreport' | 'risema';
  company: string;
  nif: string;
  period: string;
  counts: Record<string, number>;
}

function sample(name: string): Blob {
  return new Blob([readFileSync(new URL(name, fixtures))]);
}

const expected = JSON.parse(readFileSync(new URL('expected.json', fixtures), 'utf8')) as {
  files: ExpectedFile[];
};

describe('reading a workbook for the confirmation dialog', () => {
  it.each(expected.files.map((file) => [file.fileName, file] as const))(
    'reads %s as expected.json lists it',
    async (name, file) => {
      const reading = await readWorkbookFile(sample(name), name, file.kind);
      expect(reading).toMatchObject({
        ok: true,
        workbook: {
          kind: file.kind,
          fileName: name,
          company: file.company,
          nif: file.nif,
          period: file.period,
          counts: file.counts,
        },
      });
    },
  );

  it('answers a refusal as a value with the reader message', async () => {
    const text = new Blob(['isto não é um Excel']);
    expect(await readWorkbookFile(text, 'notas.xlsx', 'myreport')).toEqual({
      ok: false,
      message: WORKBOOK_REFUSALS.not_excel.message,
    });
  });
});
