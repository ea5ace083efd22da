import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  largestAcceptedWorkbook,
  memoryHeavyWorkbook,
  myReportWorkbook,
  textFileRenamed,
} from '@risema/finance-core/testing';
import { builtEntryPoint } from '../testing/entry-points';
import { ReaderPool, ReaderRefusal } from './reader-pool';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures');

async function refusalOf(read: Promise<unknown>) {
  try {
    await read;
  } catch (error) {
    if (error instanceof ReaderRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('read without refusal');
}

// Real worker threads running finance-core's readers (their first file waits for them to start).
// This pool's worker runs its source through tsx, as `npm run serve` runs it.
describe('the reader pool', { timeout: 120_000 }, () => {
  const pool = new ReaderPool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it('reads a workbook in a worker and answers the reader refusals as they are', async () => {
    const workbook = myReportWorkbook({ period: '2025-12' });
    const parsed = await pool.readWorkbook(workbook.bytes, workbook.fileName, 'myreport');
    expect(parsed.period).toBe('2025-12');
    expect(parsed.counts.balanceSheet).toBeGreaterThan(0);
    const text = textFileRenamed();
    expect(await refusalOf(pool.readWorkbook(text.bytes, text.fileName, 'myreport'))).toEqual({
      status: 415,
      message: 'O ficheiro não é um Excel válido',
    });
  });

  it('reads a SAF-T (.zip) in a worker, ready for the SAF-T upload', async () => {
    const bytes = new Uint8Array(
      readFileSync(path.join(fixtures, 'saft-oficina-exemplo-2024.zip')),
    );
    const parsed = await pool.readSaft(bytes, 'saft.zip', new Date('2025-06-01T12:00:00Z'));
    expect(parsed.periods).toHaveLength(12);
    expect(parsed.nif).toBe('512345678');
    const invoicing = new TextEncoder().encode(
      '<?xml version="1.0"?><AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:PT_1.04_01"><Header><AuditFileVersion>1.04_01</AuditFileVersion><TaxAccountingBasis>F</TaxAccountingBasis></Header></AuditFile>',
    );
    expect((await refusalOf(pool.readSaft(invoicing, 'f.xml'))).message).toMatch(
      /^Este ficheiro é um SAF-T de faturação/,
    );
  });
});

describe('the budgets of a file', { timeout: 180_000 }, () => {
  // The worker built for this run, as test servers run it: each of these pools starts one or two,
  // and tsx would compile the readers' sources again in each (about a CPU-second a start).
  const builtWorker = builtEntryPoint('reader-worker');
  it('past its time the worker is stopped: the Portuguese refusal', async () => {
    const pool = new ReaderPool({ maxThreads: 1, timeoutMs: 400, builtWorker });
    try {
      // About a second and a half of reading, and more with the worker's start-up.
      const heavy = largestAcceptedWorkbook();
      expect(await refusalOf(pool.readWorkbook(heavy.bytes, heavy.fileName, 'myreport'))).toEqual({
        status: 422,
        message: 'Ficheiro demasiado complexo para processar',
      });
    } finally {
      await pool.close();
    }
  });

  it('past its memory the worker dies, not the server: the refusal, and the next file is read', async () => {
    const pool = new ReaderPool({ maxThreads: 1, maxHeapMb: 64, timeoutMs: 120_000, builtWorker });
    try {
      const heavy = memoryHeavyWorkbook();
      expect(await refusalOf(pool.readWorkbook(heavy.bytes, heavy.fileName, 'myreport'))).toEqual({
        status: 422,
        message: 'Ficheiro demasiado complexo para processar',
      });
      const small = myReportWorkbook({ period: '2025-06' });
      expect((await pool.readWorkbook(small.bytes, small.fileName, 'myreport')).period).toBe(
        '2025-06',
      );
    } finally {
      await pool.close();
    }
  });

  it('with no worker kept ready, the first file starts one, which stays while its idle time lasts', async () => {
    const kept = new ReaderPool({
      maxThreads: 1,
      minThreads: 0,
      idleTimeoutMs: Infinity,
      builtWorker,
    });
    const ended = new ReaderPool({ maxThreads: 1, minThreads: 0, builtWorker });
    try {
      expect([kept.threadCount, ended.threadCount]).toEqual([0, 0]);
      const small = myReportWorkbook();
      await kept.readWorkbook(small.bytes, small.fileName, 'myreport');
      await ended.readWorkbook(small.bytes, small.fileName, 'myreport');
      // The default idle time (0) ends the worker once its file is read; by then the other
      // pool's worker, idle longer, would have ended too.
      await expect.poll(() => ended.threadCount).toBe(0);
      expect(kept.threadCount).toBe(1);
    } finally {
      await Promise.all([kept.close(), ended.close()]);
    }
  });

  it('closing the pool stops its workers', async () => {
    const pool = new ReaderPool({ maxThreads: 1, minThreads: 1, builtWorker });
    const small = myReportWorkbook();
    await pool.readWorkbook(small.bytes, small.fileName, 'myreport');
    expect(pool.threadCount).toBe(1);
    await pool.close();
    expect(pool.threadCount).toBe(0);
  });
});
