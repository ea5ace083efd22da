import { foldText } from './text';

/** Portuguese month names, lower-case as written inside a sentence (`junho de 2025`). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** Portuguese month abbreviations for table headers (docs/product.md: Jan…Dez). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

const FOLDED_NAMES = MONTH_NAMES.map(foldText);

/**
 * Month number (1–12) of a Portuguese month name or its three-letter abbreviation, case and
 * accents ignored (`Dezembro`, `dez`, `MARÇO`, `marco`), or null.
 */
export function monthFromName(name: string): number | null {
  const folded = foldText(name).replace(/\.$/, '');
  if (folded.length < 3) return null;
  const index = FOLDED_NAMES.findIndex((full) =>
    folded.length === 3 ? full.startsWith(folded) : full === folded,
  );
  return index === -1 ? null : index + 1;
}
