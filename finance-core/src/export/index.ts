/**
 * Excel export of the analysis tables (`@risema/finance-core/export`): each tab's view as typed
 * sheets (amounts as numbers with pt-PT formats, texts never formulas), the `.xlsx` writer
 * (SheetJS `write`) and the file name. It carries SheetJS: the web app runs it in a Web Worker.
 */
export * from './export-request';
export * from './export-table';
export * from './file-name';
export * from './tab-sheets';
export * from './write-workbook';
