import { readFileSync } from 'node:fs';
import { nifMismatchWarning } from '@risema/finance-core/contract';
import { samplePeriod } from '@risema/finance-core/testing';
import { describe, expect, it } from 'vitest';
import { readWorkbookFile } from '../../../workers/workbook-reading';
import { dialogWarnings } from './validate-period-dialog';

const fixtures = new URL('../../../../../fixtures/', import.meta.url);

async function read(name: string, kind: 'myreport' | 'risema') {
  const reading = await readWorkbookFile(
    new Blob([readFileSync(new URL(name, fixtures))]),
    name,
    kind,
  );
  if (!reading.ok) throw new Error(reading.message);
  return reading.workbook;
}

describe('warnings of the confirmation dialog', () => {
  it('warns of a NIF that is not the company’s, and of nothing for the right one', async () => {
    const workbook = await read('myreport-padaria-lusitana-2025-12.xlsx', 'myreport');
    expect(dialogWarnings(workbook, { taxId: '509442013' }, null)).toEqual([]);
    // The warning names the company the file is of (the workbook's own header).
    expect(dialogWarnings(workbook, { taxId: '516073486' }, null)).toEqual([
      nifMismatchWarning('509442013', '516073486', 'Padaria Lusitana, Lda'),
    ]);
    expect(nifMismatchWarning('509442013', '516073486', 'Padaria Lusitana, Lda')).toContain(
      'Padaria Lusitana, Lda',
    );
  });

  it('checks a RISEMA simulation against the MyReport data stored for the chosen period', async () => {
    const simulation = await read('risema-padaria-lusitana-2026-03.xlsx', 'risema');
    expect(simulation.incomeStatement.length).toBeGreaterThan(0);
    expect(dialogWarnings(simulation, { taxId: '509442013' }, null)).toEqual([]);
    const stored = samplePeriod('padaria-lusitana-2025-12');
    const warnings = dialogWarnings(simulation, { taxId: '509442013' }, stored);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^O resultado líquido da simulação RISEMA/);
  });
});
