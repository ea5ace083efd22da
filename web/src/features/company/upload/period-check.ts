import { periodLabel } from '@risema/finance-core/analysis';
import { periodSchema } from '@risema/finance-core/contract';

/** `AAAA-MM` of the month `now` falls in (local time). */
export function currentPeriod(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The message of a period after the current month (docs/design.md §4.15). */
export function futurePeriodMessage(now: Date): string {
  return `O período não pode ser posterior ao mês atual (${periodLabel(currentPeriod(now))})`;
}

/**
 * Why a typed period cannot be confirmed, or null when it can: the contract's `AAAA-MM` rule
 * (docs/product.md §5) and never after the current month (docs/design.md §4.15).
 */
export function periodProblem(input: string, now: Date): string | null {
  const parsed = periodSchema.safeParse(input.trim());
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Período inválido';
  // `AAAA-MM` strings order as the months they name.
  return parsed.data > currentPeriod(now) ? futurePeriodMessage(now) : null;
}

/** The readable preview under the period input (`junho de 2025`), or null while unreadable. */
export function periodPreview(input: string): string | null {
  return periodSchema.safeParse(input.trim()).success ? periodLabel(input.trim()) : null;
}
