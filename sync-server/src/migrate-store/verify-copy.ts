import { createHash } from 'node:crypto';
import type { Db } from '../db/dialect-adapter';
import type { CopiedTable, Row } from './store-tables';
import { COPIED_TABLES, countRows, readPages, rowKey } from './store-tables';

/** Rows read at a time while verifying. */
const PAGE_SIZE = 200;
/** Differences listed at most (one is enough to refuse the copy). */
const LISTED_DIFFERENCES = 10;

/** What a verification found: rows per table, the periods checked, and every difference. */
export interface Verification {
  tables: { name: CopiedTable['name']; source: number; target: number }[];
  /** Stored periods (`period_data` rows) whose checksums were compared. */
  periods: number;
  /** One SHA-256 over every period's checksum (with its key), the same on both sides. */
  periodsChecksum: string;
  /** Up to LISTED_DIFFERENCES rows that differ, are missing or are extra, in English. */
  differences: string[];
}

/** A JSON-able form of a value in which bytes and numbers read the same from either store. */
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { bytes: Buffer.from(value).toString('base64') };
  }
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** The SHA-256 of a row: every column, by name, with its value. */
export function rowChecksum(row: Row): string {
  const columns = Object.keys(row).sort();
  return createHash('sha256')
    .update(JSON.stringify(columns.map((column) => [column, canonical(row[column])])))
    .digest('hex');
}

/** Every row's checksum in a table, by key. */
async function checksums(db: Db, table: CopiedTable, onRows: (n: number) => void) {
  const sums = new Map<string, string>();
  for await (const rows of readPages(db, table, PAGE_SIZE)) {
    for (const row of rows) sums.set(rowKey(table, row), rowChecksum(row));
    onRows(rows.length);
  }
  return sums;
}

/**
 * Compares a copy with its source, table by table: row counts, and the checksum of every row
 * (every stored period's data included) found by its key on both sides. Reads each store through
 * the `Db` given (a transaction: the copy is verified before it commits).
 */
export async function verifyCopy(
  source: Db,
  target: Db,
  onProgress: (table: CopiedTable['name'], done: number, total: number) => void = () => {},
): Promise<Verification> {
  const verification: Verification = {
    tables: [],
    periods: 0,
    periodsChecksum: '',
    differences: [],
  };
  const differ = (line: string) => {
    if (verification.differences.length < LISTED_DIFFERENCES) verification.differences.push(line);
  };
  for (const table of COPIED_TABLES) {
    const counts = {
      source: await countRows(source, table.name),
      target: await countRows(target, table.name),
    };
    verification.tables.push({ name: table.name, ...counts });
    if (counts.source !== counts.target) {
      differ(`${table.name}: ${counts.source} rows in the source, ${counts.target} in the copy`);
    }
    let done = 0;
    const total = counts.source + counts.target;
    const step = (n: number) => onProgress(table.name, (done += n), total);
    const expected = await checksums(source, table, step);
    const found = await checksums(target, table, step);
    for (const [key, sum] of expected) {
      const copied = found.get(key);
      if (copied === undefined) differ(`${table.name} ${key}: missing from the copy`);
      else if (copied !== sum) differ(`${table.name} ${key}: differs in the copy`);
    }
    for (const key of found.keys()) {
      if (!expected.has(key)) differ(`${table.name} ${key}: in the copy only`);
    }
    if (table.name === 'period_data') {
      verification.periods = expected.size;
      verification.periodsChecksum = combined(expected);
      if (combined(found) !== verification.periodsChecksum) {
        differ('period_data: the checksum of every period differs');
      }
    }
  }
  return verification;
}

/** One checksum over a table's row checksums, whatever order the store read them in. */
function combined(sums: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const key of [...sums.keys()].sort()) hash.update(`${key}\t${sums.get(key) ?? ''}\n`);
  return hash.digest('hex');
}
