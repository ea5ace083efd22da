import { licenseDaysRemaining } from '@risema/finance-core/contract';
import type { License } from '@risema/finance-core/contract';
import { formatDays } from '@risema/finance-core/format';

/** Below this many days left the count turns orange (docs/product.md §9). */
const WARNING_DAYS = 30;

/** The days line of a licence: its text and its colour token. */
export interface LicenseDaysLine {
  text: string;
  /** `red.fg` once expired, `orange.fg` under 30 days left, `green.fg` otherwise. */
  color: 'red.fg' | 'orange.fg' | 'green.fg';
}

/**
 * Days left before the expiry (green, orange under 30) or since it (red), from finance-core's
 * `licenseDaysRemaining`.
 */
export function licenseDaysLine(license: Pick<License, 'expiryDate'>, now: Date): LicenseDaysLine {
  const days = licenseDaysRemaining(license, now);
  return {
    text: days < 0 ? `Expirada há ${formatDays(-days)}` : `${formatDays(days)} restantes`,
    color: days < 0 ? 'red.fg' : days < WARNING_DAYS ? 'orange.fg' : 'green.fg',
  };
}
