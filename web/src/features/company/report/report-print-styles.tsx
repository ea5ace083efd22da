import { Global } from '@emotion/react';

// The management report on A4: the cover alone on the first page, each section from a new page,
// rows and cards never cut, tables' header rows repeated. On screen the same sheets, centred and
// as wide as the paper's text (so the charts are drawn at the size they print).
const REPORT_CSS = `
.report-sheet {
  background: var(--chakra-colors-bg);
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  max-width: 210mm;
  margin-inline: auto;
  padding: 12mm;
  border: 1px solid var(--chakra-colors-border);
  border-radius: var(--chakra-radii-md);
  box-shadow: var(--chakra-shadows-sm);
}
@media (max-width: 48em) {
  .report-sheet { padding: 1rem; }
}
@media print {
  @page { size: A4; margin: 12mm; }
  .report-sheet {
    max-width: none; margin: 0; padding: 0; border: 0; border-radius: 0; box-shadow: none;
  }
  .report-sheet + .report-sheet { break-before: page; page-break-before: always; }
  .report-cover { min-height: 240mm; display: flex; flex-direction: column; justify-content: center; }
  .report-section > h2 { break-after: avoid; page-break-after: avoid; }
  .report-stack { gap: 0 !important; }
}
`;

/** The report's own page and print rules (the analysis tabs' print rules come with them). */
export function ReportPrintStyles() {
  return <Global styles={REPORT_CSS} />;
}
