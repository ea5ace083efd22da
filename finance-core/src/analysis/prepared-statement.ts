import { foldText } from '../common/text';
import type { DetailedAccount } from '../contract';
import { isNoise } from './noise';
import { statementColumns } from './value-keys';
import type { StatementColumns } from './value-keys';

/** One row of a statement with what the rules read from it, computed once. */
export interface PreparedLine {
  /** Position in the statement. */
  index: number;
  account: DetailedAccount;
  /** The code, trimmed (empty for headers and totals). */
  code: string;
  /** The description folded (lower-case, no accents, single spaces). */
  folded: string;
  /** Bookkeeping noise (docs/workbook-format.md, Rows): hidden by the screens, ignored by the sums. */
  noise: boolean;
  /**
   * A total or result row to highlight: `Total do ativo`, `… (total)`, and the uncoded
   * `Resultado …` rows of the DRE (`Resultado líquido do período`).
   */
  total: boolean;
  /** A section heading (`ATIVO`, `Passivo corrente`): no code, not a total, no non-zero value. */
  header: boolean;
}

/** A statement ready for lookups: rows prepared and value columns known. */
export interface PreparedStatement {
  lines: readonly PreparedLine[];
  columns: StatementColumns;
}

function isTotalDescription(code: string, folded: string): boolean {
  if (folded.startsWith('total') || folded.includes('(total)') || folded.startsWith('subtotal')) {
    return true;
  }
  return code === '' && folded.startsWith('resultado');
}

function prepareLine(account: DetailedAccount, index: number): PreparedLine {
  const code = account.code.trim();
  const folded = foldText(account.description).replace(/:$/, '');
  const total = isTotalDescription(code, folded);
  const header =
    code === '' && !total && Object.values(account.values).every((value) => value === 0);
  return {
    index,
    account,
    code,
    folded,
    noise: isNoise(code, folded, account.description),
    total,
    header,
  };
}

// The same stored array is analysed by several screens: prepare it once.
const cache = new WeakMap<readonly DetailedAccount[], PreparedStatement>();

/** Prepares a statement (cached per array: stored data is not mutated in place). */
export function prepareStatement(accounts: readonly DetailedAccount[]): PreparedStatement {
  let prepared = cache.get(accounts);
  if (!prepared) {
    prepared = { lines: accounts.map(prepareLine), columns: statementColumns(accounts) };
    cache.set(accounts, prepared);
  }
  return prepared;
}

/** The value of a row in a column; a row without that column counts 0, no column gives null. */
export function lineValue(line: PreparedLine, key: string | null): number | null {
  if (key === null) return null;
  return line.account.values[key] ?? 0;
}
