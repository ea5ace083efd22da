import { describe, expect, it } from 'vitest';
import { TAXONOMY_S, placeAccount, taxonomyRange } from './taxonomy';

/** Taxonomy S as docs/saft.md documents it: range → SNC codes it covers, primary. */
const EXPECTED: [number, number, string, string][] = [
  [1, 1, '11', '11'],
  [2, 2, '12', '12'],
  [3, 3, '13', '13'],
  [4, 9, '14', '14'],
  [10, 23, '211 212 21', '211'],
  [24, 24, '218', '218'],
  [25, 36, '219', '219'],
  [37, 49, '22', '221'],
  [50, 55, '228', '228'],
  [56, 61, '229', '229'],
  [62, 70, '23', '23'],
  [71, 71, '241', '241'],
  [72, 72, '242', '242'],
  [73, 81, '243', '243'],
  [82, 82, '244', '244'],
  [83, 83, '245', '245'],
  [84, 84, '246', '246'],
  [85, 85, '248', '248'],
  [86, 94, '25 26 27 28 29', '25'],
  [95, 102, '25 26 27 28 29', '26'],
  [103, 144, '25 26 27 28 29', '27'],
  [145, 146, '25 26 27 28 29', '28'],
  [147, 156, '25 26 27 28 29', '29'],
  [157, 161, '31', '31'],
  [162, 219, '32 33 34 35 36 37 38 39', '32'],
  [220, 322, '4', '43'],
  [323, 339, '5', '59'],
  [340, 505, '6', '68'],
  [506, 512, '71', '71'],
  [513, 599, '7', '78'],
  [600, 999, '8', '818'],
];

describe('taxonomy S, range by range', () => {
  it('covers 1–999 without gaps or overlaps, as documented', () => {
    expect(TAXONOMY_S.map((r) => [r.from, r.to, r.accepts.join(' '), r.primary])).toEqual(EXPECTED);
    for (let code = 1; code <= 999; code++) expect(taxonomyRange(code)).not.toBeNull();
    expect(taxonomyRange(0)).toBeNull();
    expect(taxonomyRange(1000)).toBeNull();
  });

  // Codes read in real exports (docs/saft.md): the account code and the taxonomy agree.
  it.each([
    ['111', 1, '11'],
    ['1201', 2, '12'],
    ['21111001', 10, '21'],
    ['21122001', 11, '21'],
    ['21211001', 16, '21'],
    ['22111001', 37, '22'],
    ['24321132111', 74, '24'],
    ['24331113211', 75, '24'],
    ['2435', 77, '24'],
    ['2437', 79, '24'],
    ['2438', 80, '24'],
    ['3121', 157, '31'],
    ['3612', 193, '36'],
    ['6221222', 357, '62'],
    ['7111', 506, '71'],
    ['7211', 513, '72'],
  ])('anchor: account %s with taxonomy %i → routed as %s', (account, taxonomy, prefix) => {
    const placement = placeAccount(account, taxonomy);
    expect(placement.how).toBe('taxonomy');
    expect(placement.row.prefix).toBe(prefix);
  });

  it('an account numbered its own way takes the SNC account of its taxonomy', () => {
    // A POC-style `219` (adiantamentos de clientes) with taxonomy 24: SNC 218.
    expect(placeAccount('21911001', 24)).toMatchObject({ how: 'taxonomy', row: { prefix: '218' } });
    // POC `23` loans with taxonomy 86 (financiamentos): SNC 25.
    expect(placeAccount('2311', 86)).toMatchObject({ how: 'taxonomy', row: { prefix: '25' } });
  });

  it('a taxonomy of another class than the account code: the code wins (mismatch)', () => {
    expect(placeAccount('8121', 506)).toMatchObject({ how: 'mismatch', row: { prefix: '812' } });
  });

  it('no taxonomy: the account code; no known code either: the class', () => {
    expect(placeAccount('6241', null)).toMatchObject({ how: 'code', row: { prefix: '62' } });
    expect(placeAccount('0999', null)).toMatchObject({ how: 'class' });
  });
});
