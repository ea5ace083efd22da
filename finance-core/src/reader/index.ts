/** The workbook reader: MyReport exports and RISEMA simulations (docs/workbook-format.md), from bytes. */
export { readWorkbook } from './read-workbook';
export type { ReadWorkbookOptions } from './read-workbook';
export type { ParsedWorkbook, PeriodSource } from './parsed-workbook';
export { WORKBOOK_REFUSALS, WorkbookRefusal, isWorkbookRefusal } from './refusal';
export type { WorkbookRefusalCode } from './refusal';
export { MAX_CELLS, MAX_INFLATED_BYTES } from './limits';
