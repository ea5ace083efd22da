import { describe, expect, it } from 'vitest';
import type { WorkbookKind } from './financial';
import { uploadsAfter } from './financial';

const file = (kind: WorkbookKind, fileName: string) => ({ kind, fileName });

describe('uploadsAfter', () => {
  it('keeps the real file under a simulation and drops an earlier simulation', () => {
    const real = file('myreport', 'a.xlsx');
    const first = file('risema', 'b.xlsx');
    const second = file('risema', 'c.xlsx');
    const simulated = uploadsAfter(uploadsAfter([], real), first);
    expect(simulated).toEqual([real, first]);
    expect(uploadsAfter(simulated, second)).toEqual([real, second]);
  });

  it('lets a file of every statement replace everything before it', () => {
    const real = file('myreport', 'a.xlsx');
    expect(uploadsAfter([file('risema', 'b.xlsx')], real)).toEqual([real]);
  });
});
