import type { DetailedAccount } from '../contract';
import { prepareStatement } from './prepared-statement';
import type { PreparedLine } from './prepared-statement';

/**
 * For each row of a statement, its counterpart in another period's statement: same code and
 * description (the n-th occurrence matching the n-th, so `24 Estado` of the assets never meets
 * `24 Estado` of the liabilities), else the same code alone, else the same description alone.
 */
export function matchRows(
  current: readonly DetailedAccount[],
  previous: readonly DetailedAccount[],
): (PreparedLine | null)[] {
  const currentLines = prepareStatement(current).lines;
  const previousLines = prepareStatement(previous).lines;
  if (current === previous) return [...currentLines];

  const byIdentity = new Map<string, PreparedLine[]>();
  const byCode = new Map<string, PreparedLine[]>();
  const byDescription = new Map<string, PreparedLine[]>();
  const push = (map: Map<string, PreparedLine[]>, key: string, line: PreparedLine) => {
    const list = map.get(key);
    if (list) list.push(line);
    else map.set(key, [line]);
  };
  for (const line of previousLines) {
    push(byIdentity, `${line.code}|${line.folded}`, line);
    if (line.code !== '') push(byCode, line.code, line);
    push(byDescription, line.folded, line);
  }
  const seen = new Map<string, number>();
  return currentLines.map((line) => {
    const identity = `${line.code}|${line.folded}`;
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    const same = byIdentity.get(identity);
    if (same) return same[occurrence] ?? null;
    const code = line.code === '' ? undefined : byCode.get(line.code);
    if (code?.length === 1) return code[0] ?? null;
    const description = byDescription.get(line.folded);
    return description?.length === 1 ? (description[0] ?? null) : null;
  });
}
