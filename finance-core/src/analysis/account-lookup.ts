import { foldText } from '../common/text';
import { lineValue } from './prepared-statement';
import type { PreparedLine, PreparedStatement } from './prepared-statement';

/**
 * What to look for: SNC code prefixes first, then description substrings (case and accents
 * ignored), in order of preference. Noise lines never match; total rows match only by description.
 */
export interface LineQuery {
  /** SNC code prefixes (`71` matches `71`, `711`, `7121`). */
  codes?: readonly string[];
  /** Description substrings, most specific first; folded before comparing. */
  descriptions?: readonly string[];
  /** A line whose description contains one of these never matches. */
  excludeDescriptions?: readonly string[];
  /** Further condition (the side of the balance sheet, for instance). */
  where?: (line: PreparedLine) => boolean;
}

// Query patterns are a small fixed set: fold each once.
const foldedPatterns = new Map<string, string>();

function foldAll(texts: readonly string[] | undefined): string[] {
  if (!texts) return [];
  return texts.map((text) => {
    let folded = foldedPatterns.get(text);
    if (folded === undefined) {
      folded = foldText(text);
      foldedPatterns.set(text, folded);
    }
    return folded;
  });
}

/**
 * Keeps the lines no other kept line contains by code: a subtotal carrying its group's code
 * (`71` = `711` + `712`) stands for its parts, so nothing is counted twice (docs/workbook-format.md, Rows).
 */
export function topmostLines(lines: readonly PreparedLine[]): PreparedLine[] {
  return lines.filter(
    (line) =>
      !lines.some(
        (other) =>
          other !== line &&
          other.code.length < line.code.length &&
          line.code.startsWith(other.code),
      ),
  );
}

/** Lines matching the code prefixes (non-noise, non-total), topmost only. */
export function linesByCode(
  statement: PreparedStatement,
  prefixes: readonly string[],
  where?: (line: PreparedLine) => boolean,
): PreparedLine[] {
  const matching = statement.lines.filter(
    (line) =>
      line.code !== '' &&
      !line.noise &&
      !line.total &&
      prefixes.some((prefix) => line.code.startsWith(prefix)) &&
      (where === undefined || where(line)),
  );
  return topmostLines(matching);
}

/** The first non-noise line whose folded description contains a pattern (patterns in order). */
export function lineByDescription(
  statement: PreparedStatement,
  patterns: readonly string[],
  exclude: readonly string[] = [],
  where?: (line: PreparedLine) => boolean,
): PreparedLine | null {
  const folded = foldAll(patterns);
  const excluded = foldAll(exclude);
  for (const pattern of folded) {
    const found = statement.lines.find(
      (line) =>
        !line.noise &&
        line.folded.includes(pattern) &&
        !excluded.some((word) => line.folded.includes(word)) &&
        (where === undefined || where(line)),
    );
    if (found) return found;
  }
  return null;
}

/** The lines a query finds: by code when any matches, else the first by description. */
export function findLines(statement: PreparedStatement, query: LineQuery): PreparedLine[] {
  if (query.codes && query.codes.length > 0) {
    const excluded = foldAll(query.excludeDescriptions);
    const byCode = linesByCode(statement, query.codes, query.where).filter(
      (line) => !excluded.some((word) => line.folded.includes(word)),
    );
    if (byCode.length > 0) return byCode;
  }
  if (query.descriptions && query.descriptions.length > 0) {
    const byDescription = lineByDescription(
      statement,
      query.descriptions,
      query.excludeDescriptions,
      query.where,
    );
    if (byDescription) return [byDescription];
  }
  return [];
}

/** Sum of the lines in a column; null when there is no line or no column. */
export function sumLines(lines: readonly PreparedLine[], key: string | null): number | null {
  if (key === null || lines.length === 0) return null;
  let total = 0;
  for (const line of lines) total += lineValue(line, key) ?? 0;
  return total;
}

/** The value a query finds in a column (summed over topmost code matches), or null. */
export function lookupValue(
  statement: PreparedStatement,
  query: LineQuery,
  key: string | null,
): number | null {
  return sumLines(findLines(statement, query), key);
}

/**
 * Replaces a line by its parts when they add up to it in every given column (`63` by `631`,
 * `632`, `635`), recursively, so a table can show detail without ever losing a euro.
 */
export function expandToParts(
  line: PreparedLine,
  statement: PreparedStatement,
  keys: readonly (string | null)[],
): PreparedLine[] {
  const descendants = statement.lines.filter(
    (other) =>
      other !== line &&
      !other.noise &&
      !other.total &&
      other.code.length > line.code.length &&
      other.code.startsWith(line.code),
  );
  const children = topmostLines(descendants);
  if (children.length === 0) return [line];
  const addsUp = keys.every((key) => {
    if (key === null) return true;
    const own = lineValue(line, key) ?? 0;
    return Math.abs((sumLines(children, key) ?? 0) - own) < 0.5;
  });
  if (!addsUp) return [line];
  return children.flatMap((child) => expandToParts(child, statement, keys));
}
