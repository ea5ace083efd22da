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

/**
 * Orders names as a Portuguese reader expects: accents, case and runs of spaces aside, then as
 * written when they fold alike. Plain comparisons instead of the ICU collator
 * (`localeCompare(…, 'pt')`), whose first use in a page loads its data: tens of milliseconds of
 * the first screen of a reload, before its list could show.
 */
export function compareText(a: string, b: string): number {
  return compareFolded(foldText(a), a, foldText(b), b);
}

function compareFolded(foldedA: string, a: string, foldedB: string, b: string): number {
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `items` sorted in place by `text` of each, as `compareText` orders it (each folded once). */
export function sortByText<T>(items: T[], text: (item: T) => string): T[] {
  const keyed = items.map((item) => {
    const value = text(item);
    return { item, value, folded: foldText(value) };
  });
  keyed.sort((a, b) => compareFolded(a.folded, a.value, b.folded, b.value));
  keyed.forEach(({ item }, index) => {
    items[index] = item;
  });
  return items;
}
