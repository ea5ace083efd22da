import { tieOuts } from '../analysis/tie-outs';
import type { TieOut } from '../analysis/tie-outs';
import { MONTH_NAMES } from '../common/months';
import type { DetailedAccount, SectionCounts } from '../contract/financial';
import { formatEuros } from '../format/number-format';
import { euros } from './amount';
import { monthKeys, monthStatements } from './build-statements';
import type { PlacedAccount } from './build-statements';
import { InvalidEncodingError, chunkDecoder } from './decode';
import type { ChunkDecoder, SaftEncoding } from './decode';
import type { LedgerAccount, SaftHeader, SaftLedger } from './ledger';
import { SaftParser } from './saft-parser';
import { MAX_SAFT_BYTES, SaftRefusal } from './saft-refusal';
import { monthRatios } from './saft-ratios';
import type { SaftRatioExplanation } from './saft-ratios';
import { placeAccount } from './taxonomy';
import type { Placement } from './taxonomy';
import { isZip, unzipSaft } from './unzip-saft';

/** Options of the SAF-T reader. */
export interface ReadSaftOptions {
  /** The file's name, kept in the result. */
  fileName?: string;
  /**
   * Now: a fiscal year after this one refuses; December is given once the fiscal year has ended;
   * no month after the current one is given. Defaults to the clock.
   */
  now?: Date;
  /** Bytes parsed per step (default 1 MiB: a few milliseconds each). */
  sliceBytes?: number;
}

/** One month the file gives: its four statements, year to date, and what the checks found. */
export interface SaftMonth {
  /** `AAAA-MM`. */
  period: string;
  /** `Janeiro 2025`. */
  label: string;
  balanceSheet: DetailedAccount[];
  incomeStatement: DetailedAccount[];
  externalServices: DetailedAccount[];
  financialRatios: DetailedAccount[];
  /** The formula of each row of `financialRatios`, in the same order. */
  ratioExplanations: SaftRatioExplanation[];
  counts: SectionCounts;
  /** Tie-out checks the month failed (`analysis/tie-outs.ts`): warnings, the month is kept. */
  tieOuts: TieOut[];
}

/** Everything the reader extracts from a SAF-T (PT) accounting file. */
export interface ParsedSaft {
  kind: 'saft';
  fileName: string;
  /** How the bytes were read (the declaration is not trusted). */
  encoding: SaftEncoding;
  /** `CompanyName` and `TaxRegistrationNumber` of the header. */
  company: string | null;
  nif: string | null;
  fiscalYear: number;
  /** `TaxonomyReference`: S or N (taxonomy S), O or null (none: placed by account code). */
  taxonomy: string | null;
  /** The months the file gives, oldest first. */
  months: SaftMonth[];
  /** Their periods (`AAAA-MM`), oldest first. */
  periods: string[];
  /** The last of them, or null when the file gives none. */
  extractedPeriod: string | null;
  /** Accounts, movement accounts, transactions and lines read. */
  ledger: { accounts: number; movementAccounts: number; transactions: number; lines: number };
  /** Oddities that did not refuse the file, in Portuguese. */
  warnings: string[];
}

/** Progress of a reading: bytes of the (inflated) XML parsed so far, of its total. */
export interface SaftProgress {
  done: number;
  total: number;
}

const DEFAULT_SLICE = 1024 * 1024;
/** Accounts named one by one in a warning; the rest are counted. */
const NAMED = 30;
const CALENDAR_START = /^(\d{4})-(\d{2})-(\d{2})$/;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, NAMED).join(', ');
  return items.length > NAMED ? `${shown} e mais ${items.length - NAMED}` : shown;
}

function periodOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

function monthLabel(year: number, month: number): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

function fiscalYearOf(header: SaftHeader): number | null {
  const year = Number(header.fiscalYear);
  return Number.isInteger(year) && year >= 2000 && year <= 9999 ? year : null;
}

/**
 * A SAF-T (PT) accounting file being read, a slice at a time: `step()` parses the next slice
 * and says whether the file is done; `progress` says how far it is; `result()` builds the
 * statements once done. Pure and synchronous, so the browser's Web Worker and the server's worker
 * pool drive it alike, each pausing between slices as it needs. Throws `SaftRefusal` (HTTP status
 * and Portuguese message) for every refusal of docs/saft.md.
 */
export class SaftReading {
  private readonly bytes: Uint8Array;
  private readonly now: Date;
  private readonly fileName: string;
  private readonly slice: number;
  private encoding: SaftEncoding = 'utf-8';
  private decoder: ChunkDecoder = chunkDecoder('utf-8');
  private parser: SaftParser;
  private offset = 0;
  private finished = false;

