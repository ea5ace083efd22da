// Refused by Windows, macOS or Linux file systems in a name: < > : " / \ | ? * and control
// characters (C0, DEL, C1), plus the bidirectional controls that can disguise an extension.
// eslint-disable-next-line no-control-regex
const REFUSED = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_LENGTH = 120;

/**
 * A company's name made safe as part of a file name: refused characters removed, spaces made one,
 * no leading or trailing dots or spaces (Windows drops them), at most 120 characters.
 */
export function safeFileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Tabs and line breaks are spaces first (control characters are then removed).
    .replace(/\s+/g, ' ')
    .replace(REFUSED, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return cleaned.slice(0, MAX_NAME_LENGTH).trim();
}

/**
 * The name of an exported workbook: `<company name> - <AAAA-MM>.xlsx`
 * (`Padaria Lusitana - 2025-12.xlsx`), refused characters removed; `RISEMA` stands for a name
 * with nothing left.
 */
export function exportFileName(companyName: string, period: string): string {
  const name = safeFileNamePart(companyName) || 'RISEMA';
  const when = safeFileNamePart(period);
  return `${name} - ${when}.xlsx`;
}
