import type { CellValue } from './sheet-grid';

// Spaces that may separate thousands: normal, no-break, narrow no-break, thin, figure.
const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g;
const EMPTY_MARKS = new Set(['', '-', '—', '–', '−']);
const PORTUGUESE = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$/;
const DOT_DECIMAL = /^\d*\.\d+$|^\d+$/;

function withoutCurrency(text: string): string {
  return text.replace(/^(?:€|eur)/i, '').replace(/(?:€|eur)$/i, '');
}

/**
 * The number in a Portuguese amount text: `1.234,56`, `-1.234,56`, `(1.234,56)` (negative),
 * `1 234,56` (normal, no-break or narrow no-break spaces), `€ 1.234,56`, `1.234,56 €`,
 * `1.234,56-`; `-`, `—` or nothing is 0; `15,23 %` is the fraction 0.1523. A plain `1234.56` with a
 * dot and no comma is read as a decimal point unless the dots group thousands (`1.234.567`).
 * Null when the text is not an amount.
 */
export function parseAmountText(text: string): number | null {
  let body = withoutCurrency(text.replace(SPACES, ''));
  if (EMPTY_MARKS.has(body)) return 0;
  let negative = false;
  if (body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = withoutCurrency(body.slice(1, -1));
  }
  let percent = false;
  if (body.endsWith('%')) {
    percent = true;
    body = body.slice(0, -1);
  }
  if (/^[-−]/.test(body)) {
    negative = !negative;
    body = body.slice(1);
  } else if (/[-−]$/.test(body)) {
    negative = !negative;
    body = body.slice(0, -1);
  } else if (body.startsWith('+')) {
    body = body.slice(1);
  }
  body = withoutCurrency(body);
  let number: number;
  if (PORTUGUESE.test(body)) number = Number(body.replace(/\./g, '').replace(',', '.'));
  else if (DOT_DECIMAL.test(body)) number = Number(body);
  else return null;
  if (!Number.isFinite(number)) return null;
  // Rounded to 15 significant digits so `15,23 %` gives 0.1523, not 0.15230000000000002.
  if (percent) number = Number((number / 100).toPrecision(15));
  const signed = negative ? -number : number;
  return signed === 0 ? 0 : signed;
}

/**
 * The amount in a value cell: numbers as they are (formula cells by their stored value), text in
 * Portuguese notation, an empty cell 0. Null when the cell cannot be read as an amount.
 */
export function parseAmount(value: CellValue): number | null {
  if (value === null) return 0;
  if (typeof value === 'number') return value === 0 ? 0 : value;
  if (typeof value === 'string') return parseAmountText(value);
  return null;
}
