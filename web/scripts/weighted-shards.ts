// How `npm test` splits the browser tests into its two halves: by each file's usual time, not
// Vitest's equal numbers of files. Split by count, one half held the two longest files and ran
// some 40 s longer than the other, and the run waited for it.
import { basename } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * Seconds each file took alone on a quiet 2-core machine (28 November 2026). Only the split
 * reads them: a stale figure makes the halves less even, never a test fail. A file missing
 * here counts as the median.
 */
export const FILE_SECONDS: Readonly<Record<string, number>> = {
  'company-tabs.e2e.ts': 66,
  'first-hour.e2e.ts': 53,
  'offline.e2e.ts': 46,
  'admin.e2e.ts': 34,
  'company-offline.e2e.ts': 29,
  'management-report.e2e.ts': 26,
  'company-upload.e2e.ts': 25,
  'companies.e2e.ts': 23,
  'passwords.e2e.ts': 20,
  'auth.e2e.ts': 14,
  'period-note.e2e.ts': 14,
  'portfolio.e2e.ts': 14,
  'excel-export.e2e.ts': 13,
  'stored-periods.e2e.ts': 13,
  'login-first-paint.e2e.ts': 8,
  'layout.e2e.ts': 7,
  'company-saft.e2e.ts': 6,
  'company-tie-outs.e2e.ts': 4,
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Splits the files at `paths` into `count` groups of nearly equal total seconds (each file's
 * figure found by its name): the longest file first, each to the group with the least so far
 * (ties by path, so every shard computes the same split). Answers each path's group, 0-based.
 */
export function splitBySeconds(
  paths: readonly string[],
  count: number,
  seconds: Readonly<Record<string, number>> = FILE_SECONDS,
): Map<string, number> {
  const fallback = median(Object.values(seconds));
  const weight = (path: string) => seconds[basename(path)] ?? fallback;
  const order = [...paths].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const totals = Array.from({ length: count }, () => 0);
  const groups = new Map<string, number>();
  for (const path of order) {
    let least = 0;
    for (let group = 1; group < count; group++) {
      if ((totals[group] ?? 0) < (totals[least] ?? 0)) least = group;
    }
    groups.set(path, least);
    totals[least] = (totals[least] ?? 0) + weight(path);
  }
  return groups;
}

/** Vitest's sequencer, with `--shard=i/n` splitting the files by `FILE_SECONDS`. */
export class WeightedShardSequencer extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const groups = splitBySeconds(
      files.map((file) => file.moduleId),
      count,
    );
    return Promise.resolve(files.filter((file) => groups.get(file.moduleId) === index - 1));
  }
}
