import type { FigureExplanation, FigureUnit } from '../analysis/explanation';
import { formatDays, formatDecimal, formatEuros, formatPercent } from './number-format';

/** An input of a formula in its unit, pt-PT: `91 135 €`, `12,60%`, `181 dias`, `1,38`, `12`. */
export function formatExplanationValue(value: number | null, unit: FigureUnit): string {
  switch (unit) {
    case 'eur':
      return formatEuros(value);
    case 'percent':
      return formatPercent(value);
    case 'days':
      return formatDays(value);
    case 'ratio':
      return formatDecimal(value, 2);
    case 'count':
      return formatDecimal(value, 0);
  }
}

/**
 * A figure's formula with its inputs' values written in: `Resultado líquido 91 135 € ÷ Total do
 * ativo 723 318 €`. Each input is written after its label's first place in the formula (longer
 * labels first, so `Resultado líquido` is not taken for `Resultado`); an input the formula does
 * not name is added in brackets at the end. The note is not included (screens show it apart).
 */
export function formatExplanation(explanation: FigureExplanation): string {
  const ordered = explanation.inputs
    .map((input, index) => ({ input, index }))
    .sort((a, b) => b.input.label.length - a.input.label.length);
  // Placeholders keep an inserted value from being matched by a shorter label.
  const slots: string[] = [];
  const missing: number[] = [];
  let text = explanation.formula;
  for (const { input, index } of ordered) {
    const at = input.label === '' ? -1 : text.indexOf(input.label);
    if (at < 0) {
      missing.push(index);
      continue;
    }
    const slot = `\uE000${slots.length}\uE000`;
    slots.push(`${input.label} ${formatExplanationValue(input.value, input.unit)}`);
    text = text.slice(0, at) + slot + text.slice(at + input.label.length);
  }
  text = text.replace(/\uE000(\d+)\uE000/g, (_, slot: string) => slots[Number(slot)] ?? '');
  if (missing.length === 0) return text;
  const extra = missing
    .sort((a, b) => a - b)
    .map((index) => {
      const input = explanation.inputs[index];
      return input ? `${input.label} ${formatExplanationValue(input.value, input.unit)}` : '';
    })
    .join('; ');
  return `${text} (${extra})`;
}
