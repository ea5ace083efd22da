import { foldText } from '../common/text';
import type { StatementKey, WorkbookKind } from '../contract/financial';

/** Sheet-name patterns of each statement (docs/workbook-format.md §1), folded (lower case, no accents). */
export const STATEMENT_SHEET_PATTERNS: Record<StatementKey, readonly string[]> = {
  balanceSheet: ['balanco', 'balance'],
  incomeStatement: [
    'dre',
    'demonstracao de resultados',
    'demonstracao dos resultados',
    'resultados',
  ],
  externalServices: ['fse', 'fornecimentos', 'forn e serv'],
  financialRatios: ['racios', 'indicadores'],
};

/** Extra names a RISEMA simulation's sheet may carry (docs/workbook-format.md §2). */
export const SIMULATION_SHEET_PATTERNS: readonly string[] = ['simulacao'];

/** Statements claim sheets in this order; each sheet serves at most one statement. */
export const SHEET_MATCH_ORDER: readonly StatementKey[] = [
  'balanceSheet',
  'externalServices',
  'financialRatios',
  'incomeStatement',
];

/** The folded words of a name, space-separated and padded: ` demonstracao dos resultados `. */
function nameWords(name: string): string {
  const words = foldText(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return ` ${words.join(' ')} `;
}

/**
 * True when one of `patterns` occurs in `name` as whole words, case and accents ignored:
 * `dre` matches `DRE 2025` but not `Pedreira`; `forn e serv` matches `Forn. e Serv.`.
 */
export function sheetNameMatches(name: string, patterns: readonly string[]): boolean {
  const words = nameWords(name);
  return patterns.some((pattern) => words.includes(` ${pattern} `));
}

/** The sheet chosen for each statement, or null. */
export type StatementSheets = Record<StatementKey, string | null>;

/**
 * Assigns sheets to statements. MyReport: in the order Balanço, FSE, Rácios, DRE, each statement
 * takes the leftmost sheet that matches and is not taken yet. RISEMA: only the income statement,
 * from the leftmost sheet matching the DRE names or `simulação`.
 */
export function matchStatementSheets(sheetNames: string[], kind: WorkbookKind): StatementSheets {
  const chosen: StatementSheets = {
    balanceSheet: null,
    incomeStatement: null,
    externalServices: null,
    financialRatios: null,
  };
  if (kind === 'risema') {
    const patterns = [...STATEMENT_SHEET_PATTERNS.incomeStatement, ...SIMULATION_SHEET_PATTERNS];
    chosen.incomeStatement = sheetNames.find((name) => sheetNameMatches(name, patterns)) ?? null;
    return chosen;
  }
  const taken = new Set<string>();
  for (const statement of SHEET_MATCH_ORDER) {
    const patterns = STATEMENT_SHEET_PATTERNS[statement];
    const name = sheetNames.find(
      (candidate) => !taken.has(candidate) && sheetNameMatches(candidate, patterns),
    );
    if (name === undefined) continue;
    chosen[statement] = name;
    taken.add(name);
  }
  return chosen;
}
