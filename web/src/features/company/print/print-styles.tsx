import { Global } from '@emotion/react';

// A4 print of an analysis tab: the app's navigation, tabs, selectors, buttons and the other
// (kept, hidden) tabs left out, tables at full width (no scroll area) with the description column
// at least a third of it, rows, cards and charts never cut across pages, header rows repeated on
// each page, charts kept at their size (drawn no wider than a page on screen too, so their text
// prints readable).
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  aside, header, nav, [role="tablist"], [role="status"], [role="alert"], .no-print,
  [data-print-hide], a[href="#main-content"], [data-kept-hidden] { display: none !important; }
  main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  .print-scroll { overflow: visible !important; border: 0 !important; }
  .print-scroll table { min-width: 0 !important; width: 100% !important; font-size: 8.5pt; }
  .print-scroll th, .print-scroll td { padding: 2px 4px !important; }
  .print-scroll table col { width: auto !important; }
  .print-scroll table col:first-child { width: 34% !important; }
  .print-scroll table col.narrow { width: 6% !important; }
  .print-scroll :is(th, td):first-child:not([colspan]) { position: static !important; }
  .print-scroll table.print-dense { font-size: 7pt; }
  thead { display: table-header-group; }
  tr, .print-avoid-break, .print-chart { break-inside: avoid; page-break-inside: avoid; }
  .print-card { box-shadow: none !important; }
  .print-chart { max-width: 100% !important; }
  .print-chart canvas { max-width: 100% !important; height: auto !important; }
  .print-page-break { break-before: page; }
}
`;

/** The print style sheet of the analysis tabs (rendered by the print header). */
export function PrintStyles() {
  return <Global styles={PRINT_CSS} />;
}
