import { formatDecimal } from '../format/number-format';

/** `12,3%` from a percent number (12.3), for the insight texts. */
export function pct(percent: number): string {
  return `${formatDecimal(percent, 1)}%`;
}

/** `+12,3%` / `-4,0%` from a percent number. */
export function signedPct(percent: number): string {
  const text = pct(percent);
  return percent > 0 && text !== '0,0%' ? `+${text}` : text;
}

/** `2,5 p.p.` from a number of percentage points (absolute value). */
export function points(value: number): string {
  return `${formatDecimal(Math.abs(value), 1)} p.p.`;
}
