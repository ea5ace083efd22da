/**
 * pt-PT number formatting for every figure the screens show. Each function takes `number | null`
 * and answers `—` (EMPTY_VALUE) for null, NaN or ±Infinity: a division by zero is not a number
 * to show. Rounded zeros never carry a minus sign.
 */

/** What a screen shows where a figure cannot be computed. */
export const EMPTY_VALUE = '—';

/** pt-PT's thousands separator (CLDR): a no-break space. */
const GROUP_SEPARATOR = '\u00a0';

/**
 * Past this many units of the last decimal place, a double's digits as `toFixed` writes them
 * (its exact value) and as Intl does (its shortest form) may differ: Intl formats such numbers.
 */
const PLAIN_LIMIT = 1e15;

const formatters = new Map<string, Intl.NumberFormat>();

/** Cached `Intl.NumberFormat('pt-PT')`, for numbers past PLAIN_LIMIT only (none a screen shows). */
function formatter(decimals: number, style: 'decimal' | 'currency'): Intl.NumberFormat {
  const cacheKey = `${style}:${decimals}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.NumberFormat('pt-PT', {
      style,
      ...(style === 'currency' ? { currency: 'EUR' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/**
 * `value` (already rounded to `decimals` places) as `Intl.NumberFormat('pt-PT')` writes it —
 * thousands always grouped (`1 234`, not only from five digits as CLDR pt-PT does, so that the
 * figures of one column line up), a decimal comma, `-` for negatives, `<number> €` for euros —
 * without Intl: the first Intl number or date formatter a page builds loads ICU's data, one task
 * of 40–100 ms on a desktop (a phone's 4× slower CPU: a long task over the first screen's
 * figures). The tests check these against Intl over many values.
 */
function plain(value: number, decimals: number, style: 'decimal' | 'currency'): string {
  if (Math.abs(value) * 10 ** decimals >= PLAIN_LIMIT)
    return formatter(decimals, style).format(value);
  const [integer = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  let groups = '';
  let end = integer.length;
  for (; end > 3; end -= 3) groups = `${GROUP_SEPARATOR}${integer.slice(end - 3, end)}${groups}`;
  const number = `${value < 0 ? '-' : ''}${integer.slice(0, end)}${groups}${fraction ? `,${fraction}` : ''}`;
  return style === 'currency' ? `${number}${GROUP_SEPARATOR}€` : number;
}

/** True when the value is a number a screen can show. */
export function isShowable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Rounds half away from zero to `decimals` places, turning -0 into 0. */
function rounded(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const result = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return result === 0 ? 0 : result;
}

/** A plain pt-PT number with fixed decimals: `1 234,57`. */
export function formatDecimal(value: number | null | undefined, decimals = 0): string {
  if (!isShowable(value)) return EMPTY_VALUE;
  return plain(rounded(value, decimals), decimals, 'decimal');
}

/** Euros without decimals, pt-PT: `1 234 €`, `-56 €`. */
export function formatEuros(value: number | null | undefined): string {
  if (!isShowable(value)) return EMPTY_VALUE;
  return plain(rounded(value, 0), 0, 'currency');
}

/** A fraction as a percentage with 2 decimals (docs/product.md §9): 0.1523 → `15,23%`. */
export function formatPercent(fraction: number | null | undefined, decimals = 2): string {
  if (!isShowable(fraction)) return EMPTY_VALUE;
  return `${formatDecimal(fraction * 100, decimals)}%`;
}

function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/** A relative variation (fraction) signed with 1 decimal: 0.0549 → `+5,5%`, -0.2 → `-20,0%`. */
export function formatVariation(fraction: number | null | undefined): string {
  if (!isShowable(fraction)) return EMPTY_VALUE;
  const percent = rounded(fraction * 100, 1);
  return signed(`${formatDecimal(percent, 1)}%`, percent);
}

/** A change between two percentages, in percentage points, signed with 1 decimal: `+2,5 p.p.`. */
export function formatPointsVariation(fractionChange: number | null | undefined): string {
  if (!isShowable(fractionChange)) return EMPTY_VALUE;
  const points = rounded(fractionChange * 100, 1);
  return signed(`${formatDecimal(points, 1)} p.p.`, points);
}

/** A signed euro variation: `+1 234 €`, `-56 €`, `0 €`. */
export function formatEuroVariation(value: number | null | undefined): string {
  if (!isShowable(value)) return EMPTY_VALUE;
  return signed(formatEuros(value), rounded(value, 0));
}

/** Whole days: `27 dias`, `1 dia`. */
export function formatDays(days: number | null | undefined): string {
  if (!isShowable(days)) return EMPTY_VALUE;
  const whole = rounded(days, 0);
  return `${formatDecimal(whole, 0)} ${Math.abs(whole) === 1 ? 'dia' : 'dias'}`;
}

/** A signed change in days with 1 decimal: `+0,3 dias`, `-12,0 dias`. */
export function formatDaysVariation(days: number | null | undefined): string {
  if (!isShowable(days)) return EMPTY_VALUE;
  const value = rounded(days, 1);
  return signed(`${formatDecimal(value, 1)} ${Math.abs(value) === 1 ? 'dia' : 'dias'}`, value);
}
