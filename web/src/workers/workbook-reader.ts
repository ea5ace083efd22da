import type { WorkbookKind } from '@risema/finance-core/contract';
import type { SaftProgress } from '@risema/finance-core/saft';
import { proxy } from 'comlink';
import type { WorkbookReaderApi } from './workbook-reader.worker';
import type { SaftFileReading } from './saft-reading';
import type { WorkbookReading } from './workbook-reading';
import { workerClient } from './worker-client';

/** What a chosen file's card says when the reader's worker could not start or stopped. */
export const READER_FAILED =
  'O leitor de ficheiros não arrancou neste dispositivo: escolha o ficheiro de novo ou recarregue a página';

// One worker for the page, started at the first file: its code (SheetJS) loads only then.
const reader = workerClient<WorkbookReaderApi>(
  () => new Worker(new URL('./workbook-reader.worker.ts', import.meta.url), { type: 'module' }),
  READER_FAILED,
);

/**
 * Reads a chosen workbook in the Web Worker (finance-core's reader) and answers what it found or
 * why it is refused. The file is handed over as is: its bytes are read in the worker too.
 */
export function readWorkbookInWorker(file: File, kind: WorkbookKind): Promise<WorkbookReading> {
  return reader.call<WorkbookReading>((remote) => remote.read(file, file.name, kind));
}

/**
 * Reads a chosen SAF-T in the same Web Worker, streaming (finance-core's `readSaftInSlices`), the
 * bytes read reported to `onProgress` as the slices go; the main thread only gets the summary.
 */
export function readSaftInWorker(
  file: File,
  onProgress: (progress: SaftProgress) => void,
): Promise<SaftFileReading> {
  return reader.call<SaftFileReading>((remote) =>
    remote.readSaft(file, file.name, proxy(onProgress)),
  );
}

/**
 * Starts the worker ahead of the first file (the Upload tab calls it on opening): its code is
 * then loaded while online, and the first file is read without waiting for it.
 */
export function warmUpWorkbookReader(): void {
  reader.warmUp();
}