  constructor(input: Uint8Array, options: ReadSaftOptions = {}) {
    if (input.length > MAX_SAFT_BYTES) throw new SaftRefusal('too_large');
    this.now = options.now ?? new Date();
    this.fileName = options.fileName ?? '';
    this.slice = Math.max(4096, options.sliceBytes ?? DEFAULT_SLICE);
    this.bytes = isZip(input) ? unzipSaft(input) : input;
    this.parser = this.newParser();
  }

  /** How far the parse is, in bytes of XML. */
  get progress(): SaftProgress {
    return { done: this.offset, total: this.bytes.length };
  }

  /** Parses the next slice; true once the whole file is parsed. */
  step(): boolean {
    if (this.finished) return true;
    const end = Math.min(this.bytes.length, this.offset + this.slice);
    const last = end === this.bytes.length;
    let text: string;
    try {
      text = this.decoder.decode(this.bytes.subarray(this.offset, end), last);
    } catch (error) {
      if (!(error instanceof InvalidEncodingError) || this.encoding !== 'utf-8') throw error;
      // Not valid UTF-8, whatever it declares: read it again, from the start, as Windows-1252.
      this.encoding = 'windows-1252';
      this.decoder = chunkDecoder('windows-1252');
      this.parser = this.newParser();
      this.offset = 0;
      return false;
    }
    this.parser.write(text);
    this.offset = end;
    if (last) {
      this.parser.end();
      this.finished = true;
    }
    return this.finished;
  }

  private newParser(): SaftParser {
    return new SaftParser((header) => this.checkHeader(header));
  }

  /** The refusals the header alone decides, before the rest of the file is read. */
  private checkHeader(header: SaftHeader): void {
    const basis = header.taxAccountingBasis;
    if (basis === null) throw new SaftRefusal('not_saft');
    if (basis !== 'C' && basis !== 'I') throw new SaftRefusal('invoicing_only', basis);
    const year = fiscalYearOf(header);
    if (year === null) throw new SaftRefusal('not_saft');
    if (year > this.now.getFullYear()) throw new SaftRefusal('future_year', String(year));
    const start = CALENDAR_START.exec(header.startDate ?? '');
    const end = header.endDate ?? `${year}-12-31`;
    if (end !== `${year}-12-31` || (start !== null && start[1] !== String(year))) {
      throw new SaftRefusal('fiscal_year_not_calendar', `${header.startDate ?? '?'} a ${end}`);
    }
  }

  /** The statements of every month the file gives; call once `step()` returned true. */
  result(): ParsedSaft {
    if (!this.finished) throw new Error('the SAF-T is not read yet');
    const ledger = this.parser.ledger;
    if (!ledger.hasLedgerAccounts) throw new SaftRefusal('no_ledger');
    return buildResult(ledger, {
      fileName: this.fileName,
      encoding: this.encoding,
      now: this.now,
    });
  }
}

/** A whole SAF-T file read at once (the CLI, tests): `SaftReading` driven to the end. */
export function readSaft(bytes: Uint8Array, options: ReadSaftOptions = {}): ParsedSaft {
  const reading = new SaftReading(bytes, options);
  while (!reading.step()) {
    // Each step parses one slice.
  }
  return reading.result();
}

/** How `readSaftInSlices` reports and pauses. */
export interface SliceHooks {
  onProgress?: (progress: SaftProgress) => void;
  /** Called between slices: resolve to go on (a Web Worker posts progress, a server yields). */
  pause: () => Promise<void>;
}

/** A SAF-T file read a slice at a time, pausing between slices, reporting progress. */
export async function readSaftInSlices(
  bytes: Uint8Array,
  options: ReadSaftOptions,
  hooks: SliceHooks,
): Promise<ParsedSaft> {
  const reading = new SaftReading(bytes, options);
  hooks.onProgress?.(reading.progress);
  while (!reading.step()) {
    hooks.onProgress?.(reading.progress);
    await hooks.pause();
  }
  hooks.onProgress?.(reading.progress);
  return reading.result();
}

const ANALYTIC = new Set(['AR', 'AA', 'AM']);

interface BuildContext {
  fileName: string;
  encoding: SaftEncoding;
  now: Date;
}

function describe(account: LedgerAccount | undefined, id: string): string {
  return account?.description ? `${id} ${account.description}` : id;
}

