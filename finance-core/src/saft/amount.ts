/**
 * A SAF-T monetary amount (`xs:decimal`, a dot for decimals, never negative by the schema) in
 * integer cents: every sum of the reader is exact. More than two decimals round half away from
 * zero; a leading minus is kept (files break the schema too). Null for text that is no number.
 */
export function parseCents(text: string): number | null {
  const value = text.trim();
  let at = 0;
  let sign = 1;
  if (value.charCodeAt(0) === 0x2d) {
    sign = -1;
    at = 1;
  } else if (value.charCodeAt(0) === 0x2b) {
    at = 1;
  }
  let units = 0;
  let digits = 0;
  for (; at < value.length; at++) {
    const digit = value.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    units = units * 10 + digit;
    digits++;
  }
  let cents = units * 100;
  if (at < value.length && value.charCodeAt(at) === 0x2e) {
    at++;
    let scale = 10;
    let fraction = 0;
    let rest = 0;
    let fractionDigits = 0;
    for (; at < value.length; at++) {
      const digit = value.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) break;
      if (fractionDigits < 2) {
        fraction += digit * scale;
        scale /= 10;
      } else if (fractionDigits === 2) {
        rest = digit;
      }
      fractionDigits++;
    }
    digits += fractionDigits;
    cents += fraction + (rest >= 5 ? 1 : 0);
  }
  if (digits === 0 || at !== value.length) return null;
  return sign * cents;
}

/** Cents as euros (two decimals exact in a double). */
export function euros(cents: number): number {
  return cents / 100;
}
