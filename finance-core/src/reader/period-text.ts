import { monthFromName } from '../common/months';
import { foldText } from '../common/text';

/** A calendar month. */
export interface YearMonth {
  year: number;
  month: number;
}

const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

/** `AAAA-MM`. */
export function formatPeriod({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function valid(year: number, month: number): YearMonth | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/** The month of a date cell (SheetJS builds date cells in UTC). */
export function periodFromDate(date: Date): YearMonth | null {
  return valid(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

// One pass finds every month written in a text, in the forms docs/workbook-format.md lists and their near
// variants: `2025-12-31`, `31/12/2025`, `2025-12`, `12/2025`, `Dezembro 2025`, `Dez/2025`,
// `dezembro de 2025`. Digits may not touch other digits, a month name may not follow a letter.
const PERIOD_PATTERN = new RegExp(
  [
    '(?<!\\d)(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})(?!\\d)',
    '(?<!\\d)(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{4})(?!\\d)',
    '(?<!\\d)(\\d{4})[-/.](\\d{1,2})(?!\\d)',
    '(?<!\\d)(\\d{1,2})[-/.](\\d{4})(?!\\d)',
    '(?<![a-z])([a-z]{3,9})\\.?[\\s/.-]*(?:de\\s+)?(\\d{4})(?!\\d)',
  ].join('|'),
  'g',
);

/** Every month written in `text`, in order of appearance. */
export function periodsInText(text: string): YearMonth[] {
  const found: YearMonth[] = [];
  for (const match of foldText(text).matchAll(PERIOD_PATTERN)) {
    const g = match.slice(1).map((group) => (group === undefined ? null : group));
    let period: YearMonth | null = null;
    if (g[0] && g[1]) period = valid(Number(g[0]), Number(g[1]));
    else if (g[4] && g[5]) period = valid(Number(g[5]), Number(g[4]));
    else if (g[6] && g[7]) period = valid(Number(g[6]), Number(g[7]));
    else if (g[8] && g[9]) period = valid(Number(g[9]), Number(g[8]));
    else if (g[10] && g[11]) {
      const month = monthFromName(g[10]);
      period = month === null ? null : valid(Number(g[11]), month);
    }
    if (period) found.push(period);
  }
  return found;
}

/**
 * The month a period text names; with a range (`01/01/2025 a 31/12/2025`) the last one, the end
 * of the period. Null when the text names none.
 */
export function periodFromText(text: string): YearMonth | null {
  return periodsInText(text).at(-1) ?? null;
}

// File names: `2025-12`, `2025_12`, `202512`, `12-2025`, `Dez2025`, `Dezembro_2025`, tried in this
// order; a digit run may not be part of a longer one.
const FILE_NAME_PATTERNS: Array<{
  pattern: RegExp;
  read: (m: RegExpMatchArray) => YearMonth | null;
}> = [
  {
    pattern: /(?<!\d)(\d{4})[-_. ](\d{2})(?!\d)/g,
    read: (m) => valid(Number(m[1]), Number(m[2])),
  },
  { pattern: /(?<!\d)(\d{4})(\d{2})(?!\d)/g, read: (m) => valid(Number(m[1]), Number(m[2])) },
  {
    pattern: /(?<!\d)(\d{2})[-_. ](\d{4})(?!\d)/g,
    read: (m) => valid(Number(m[2]), Number(m[1])),
  },
  {
    pattern: /(?<![a-z])([a-z]{3,9})[-_. ]?(?:de[-_. ])?(\d{4})(?!\d)/g,
    read: (m) => {
      const month = monthFromName(m[1] ?? '');
      return month === null ? null : valid(Number(m[2]), month);
    },
  },
];

/** The period a file name carries (`…-2025-12.xlsx`, `Dez2025.xlsx`), or null. */
export function periodFromFileName(fileName: string): YearMonth | null {
  const base = foldText(fileName.split(/[\\/]/).at(-1) ?? '').replace(/\.[a-z0-9]{1,5}$/, '');
  for (const { pattern, read } of FILE_NAME_PATTERNS) {
    for (const match of base.matchAll(pattern)) {
      const period = read(match);
      if (period) return period;
    }
  }
  return null;
}
