import type { DocumentKind, WorkbookKind } from '@risema/finance-core/contract';
import type { SaftSummary } from '../../../workers/saft-reading';
import type { WorkbookSummary } from '../../../workers/workbook-reading';

/** Where the upload of one workbook stands. */
export type UploadStage =
  | { step: 'idle' }
  | { step: 'reading'; kind: DocumentKind; fileName: string; percent?: number }
  | { step: 'review' | 'sending'; kind: WorkbookKind; file: File; workbook: WorkbookSummary }
  | { step: 'review' | 'sending'; kind: 'saft'; file: File; saft: SaftSummary };

/**
 * The stage once the worker reports `percent` of `fileName` read. The progress comes over its own
 * message port, the answer over the worker's: a last progress message may arrive after the
 * answer, and must then leave the stage the answer set (the dialog), not turn it back into a read
 * at 100 % that never ends.
 */
export function withReadingProgress(
  stage: UploadStage,
  kind: DocumentKind,
  fileName: string,
  percent: number,
): UploadStage {
  if (stage.step !== 'reading' || stage.kind !== kind || stage.fileName !== fileName) return stage;
  if (stage.percent === percent) return stage;
  return { ...stage, percent };
}
