/**
 * Text as the matching rules compare it (docs/workbook-format.md): lower-case, accents removed, every run of
 * white space (normal, no-break, narrow no-break) folded to one space, trimmed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
