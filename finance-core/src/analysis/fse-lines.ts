import type { DetailedAccount } from '../contract';
import { expandToParts, topmostLines } from './account-lookup';
import { lineValue, prepareStatement } from './prepared-statement';
import type { PreparedLine, PreparedStatement } from './prepared-statement';

const FSE_TOTAL_DESCRIPTION = 'fornecimentos e servicos externos';

/**
 * The lines an FSE sum counts (docs/product.md §5): not noise (ctrl, ajustamentos, a person's name, codes
 * 5312 and 5932), not a total row, not the `Fornecimentos e serviços externos` total line, and
 * no line together with its own parts (a group code stands for its sub-accounts).
 */
export function fseLines(statement: PreparedStatement): PreparedLine[] {
  const counted = statement.lines.filter(
    (line) =>
      !line.noise &&
      !line.total &&
      !line.header &&
      !line.folded.includes(FSE_TOTAL_DESCRIPTION) &&
      !line.folded.startsWith('total'),
  );
  const coded = counted.filter((line) => line.code !== '');
  return [...topmostLines(coded), ...counted.filter((line) => line.code === '')].sort(
    (a, b) => a.index - b.index,
  );
}

/**
 * +1 or −1: the sign that makes the FSE positive. Offices send them positive (the usual FSE
 * sheet) or negative (as DRE costs); the total decides, so a credit line stays a credit.
 */
export function fseOrientation(lines: readonly PreparedLine[], key: string | null): 1 | -1 {
  let total = 0;
  for (const line of lines) total += lineValue(line, key) ?? 0;
  return total < 0 ? -1 : 1;
}

/** Total FSE of a column (positive), or null when the statement has no line or no column. */
export function fseTotal(accounts: readonly DetailedAccount[], key: string | null): number | null {
  const lines = fseLines(prepareStatement(accounts));
  if (key === null || lines.length === 0) return null;
  let total = 0;
  for (const line of lines) total += lineValue(line, key) ?? 0;
  return Math.abs(total);
}

/** The FSE lines at their finest level that still adds up (sub-accounts when complete). */
export function fseDetailLines(
  statement: PreparedStatement,
  keys: readonly (string | null)[],
): PreparedLine[] {
  return fseLines(statement).flatMap((line) =>
    line.code === '' ? [line] : expandToParts(line, statement, keys),
  );
}

/** One slice of the FSE donut. */
export interface FseSlice {
  label: string;
  code: string;
  value: number;
  /** Fraction of the FSE total. */
  share: number | null;
}

/** Label of the slice that gathers the smaller FSE lines. */
export const OTHERS_LABEL = 'Outros';

/**
 * The FSE donut (docs/design.md §4.3): the `top` largest lines of the period plus `Outros` for the
 * rest (absent when nothing is left). Empty when there is no FSE data or the total is zero.
 */
export function fseBreakdown(
  accounts: readonly DetailedAccount[],
  key: string | null,
  top = 3,
): FseSlice[] {
  const statement = prepareStatement(accounts);
  const lines = fseDetailLines(statement, [key]);
  if (key === null || lines.length === 0) return [];
  const sign = fseOrientation(lines, key);
  const items = lines
    .map((line) => ({
      label: line.account.description.trim(),
      code: line.code,
      value: sign * (lineValue(line, key) ?? 0),
    }))
    .filter((item) => item.value > 0)
    .sort((a, b) => b.value - a.value);
  const total = items.reduce((sum, item) => sum + item.value, 0);
  if (total === 0) return [];
  const largest = items.slice(0, top);
  const rest = items.slice(top).reduce((sum, item) => sum + item.value, 0);
  const slices: FseSlice[] = largest.map((item) => ({ ...item, share: item.value / total }));
  if (rest > 0) slices.push({ label: OTHERS_LABEL, code: '', value: rest, share: rest / total });
  return slices;
}
