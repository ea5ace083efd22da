/**
 * The reader worker: runs finance-core's readers (the workbook reader, the SAF-T reader) in a
 * worker thread of the pool (`reader-pool.ts`), off the server's event loop. Piscina loads this
 * file in each worker and calls `readInWorker` once per file.
 */
import { isWorkbookRefusal, readWorkbook } from '@risema/finance-core/reader';
import { isSaftRefusal, readSaft } from '@risema/finance-core/saft';
import type { ReaderRequest, ReaderResponse } from './reader-task';

/** Reads one file; refusals come back as data. */
export function readInWorker(request: ReaderRequest): ReaderResponse {
  try {
    if (request.reader === 'workbook') {
      return {
        outcome: 'workbook',
        parsed: readWorkbook(request.bytes, request.fileName, { kind: request.kind }),
      };
    }
    return {
      outcome: 'saft',
      parsed: readSaft(request.bytes, { fileName: request.fileName, now: new Date(request.now) }),
    };
  } catch (error) {
    if (isWorkbookRefusal(error) || isSaftRefusal(error)) {
      return { outcome: 'refused', status: error.status, message: error.message };
    }
    return { outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
