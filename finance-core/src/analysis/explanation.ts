/** How an input of a formula reads: euros, a fraction shown as percent, days, a plain ratio, a count. */
export type FigureUnit = 'eur' | 'percent' | 'days' | 'ratio' | 'count';

/**
 * The same unit under a name that does not clash with format's `FigureUnit` (the root barrel
 * exports both workspaces' names; there `FigureUnit` stays format's).
 */
export type ExplanationUnit = FigureUnit;

/** A named figure a formula used, with its value (null when the data does not give it). */
export interface FigureInput {
  label: string;
  value: number | null;
  unit: FigureUnit;
}

/**
 * How a figure on screen was computed (formula transparency): the formula in Portuguese, the
 * inputs it used, and a note where the screen needs to say more (an estimate, or why the
 * workbook's Rácios sheet shows another value).
 */
export interface FigureExplanation {
  /** Portuguese, e.g. `Resultado líquido ÷ Total do ativo`. */
  formula: string;
  inputs: readonly FigureInput[];
  /** E.g. why the workbook's Rácios sheet shows another value (IVA 23 %). */
  note?: string;
}

/** Builds an input (shorthand for the views). */
export function figureInput(label: string, value: number | null, unit: FigureUnit): FigureInput {
  return { label, value, unit };
}
