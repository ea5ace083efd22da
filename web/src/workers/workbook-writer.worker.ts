// The Excel export's Web Worker: finance-core's sheets and SheetJS's writer off the main thread,
// so no screen's code carries SheetJS and the page never waits while a workbook is written.
import { exportWorkbook } from '@risema/finance-core/export';
import type { ExportRequest, ExportedWorkbook } from '@risema/finance-core/export';
import { expose, transfer } from 'comlink';

/** What the worker offers through Comlink. */
export const workbookWriterApi = {
  write(request: ExportRequest): ExportedWorkbook {
    const exported = exportWorkbook(request);
    return transfer(exported, [exported.bytes.buffer]);
  },
};
export type WorkbookWriterApi = typeof workbookWriterApi;

expose(workbookWriterApi);