/** Places the movement accounts and collects what the warnings must name. */
function placeAccounts(ledger: SaftLedger, warnings: string[]): PlacedAccount[] {
  const byId = new Map(ledger.accounts.map((account) => [account.id, account]));
  const useTaxonomy = ledger.taxonomyReference === 'S' || ledger.taxonomyReference === 'N';
  if (!useTaxonomy) {
    warnings.push(
      `O plano de contas não indica uma taxonomia SNC codificada (TaxonomyReference ${ledger.taxonomyReference ?? 'ausente'}): todas as contas foram classificadas pelo código SNC da conta.`,
    );
  }
  const placed: PlacedAccount[] = [];
  const withoutTaxonomy: string[] = [];
  const mismatched: string[] = [];
  const unclassified: string[] = [];
  const notInChart: string[] = [];
  const aggregates: string[] = [];
  const opening = new Map<string, number>();
  const place = (id: string, account: LedgerAccount | undefined) => {
    const taxonomy = useTaxonomy ? (account?.taxonomyCode ?? null) : null;
    const placement: Placement = placeAccount(id, taxonomy);
    if (placement.how === 'code' && useTaxonomy && account !== undefined) {
      withoutTaxonomy.push(describe(account, id));
    }
    if (placement.how === 'mismatch') mismatched.push(`${id} (taxonomia ${taxonomy ?? '?'})`);
    if (placement.how === 'class') unclassified.push(describe(account, id));
    placed.push({
      id,
      description: account?.description ?? id,
      route: placement.row.route,
      opening: opening.get(id) ?? 0,
      movements: ledger.movements.get(id),
    });
  };
  for (const account of ledger.accounts) {
    if (account.category !== 'GM') continue;
    opening.set(account.id, account.openingDebit - account.openingCredit);
    place(account.id, account);
  }
  for (const id of ledger.movements.keys()) {
    const account = byId.get(id);
    if (account?.category === 'GM') continue;
    if (account && ANALYTIC.has(account.category)) continue;
    if (account) aggregates.push(describe(account, id));
    else notInChart.push(id);
    place(id, account);
  }
  if (withoutTaxonomy.length > 0) {
    warnings.push(
      `Contas sem código de taxonomia reconhecido, classificadas pelo código SNC da conta: ${listed(withoutTaxonomy)}.`,
    );
  }
  if (mismatched.length > 0) {
    warnings.push(
      `Contas cuja taxonomia indica outra classe SNC que o código da conta, classificadas pelo código da conta: ${listed(mismatched)}.`,
    );
  }
  if (unclassified.length > 0) {
    warnings.push(
      `Contas com um código fora do plano SNC, classificadas pela classe (primeiro dígito): ${listed(unclassified)}.`,
    );
  }
  if (notInChart.length > 0) {
    warnings.push(
      `Movimentos em contas que não constam do plano de contas, contados pelo código da conta: ${listed(notInChart)}.`,
    );
  }
  if (aggregates.length > 0) {
    warnings.push(
      `Movimentos em contas agregadoras (não de movimento), contados pelo código da conta: ${listed(aggregates)}.`,
    );
  }
  return placed;
}

/** The checks of the ledger itself: transactions, header totals, balances. */
function ledgerWarnings(ledger: SaftLedger, warnings: string[]): void {
  warnings.push(...ledger.notes);
  for (const { id, difference } of ledger.unbalanced) {
    warnings.push(
      `O lançamento ${id || '(sem identificação)'} não está equilibrado: débitos e créditos diferem em ${formatEuros(Math.abs(euros(difference)))} (${difference > 0 ? 'mais débitos' : 'mais créditos'}).`,
    );
  }
  const more = ledger.unbalancedCount - ledger.unbalanced.length;
  if (more > 0) warnings.push(`… e mais ${more} lançamentos desequilibrados.`);
  const { declared } = ledger;
  if (declared.entries !== null && declared.entries !== ledger.transactions) {
    warnings.push(
      `O número de lançamentos declarado no SAF-T (${declared.entries}) difere dos lançamentos lidos (${ledger.transactions}).`,
    );
  }
  if (declared.totalDebit !== null && declared.totalDebit !== ledger.totalDebit) {
    warnings.push(
      `O total a débito declarado no SAF-T (${formatEuros(euros(declared.totalDebit))}) difere da soma das linhas (${formatEuros(euros(ledger.totalDebit))}).`,
    );
  }
  if (declared.totalCredit !== null && declared.totalCredit !== ledger.totalCredit) {
    warnings.push(
      `O total a crédito declarado no SAF-T (${formatEuros(euros(declared.totalCredit))}) difere da soma das linhas (${formatEuros(euros(ledger.totalCredit))}).`,
    );
  }
  const offBalance: string[] = [];
  for (const account of ledger.accounts) {
    if (account.category !== 'GM') continue;
    const movements = ledger.movements.get(account.id);
    const computed =
      account.openingDebit -
      account.openingCredit +
      (movements ? movements.debit - movements.credit : 0);
    const closing = account.closingDebit - account.closingCredit;
    if (computed !== closing) {
      offBalance.push(
        `${account.id} (saldo inicial mais movimentos ${formatEuros(euros(computed))}, saldo final ${formatEuros(euros(closing))})`,
      );
    }
  }
  if (offBalance.length > 0) {
    warnings.push(
      `Contas cujo saldo inicial mais os movimentos não dá o saldo final declarado: ${listed(offBalance)}.`,
    );
  }
}

