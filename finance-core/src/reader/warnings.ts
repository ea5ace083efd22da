import type { StatementKey } from '../contract/financial';
import type { YearMonth } from './period-text';
import type { CellValue } from './sheet-grid';

/** Spreadsheet column letters of a 0-based column index (0 → A, 27 → AB). */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The statements as the product names them. */
export const STATEMENT_LABELS: Record<StatementKey, string> = {
  balanceSheet: 'Balanço',
  incomeStatement: 'DRE',
  externalServices: 'FSE',
  financialRatios: 'Rácios',
};

function keyLabel(key: string): string {
  const [year, kind] = key.split('_');
  if (kind === 'current') return `${year} (período atual)`;
  if (kind === 'year') return `${year} (ano completo)`;
  if (kind === 'period') return `${year} (período homólogo)`;
  return key;
}

function monthYear({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** Longest text a warning quotes from a cell. */
const QUOTED_LENGTH = 40;

function quoted(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text;
}

function shownCell(value: CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  return quoted(String(value ?? ''));
}

/** The reader's warnings: oddities that do not refuse the workbook, in European Portuguese. */
export const warnings = {
  noTableHeader: (sheet: string) =>
    `A folha «${sheet}» não tem a linha de cabeçalho da tabela (Descrição, Rubrica, Designação ou Indicador): as suas linhas não foram lidas.`,
  noValueColumns: (sheet: string) =>
    `A folha «${sheet}» não tem colunas de valores com um ano no cabeçalho: as suas linhas foram lidas com valor 0.`,
  repeatedColumn: (sheet: string, key: string, kept: string, ignored: string) =>
    `A folha «${sheet}» tem mais de uma coluna para ${keyLabel(key)} (colunas ${kept} e ${ignored}): foi lida a coluna ${kept}.`,
  unreadableAmount: (sheet: string, row: number, column: number, value: CellValue) =>
    `Valor ilegível na folha «${sheet}», linha ${row + 1}, coluna ${columnLetters(column)}: «${shownCell(value)}» (lido como 0).`,
  moreUnreadableAmounts: (sheet: string, count: number) =>
    `Mais ${count} ${count === 1 ? 'valor ilegível' : 'valores ilegíveis'} na folha «${sheet}» (lidos como 0).`,
  unreadablePeriod: (sheet: string, text: string) =>
    `Período ilegível na folha «${sheet}»: «${quoted(text)}».`,
  periodConflict: (sheet: string, found: YearMonth, used: YearMonth) =>
    `A folha «${sheet}» indica o período ${monthYear(found)}, diferente de ${monthYear(used)}: foi usado ${monthYear(used)}.`,
  nifConflict: (sheet: string, found: string, used: string) =>
    `A folha «${sheet}» indica o NIF ${found}, diferente de ${used}: foi usado ${used}.`,
  missingStatements: (statements: StatementKey[]) =>
    `${statements.length === 1 ? 'Folha não encontrada' : 'Folhas não encontradas'}: ${statements.map((key) => STATEMENT_LABELS[key]).join(', ')}.`,
  noPeriod: () => 'Não foi possível determinar o período do ficheiro: indique-o na confirmação.',
} as const;
