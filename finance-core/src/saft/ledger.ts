/**
 * What the SAF-T parser keeps of a file: the header, the chart of accounts with its opening and
 * closing balances, and each account's movements per accounting period (1–12, 13–16 for the
 * year-end regularisations), all in integer cents. Nothing of the entries' text is kept, so the
 * memory it takes grows with the number of accounts, not with the size of the file.
 */

/** Periods of a SAF-T ledger: 1–12 are the months, 13–16 the year-end regularisations. */
export const LEDGER_PERIODS = 16;

/** The header fields the reader uses. */
export interface SaftHeader {
  auditFileVersion: string | null;
  companyId: string | null;
  taxRegistrationNumber: string | null;
  taxAccountingBasis: string | null;
  companyName: string | null;
  fiscalYear: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** One account of `GeneralLedgerAccounts`, balances in cents. */
export interface LedgerAccount {
  id: string;
  description: string;
  openingDebit: number;
  openingCredit: number;
  closingDebit: number;
  closingCredit: number;
  /** `GroupingCategory`: GR, GA, GM (general ledger), AR, AA, AM (analytic ledger). */
  category: string;
  groupingCode: string;
  /** `TaxonomyCode` (GM accounts), or null when absent or not a number. */
  taxonomyCode: number | null;
}

/**
 * An account's movements in cents, debit minus credit: `net[p]` for period p (index 0 unused), and
 * `closing[p]` the part of it from `TransactionType` A (apuramento de resultados).
 */
export interface AccountMovements {
  net: Float64Array;
  closing: Float64Array;
  debit: number;
  credit: number;
}

/** A transaction whose debits and credits differ. */
export interface UnbalancedTransaction {
  id: string;
  /** Debits minus credits, in cents. */
  difference: number;
}

/** Everything the parser read from a SAF-T file. */
export interface SaftLedger {
  header: SaftHeader;
  /** `TaxonomyReference` of `GeneralLedgerAccounts`, or null when the file has none. */
  taxonomyReference: string | null;
  hasLedgerAccounts: boolean;
  accounts: LedgerAccount[];
  movements: Map<string, AccountMovements>;
  transactions: number;
  lines: number;
  /** Sums of the lines, in cents. */
  totalDebit: number;
  totalCredit: number;
  /** What `GeneralLedgerEntries` declares: `NumberOfEntries`, `TotalDebit`, `TotalCredit`. */
  declared: { entries: number | null; totalDebit: number | null; totalCredit: number | null };
  unbalanced: UnbalancedTransaction[];
  /** How many transactions were unbalanced (`unbalanced` keeps the first ones only). */
  unbalancedCount: number;
  /** The highest `Period` of a transaction with lines (0 without any). */
  lastPeriod: number;
  /** Oddities met while reading (Portuguese), e.g. an amount that is no number. */
  notes: string[];
}

/** A new movements record of an account. */
export function emptyMovements(): AccountMovements {
  return {
    net: new Float64Array(LEDGER_PERIODS + 1),
    closing: new Float64Array(LEDGER_PERIODS + 1),
    debit: 0,
    credit: 0,
  };
}
