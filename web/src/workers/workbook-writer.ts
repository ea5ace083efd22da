import type { ExportRequest, ExportedWorkbook } from '@risema/finance-core/export';
import type { WorkbookWriterApi } from './workbook-writer.worker';
import { workerClient } from './worker-client';

// Started at the first export: its code, SheetJS included, loads only then.
const writer = workerClient<WorkbookWriterApi>(
  () => new Worker(new URL('./workbook-writer.worker.ts', import.meta.url), { type: 'module' }),
  'O gerador do Excel não arrancou neste dispositivo',
);

/** Writes the `.xlsx` workbook of an export request in the Web Worker, with its file name. */
export function writeWorkbookInWorker(request: ExportRequest): Promise<ExportedWorkbook> {
  return writer.call((remote) => remote.write(request));
}
