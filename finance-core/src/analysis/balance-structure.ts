import type { DetailedAccount } from '../contract';
import { prepareStatement } from './prepared-statement';
import type { PreparedLine, PreparedStatement } from './prepared-statement';

/** Side of the balance sheet a row belongs to; `control` for the lines after the final total. */
export type BalanceSide = 'asset' | 'equity' | 'liability' | 'control';

/** Current or non-current part of the assets or the liabilities, when the sheet says so. */
export type BalanceTerm = 'current' | 'nonCurrent' | null;

/** The totals a balance sheet may carry. */
export type BalanceTotalKind =
  | 'assets'
  | 'currentAssets'
  | 'nonCurrentAssets'
  | 'equity'
  | 'liabilities'
  | 'currentLiabilities'
  | 'nonCurrentLiabilities'
  | 'equityAndLiabilities';

/** A balance-sheet row with its side and term; `header` marks the section headings only. */
export interface BalanceLine extends PreparedLine {
  side: BalanceSide;
  term: BalanceTerm;
  totalKind: BalanceTotalKind | null;
}

/** A balance sheet read into sides. */
export interface BalanceStructure {
  statement: PreparedStatement;
  lines: readonly BalanceLine[];
  /** Rows up to and including `Total do capital próprio e do passivo` (all rows when absent). */
  visibleCount: number;
  /** The first row of each total kind present. */
  totals: Partial<Record<BalanceTotalKind, BalanceLine>>;
}

/** The description without the small words, for matching headings and totals. */
function bare(folded: string): string {
  return folded
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(?:do|da|de|dos|das|e)\b/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function totalKindOf(text: string): BalanceTotalKind | null {
  if (!text.startsWith('total ')) return null;
  const rest = text.slice('total '.length);
  if (/^(?:capital proprio passivo|passivo capital proprio)\b/.test(rest)) {
    return 'equityAndLiabilities';
  }
  if (/^ativo nao corrente\b/.test(rest)) return 'nonCurrentAssets';
  if (/^ativo corrente\b/.test(rest)) return 'currentAssets';
  if (/^ativo\b/.test(rest)) return 'assets';
  if (/^capital proprio\b/.test(rest)) return 'equity';
  if (/^passivo nao corrente\b/.test(rest)) return 'nonCurrentLiabilities';
  if (/^passivo corrente\b/.test(rest)) return 'currentLiabilities';
  if (/^passivo\b/.test(rest)) return 'liabilities';
  return null;
}

const SIDE_OF_TOTAL: Record<BalanceTotalKind, [BalanceSide, BalanceTerm]> = {
  assets: ['asset', null],
  currentAssets: ['asset', 'current'],
  nonCurrentAssets: ['asset', 'nonCurrent'],
  equity: ['equity', null],
  liabilities: ['liability', null],
  currentLiabilities: ['liability', 'current'],
  nonCurrentLiabilities: ['liability', 'nonCurrent'],
  equityAndLiabilities: ['liability', null],
};

/** Side and term a heading opens, or null when the row is no heading of the sheet. */
function headingOf(text: string): [BalanceSide, BalanceTerm] | null {
  if (/^ativo nao corrente$/.test(text)) return ['asset', 'nonCurrent'];
  if (/^ativo corrente$/.test(text)) return ['asset', 'current'];
  if (/^ativo$/.test(text)) return ['asset', null];
  if (/^capital proprio(?: passivo)?$/.test(text)) return ['equity', null];
  if (/^passivo nao corrente$/.test(text)) return ['liability', 'nonCurrent'];
  if (/^passivo corrente$/.test(text)) return ['liability', 'current'];
  if (/^passivo$/.test(text)) return ['liability', null];
  return null;
}

// Built field by field: much cheaper than spreading a prepared line on every call.
function balanceLine(
  line: PreparedLine,
  side: BalanceSide,
  term: BalanceTerm,
  totalKind: BalanceTotalKind | null,
  heading = false,
): BalanceLine {
  return {
    index: line.index,
    account: line.account,
    code: line.code,
    folded: line.folded,
    noise: line.noise,
    total: line.total,
    // Only the sheet's section headings; an uncoded line of zeros is still a line.
    header: heading,
    side,
    term,
    totalKind,
  };
}

function structure(statement: PreparedStatement): BalanceStructure {
  const lines: BalanceLine[] = [];
  const totals: Partial<Record<BalanceTotalKind, BalanceLine>> = {};
  let side: BalanceSide = 'asset';
  let term: BalanceTerm = null;
  let visibleCount = statement.lines.length;
  for (const line of statement.lines) {
    if (side === 'control') {
      lines.push(balanceLine(line, side, null, null));
      continue;
    }
    // Headings and totals carry no code: only those need their words read.
    const text = line.code === '' ? bare(line.folded) : '';
    const totalKind = line.code === '' ? totalKindOf(text) : null;
    if (totalKind) {
      const [totalSide, totalTerm] = SIDE_OF_TOTAL[totalKind];
      const total = balanceLine(line, totalSide, totalTerm, totalKind);
      lines.push(total);
      totals[totalKind] ??= total;
      // A total closes its section: the next rows belong to what follows it in SNC order.
      if (totalKind === 'equityAndLiabilities') {
        side = 'control';
        visibleCount = lines.length;
      } else if (totalKind === 'assets') {
        side = 'equity';
        term = null;
      } else if (totalKind === 'equity') {
        side = 'liability';
        term = null;
      }
      continue;
    }
    const heading = line.code === '' ? headingOf(text) : null;
    if (heading) {
      [side, term] = heading;
    } else if (line.code !== '') {
      // Sheets without headings: equity (class 5, result 818) follows the assets, and the
      // liabilities (class 2 again) follow the equity, as in the SNC model.
      if (side === 'asset' && /^(?:5|81)/.test(line.code)) {
        side = 'equity';
        term = null;
      } else if (side === 'equity' && line.code.startsWith('2')) {
        side = 'liability';
        term = null;
      }
    }
    lines.push(balanceLine(line, side, term, null, heading !== null));
  }
  return { statement, lines, visibleCount, totals };
}

const cache = new WeakMap<readonly DetailedAccount[], BalanceStructure>();

/** Reads a balance sheet into sides (assets, equity, liabilities, control lines); cached. */
export function balanceStructure(accounts: readonly DetailedAccount[]): BalanceStructure {
  let cached = cache.get(accounts);
  if (!cached) {
    cached = structure(prepareStatement(accounts));
    cache.set(accounts, cached);
  }
  return cached;
}
