import { Global } from '@emotion/react';

// A4 print of an analysis tab: the app's navigation, tabs, selectors and buttons left out, tables
// at full width (no scroll area), rows, cards and charts never cut across pages, header rows
// repeated on each page.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  aside, header, nav, [role="tablist"], [role="status"], [role="alert"], .no-print,
  [data-print-hide], a[href="#main-content"] { display: none !important; }
  main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  .print-scroll { overflow: visible !important; border: 0 !important; }
  .print-scroll table { min-width: 0 !important; width: 100% !important; font-size: 8.5pt; }
  .print-scroll th, .print-scroll td { padding: 2px 4px !important; }
  thead { display: table-header-group; }
  tr, .print-avoid-break, .print-chart { break-inside: avoid; page-break-inside: avoid; }
  .print-card { box-shadow: none !important; }
  .print-chart canvas { max-width: 100% !important; height: auto !important; }
}
`;

/** The print style sheet of the analysis tabs (rendered by the print header). */
export function PrintStyles() {
  return <Global styles={PRINT_CSS} />;
}
