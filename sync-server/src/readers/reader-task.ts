import type { WorkbookKind } from '@risema/finance-core/contract';
import type { ParsedWorkbook } from '@risema/finance-core/reader';
import type { ParsedSaft } from '@risema/finance-core/saft';

/** What the main thread asks a reader worker to read. */
export type ReaderRequest =
  | { reader: 'workbook'; bytes: Uint8Array; fileName: string; kind: WorkbookKind }
  | { reader: 'saft'; bytes: Uint8Array; fileName: string; now: number };

/**
 * A worker's answer. Refusals come back as data (status and Portuguese message): an Error's class
 * does not survive the trip between threads.
 */
export type ReaderResponse =
  | { outcome: 'workbook'; parsed: ParsedWorkbook }
  | { outcome: 'saft'; parsed: ParsedSaft }
  | { outcome: 'refused'; status: 413 | 415 | 422; message: string }
  | { outcome: 'failed'; message: string };