/** The months the file gives: every month up to the last with movements, December once the year has ended. */
function givenMonths(ledger: SaftLedger, year: number, now: Date, warnings: string[]): number[] {
  const last = Math.min(12, ledger.lastPeriod);
  const months = new Set<number>();
  for (let month = 1; month <= last; month++) months.add(month);
  const yearEnded = now.getFullYear() > year;
  if (yearEnded) months.add(12);
  let list = [...months].sort((a, b) => a - b);
  if (now.getFullYear() === year) {
    const current = now.getMonth() + 1;
    const later = list.filter((month) => month > current);
    if (later.length > 0) {
      warnings.push(
        `O ficheiro tem movimentos em meses ainda por vir (até ${monthLabel(year, Math.max(...later))}); são dados apenas os meses até ${monthLabel(year, current)}.`,
      );
      list = list.filter((month) => month <= current);
    }
  }
  if (list.length === 0) {
    warnings.push('O ficheiro não tem movimentos: nenhum mês para gravar.');
  }
  return list;
}

function hasPurchasesOpen(accounts: readonly PlacedAccount[], month: number): boolean {
  const last = month === 12 ? 16 : month;
  return accounts.some((account) => {
    if (!account.id.startsWith('31') || account.route.kind !== 'income') return false;
    let balance = account.opening;
    for (let p = 1; p <= last; p++) balance += account.movements?.net[p] ?? 0;
    return balance !== 0;
  });
}

function buildResult(ledger: SaftLedger, context: BuildContext): ParsedSaft {
  const year = fiscalYearOf(ledger.header);
  if (year === null) throw new SaftRefusal('not_saft');
  const warnings: string[] = [];
  ledgerWarnings(ledger, warnings);
  const accounts = placeAccounts(ledger, warnings);
  const monthsGiven = givenMonths(ledger, year, context.now, warnings);
  const purchaseMonths: string[] = [];
  const months = monthsGiven.map((month): SaftMonth => {
    const period = periodOf(year, month);
    const keys = monthKeys(year, month);
    const statements = monthStatements(accounts, year, month);
    const ratios = monthRatios(statements, period, keys);
    if (hasPurchasesOpen(accounts, month)) purchaseMonths.push(monthLabel(year, month));
    return {
      period,
      label: monthLabel(year, month),
      ...statements,
      financialRatios: ratios.rows,
      ratioExplanations: ratios.explanations,
      counts: {
        balanceSheet: statements.balanceSheet.length,
        incomeStatement: statements.incomeStatement.length,
        externalServices: statements.externalServices.length,
        financialRatios: ratios.rows.length,
      },
      tieOuts: tieOuts({ kind: 'saft', ...statements }),
    };
  });
  if (purchaseMonths.length > 0) {
    warnings.push(
      `Compras (conta 31) ainda não transferidas para inventários em ${listed(purchaseMonths)}: contadas no custo das mercadorias vendidas e das matérias consumidas (inventário intermitente).`,
    );
  }
  const periods = months.map((month) => month.period);
  return {
    kind: 'saft',
    fileName: context.fileName,
    encoding: context.encoding,
    company: ledger.header.companyName || null,
    nif: ledger.header.taxRegistrationNumber || null,
    fiscalYear: year,
    taxonomy: ledger.taxonomyReference,
    months,
    periods,
    extractedPeriod: periods[periods.length - 1] ?? null,
    ledger: {
      accounts: ledger.accounts.length,
      movementAccounts: accounts.length,
      transactions: ledger.transactions,
      lines: ledger.lines,
    },
    warnings,
  };
}
