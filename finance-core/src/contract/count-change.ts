/** The admin dashboard compares its counts with this many days earlier (docs/design.md §4.3). */
export const COUNT_CHANGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A count now and `days` earlier, and the relative change between them. */
export interface CountChange {
  current: number;
  previous: number;
  /** (current − previous) / previous; null when there was nothing to compare with. */
  change: number | null;
}

/**
 * How a count of stored records grew over the last `days`, from their creation dates: `previous`
 * counts those created at or before `now − days`. Records deleted since are not known, so this
 * is the growth of what exists; with nothing to compare with the change is null (not shown).
 */
export function countChange(
  createdAts: readonly string[],
  now: Date,
  days: number = COUNT_CHANGE_DAYS,
): CountChange {
  const cutoff = now.getTime() - days * DAY_MS;
  let previous = 0;
  for (const createdAt of createdAts) {
    if (Date.parse(createdAt) <= cutoff) previous += 1;
  }
  const current = createdAts.length;
  return { current, previous, change: previous > 0 ? (current - previous) / previous : null };
}
