import { describe, expect, it } from 'vitest';
import type { SaftSummary } from '../../../workers/saft-reading';
import type { UploadStage } from './upload-stage';
import { withReadingProgress } from './upload-stage';

const saft: SaftSummary = {
  kind: 'saft',
  fileName: 'saft-2024.zip',
  company: 'Oficina',
  nif: '500000000',
  fiscalYear: 2024,
  months: [{ period: '2024-12', label: 'Dezembro 2024' }],
  counts: { balanceSheet: 1, incomeStatement: 1, externalServices: 1, financialRatios: 1 },
  warnings: [],
};

describe('withReadingProgress', () => {
  it('moves the read of the file on', () => {
    const reading: UploadStage = {
      step: 'reading',
      kind: 'saft',
      fileName: 'saft-2024.zip',
      percent: 40,
    };
    expect(withReadingProgress(reading, 'saft', 'saft-2024.zip', 75)).toEqual({
      ...reading,
      percent: 75,
    });
  });

  it('keeps the same stage when the percentage is the one shown (no re-render)', () => {
    const reading: UploadStage = { step: 'reading', kind: 'saft', fileName: 'a.xml', percent: 5 };
    expect(withReadingProgress(reading, 'saft', 'a.xml', 5)).toBe(reading);
  });

  it('leaves the dialog open when the last progress arrives after the answer', () => {
    const review: UploadStage = {
      step: 'review',
      kind: 'saft',
      file: new File(['x'], 'saft-2024.zip'),
      saft,
    };
    expect(withReadingProgress(review, 'saft', 'saft-2024.zip', 100)).toBe(review);
  });

  it('ignores a late progress once the flow is back at rest or reads another file', () => {
    const idle: UploadStage = { step: 'idle' };
    expect(withReadingProgress(idle, 'saft', 'a.xml', 100)).toBe(idle);
    const other: UploadStage = { step: 'reading', kind: 'saft', fileName: 'b.xml', percent: 3 };
    expect(withReadingProgress(other, 'saft', 'a.xml', 100)).toBe(other);
    const workbook: UploadStage = { step: 'reading', kind: 'myreport', fileName: 'a.xml' };
    expect(withReadingProgress(workbook, 'saft', 'a.xml', 100)).toBe(workbook);
  });
});
