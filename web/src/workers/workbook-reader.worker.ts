// The workbook reader's Web Worker: finance-core's reader off the main thread, so the page never
// freezes while a workbook is read (docs/design.md §2).
import { expose } from 'comlink';
import { readSaftFile } from './saft-reading';
import { readWorkbookFile } from './workbook-reading';

/** What the worker offers through Comlink: workbooks, and SAF-T files read streaming. */
export const workbookReaderApi = { read: readWorkbookFile, readSaft: readSaftFile };
export type WorkbookReaderApi = typeof workbookReaderApi;

expose(workbookReaderApi);
