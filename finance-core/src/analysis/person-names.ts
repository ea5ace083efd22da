import { foldText } from '../common/text';

// Common Portuguese given names, folded. A statement line that is a person's name (a partner's or
// a manager's current account) is bookkeeping noise (docs/workbook-format.md, Rows; docs/product.md §5), and
// account names never start with one of these.
const GIVEN_NAMES = new Set([
  'adriana',
  'afonso',
  'alberto',
  'alexandra',
  'alexandre',
  'alice',
  'alvaro',
  'amelia',
  'ana',
  'andre',
  'angela',
  'antonio',
  'armando',
  'artur',
  'augusto',
  'beatriz',
  'bernardo',
  'bruno',
  'carla',
  'carlos',
  'carolina',
  'catarina',
  'cecilia',
  'celia',
  'claudia',
  'cristina',
  'daniel',
  'daniela',
  'david',
  'diana',
  'diogo',
  'dinis',
  'duarte',
  'eduarda',
  'eduardo',
  'elisa',
  'elisabete',
  'emanuel',
  'fabio',
  'fatima',
  'fernanda',
  'fernando',
  'filipa',
  'filipe',
  'francisca',
  'francisco',
  'gabriel',
  'gabriela',
  'goncalo',
  'graca',
  'guilherme',
  'helena',
  'helder',
  'henrique',
  'hugo',
  'ines',
  'isabel',
  'ivo',
  'jaime',
  'joana',
  'joao',
  'joaquim',
  'jorge',
  'jose',
  'julia',
  'julio',
  'laura',
  'leonor',
  'lourenco',
  'lucia',
  'luis',
  'luisa',
  'manuel',
  'manuela',
  'marco',
  'margarida',
  'maria',
  'mariana',
  'mario',
  'marta',
  'martim',
  'matilde',
  'miguel',
  'monica',
  'nuno',
  'octavio',
  'olga',
  'patricia',
  'paula',
  'paulo',
  'pedro',
  'raquel',
  'ricardo',
  'rita',
  'roberto',
  'rodrigo',
  'rosa',
  'rui',
  'salvador',
  'samuel',
  'sandra',
  'santiago',
  'sara',
  'sergio',
  'silvia',
  'simao',
  'sofia',
  'sonia',
  'susana',
  'teresa',
  'tiago',
  'tomas',
  'valter',
  'vania',
  'vasco',
  'vera',
  'vitor',
]);

const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
// A capitalised word (`Ferreira`) or one in capitals (`FERREIRA`), as exports write names.
const CAPITALISED = /^\p{Lu}(?:[\p{Ll}'-]+|[\p{Lu}'-]+)$/u;
const PARTNER_PREFIX = /^(?:socio|socia|acionista)\s+(.+)$/;
// Words that make a name a company's (`Ana Paula Lda`, `Manuel Ferreira & Filhos`).
const COMPANY_WORDS = new Set([
  'lda',
  'limitada',
  'unipessoal',
  'sa',
  'sgps',
  'crl',
  'filhos',
  'irmaos',
  'herdeiros',
  'companhia',
  'cia',
  'sociedade',
]);

/** True when the words are a capitalised name: `Manuel Ferreira`, `Ana da Silva Costa`, `RUI COSTA`. */
function isCapitalisedName(words: readonly string[]): boolean {
  if (words.length < 1 || words.length > 6) return false;
  return words.every((word) => CAPITALISED.test(word) || CONNECTORS.has(word.toLowerCase()));
}

/**
 * True when a description is a person's name: two to six capitalised words or words in capitals
 * (connectors `de`, `da`, `dos`… allowed) whose first is a common Portuguese given name (`Manuel
 * Ferreira`, `MANUEL FERREIRA`), or `Sócio`/`Sócia`/`Acionista` followed by a capitalised name
 * (`Sócio Manuel Ferreira`, `SÓCIO MANUEL FERREIRA`). A company's name (`Ana Paula Lda`) is not.
 */
export function looksLikePersonName(description: string): boolean {
  // Every name starts with a capital and has a space: most account names are out at once.
  if (!/^\s*\p{Lu}\S*\s+(?:(?:de|da|do|das|dos|e)\s+)*\p{Lu}/u.test(description)) return false;
  const trimmed = description.trim().replace(/\s+/g, ' ');
  const folded = foldText(trimmed);
  // The folded words line up with the words (folding keeps every word and space).
  const foldedWords = folded.split(' ');
  if (foldedWords.some((word) => word === '&' || COMPANY_WORDS.has(word))) return false;
  const words = trimmed.split(' ');
  if (PARTNER_PREFIX.test(folded)) return isCapitalisedName(words.slice(1));
  if (words.length < 2 || !GIVEN_NAMES.has(foldedWords[0] ?? '')) return false;
  return isCapitalisedName(words);
}
