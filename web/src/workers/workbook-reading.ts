import { tieOuts } from '@risema/finance-core/analysis';
import type { TieOut } from '@risema/finance-core/analysis';
import type { DetailedAccount, SectionCounts, WorkbookKind } from '@risema/finance-core/contract';
import { WORKBOOK_REFUSALS, isWorkbookRefusal, readWorkbook } from '@risema/finance-core/reader';
import type { PeriodSource } from '@risema/finance-core/reader';

/** What the confirmation dialog needs of a workbook read on this device. */
export interface WorkbookSummary {
  kind: WorkbookKind;
  fileName: string;
  company: string | null;
  nif: string | null;
  /** `AAAA-MM` read from the workbook, or null. */
  period: string | null;
  periodSource: PeriodSource | null;
  counts: SectionCounts;
  /** The reader's warnings (Portuguese). */
  warnings: string[];
  /** The tie-out checks the workbook failed (finance-core's `tieOuts`, without stored data). */
  tieOuts: TieOut[];
  /**
   * A RISEMA simulation's income statement (a few dozen rows), for its check against the
   * MyReport data stored for the period chosen in the dialog; empty for MyReport.
   */
  incomeStatement: DetailedAccount[];
}

/** A workbook read, or refused with the reader's Portuguese message (docs/workbook-format.md §3). */
export type WorkbookReading =
  { ok: true; workbook: WorkbookSummary } | { ok: false; message: string };

/**
 * Reads a chosen file with finance-core's reader (the same code the server runs on upload).
 * Refusals come back as a value, not an error, so they cross the worker boundary intact.
 */
export async function readWorkbookFile(
  file: Blob,
  fileName: string,
  kind: WorkbookKind,
): Promise<WorkbookReading> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const parsed = readWorkbook(bytes, fileName, { kind });
    return {
      ok: true,
      workbook: {
        kind: parsed.kind,
        fileName: parsed.fileName,
        company: parsed.company,
        nif: parsed.nif,
        period: parsed.period,
        periodSource: parsed.periodSource,
        counts: parsed.counts,
        warnings: parsed.warnings,
        tieOuts: tieOuts(parsed),
        incomeStatement: parsed.kind === 'risema' ? parsed.incomeStatement : [],
      },
    };
  } catch (error) {
    // The reader refuses every bad input itself; anything else is still an unreadable file.
    if (isWorkbookRefusal(error)) return { ok: false, message: error.message };
    return { ok: false, message: WORKBOOK_REFUSALS.corrupt.message };
  }
}
