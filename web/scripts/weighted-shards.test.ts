import { describe, expect, it } from 'vitest';
import { FILE_SECONDS, splitBySeconds } from './weighted-shards';

/** Each group's total seconds. */
function totals(
  groups: Map<string, number>,
  seconds: Readonly<Record<string, number>>,
  count: number,
  fallback = 0,
) {
  const sums = Array.from({ length: count }, () => 0);
  for (const [name, group] of groups)
    sums[group] = (sums[group] ?? 0) + (seconds[name] ?? fallback);
  return sums;
}

describe('splitBySeconds', () => {
  it('puts every file in exactly one group, the two longest apart', () => {
    const names = Object.keys(FILE_SECONDS);
    const groups = splitBySeconds(names, 2);
    expect([...groups.keys()].sort()).toEqual([...names].sort());
    expect(groups.get('company-tabs.e2e.ts')).not.toBe(groups.get('first-hour.e2e.ts'));
  });

  it('makes halves within the longest file of each other, where equal counts did not', () => {
    const seconds = { a: 60, b: 50, c: 10, d: 10, e: 10, f: 10 };
    const [first = 0, second = 0] = totals(splitBySeconds(Object.keys(seconds), 2), seconds, 2);
    expect(first + second).toBe(150);
    expect(Math.abs(first - second)).toBeLessThanOrEqual(10);
  });

  it('gives a file it has no time for the median, and every shard the same answer', () => {
    const seconds = { a: 30, b: 20, c: 10 };
    const groups = splitBySeconds(['new.e2e.ts', 'c', 'a', 'b'], 2, seconds);
    expect(groups).toEqual(splitBySeconds(['b', 'a', 'new.e2e.ts', 'c'], 2, seconds));
    expect(totals(groups, seconds, 2, 20)).toEqual([40, 40]);
  });

  it('weighs a file by its name and splits files of one name in different folders apart', () => {
    const groups = splitBySeconds(['e2e/a.e2e.ts', 'other/a.e2e.ts', 'e2e/b.e2e.ts'], 2, {
      'a.e2e.ts': 10,
      'b.e2e.ts': 1,
    });
    expect(groups.size).toBe(3);
    expect(groups.get('e2e/a.e2e.ts')).not.toBe(groups.get('other/a.e2e.ts'));
  });

  it('leaves no group empty while there are files for it', () => {
    const groups = splitBySeconds(['x', 'y', 'z'], 3, { x: 1, y: 1, z: 1 });
    expect(new Set(groups.values())).toEqual(new Set([0, 1, 2]));
  });
});
