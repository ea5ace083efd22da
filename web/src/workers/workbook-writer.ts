import type { ExportRequest, ExportedWorkbook } from '@risema/finance-core/export';
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { WorkbookWriterApi } from './workbook-writer.worker';

let remote: Remote<WorkbookWriterApi> | null = null;

/**
 * Writes the `.xlsx` workbook of an export request in the Web Worker (started at the first
 * export: its code, SheetJS included, loads only then), with its file name.
 */
export function writeWorkbookInWorker(request: ExportRequest): Promise<ExportedWorkbook> {
  remote ??= wrap<WorkbookWriterApi>(
    new Worker(new URL('./workbook-writer.worker.ts', import.meta.url), { type: 'module' }),
  );
  return remote.write(request);
}
