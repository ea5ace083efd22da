import { foldText } from '../common/text';
import type { DetailedAccount } from '../contract';
import { looksLikePersonName } from './person-names';

// `controle` is the spelling some software uses; `ajustamento` covers the plural too.
const NOISE_WORDS = ['controlo', 'controle', 'ctrl', 'ajustamento'];
const NOISE_CODES = ['5312', '5932'];

/**
 * Bookkeeping noise the analysis screens hide and the sums ignore (docs/workbook-format.md, Rows): descriptions
 * containing `controlo`/`controle`, `ctrl` or `ajustamento(s)`; a partner's or a person's current account (code
 * starting `26`, or a description that is `Sócio`/`Sócia`/`Acionista` + a name, or a name alone);
 * codes 5312 and 5932 (and their sub-accounts).
 */
export function isNoiseLine(account: Pick<DetailedAccount, 'code' | 'description'>): boolean {
  return isNoise(account.code.trim(), foldText(account.description), account.description);
}

/** The same rule on a code and description already trimmed and folded (the hot path). */
export function isNoise(code: string, folded: string, description: string): boolean {
  if (NOISE_WORDS.some((word) => folded.includes(word))) return true;
  if (code.startsWith('26')) return true;
  if (NOISE_CODES.some((noise) => code.startsWith(noise))) return true;
  return looksLikePersonName(description);
}
