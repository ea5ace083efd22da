import { describe, expect, it } from 'vitest';
import { periodSourceLabels, uploadSourceLabel } from './upload-source';

describe('upload sources', () => {
  it('names each kind of file', () => {
    expect(uploadSourceLabel('myreport')).toBe('MyReport');
    expect(uploadSourceLabel('risema')).toBe('Simulação RISEMA');
    expect(uploadSourceLabel('saft')).toBe('SAF-T');
  });

  it('names the sources of a period in the order they were applied', () => {
    expect(periodSourceLabels([{ kind: 'myreport' }, { kind: 'risema' }])).toEqual([
      'MyReport',
      'Simulação RISEMA',
    ]);
    expect(periodSourceLabels([])).toEqual([]);
  });
});
