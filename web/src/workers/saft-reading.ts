import type { SectionCounts } from '@risema/finance-core/contract';
import { isSaftRefusal, readSaftInSlices } from '@risema/finance-core/saft';
import type { SaftProgress } from '@risema/finance-core/saft';

/** What the confirmation dialog needs of a SAF-T read on this device (docs/saft.md). */
export interface SaftSummary {
  kind: 'saft';
  fileName: string;
  /** `CompanyName` and `TaxRegistrationNumber` of the header. */
  company: string | null;
  nif: string | null;
  fiscalYear: number;
  /** The months the file gives, oldest first: `AAAA-MM` and `Janeiro 2024`. */
  months: { period: string; label: string }[];
  /** Lines of the last month's statements. */
  counts: SectionCounts;
  /** The reader's warnings and each month's failed tie-out checks, named by month (Portuguese). */
  warnings: string[];
}

/** A SAF-T read, or refused with the reader's Portuguese message. */
export type SaftFileReading = { ok: true; saft: SaftSummary } | { ok: false; message: string };

/** What a SAF-T that the reader could not read for a reason of its own is told. */
const UNREADABLE = 'O ficheiro SAF-T está incompleto ou danificado (o XML termina antes do fim)';

/** Gives the worker's event loop a turn between slices (progress messages go out then). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Reads a chosen SAF-T (`.xml`, or `.zip` holding one) with finance-core's streaming reader, a
 * slice at a time, reporting the bytes parsed (`onProgress`) between slices. Runs in the Web
 * Worker; refusals come back as a value so they cross the worker boundary intact.
 */
export async function readSaftFile(
  file: Blob,
  fileName: string,
  onProgress?: (progress: SaftProgress) => void,
): Promise<SaftFileReading> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const parsed = await readSaftInSlices(
      bytes,
      { fileName },
      { onProgress: (progress) => onProgress?.(progress), pause: nextTurn },
    );
    const last = parsed.months.at(-1);
    return {
      ok: true,
      saft: {
        kind: 'saft',
        fileName: parsed.fileName,
        company: parsed.company,
        nif: parsed.nif,
        fiscalYear: parsed.fiscalYear,
        months: parsed.months.map((month) => ({ period: month.period, label: month.label })),
        counts: last?.counts ?? {
          balanceSheet: 0,
          incomeStatement: 0,
          externalServices: 0,
          financialRatios: 0,
        },
        warnings: [
          ...parsed.warnings,
          ...parsed.months.flatMap((month) =>
            month.tieOuts.map((check) => `${month.label}: ${check.message}`),
          ),
        ],
      },
    };
  } catch (error) {
    if (isSaftRefusal(error)) return { ok: false, message: error.message };
    return { ok: false, message: UNREADABLE };
  }
}
