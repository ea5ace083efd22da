import { classRouting, routingOf } from './snc-routing';
import type { RoutingRow } from './snc-routing';

/**
 * Our table of the SNC taxonomy S (SNC base; Portaria n.º 302/2016, also used by taxonomy N):
 * ranges of `TaxonomyCode` values and the SNC accounts they classify. A GM account's taxonomy code
 * says which SNC account it is, whatever the number the program gave it; the routing table
 * (`snc-routing.ts`) then says which statement line its balance goes to.
 *
 * How the table was built (docs/saft.md): the taxonomy lists the SNC accounts in code order, so
 * each range is the span of one SNC group. Classes 1 and 2 are split group by group and anchored
 * on codes read in real exports (1 Caixa, 2 Depósitos à ordem, 10 and 11 Clientes c/c, 16
 * Clientes - títulos a receber, 24 Adiantamentos de clientes, 37 Fornecedores c/c, 74, 75, 77, 79,
 * 80 the IVA accounts). From class 3 on only the class is fixed (157 Compras - mercadorias, 357
 * Combustíveis, 506 Vendas - mercadorias, 513 Prestações de serviços are anchors); there the
 * account's own SNC code chooses the line within the class.
 */
export interface TaxonomyRange {
  from: number;
  to: number;
  /** What the codes classify (Portuguese, as the docs list it). */
  label: string;
  /** Account code prefixes the range covers: an account whose code starts with one of them is routed by its own code. */
  accepts: readonly string[];
  /** The SNC code the range stands for when the account's own code is not one of `accepts`. */
  primary: string;
}

const range = (
  from: number,
  to: number,
  label: string,
  accepts: readonly string[],
  primary = accepts[0] ?? '',
): TaxonomyRange => ({ from, to, label, accepts, primary });

const OTHER_PAYABLES = ['25', '26', '27', '28', '29'];
const INVENTORY_CLASS = ['32', '33', '34', '35', '36', '37', '38', '39'];

/** Taxonomy S, range by range (documented in docs/saft.md). */
export const TAXONOMY_S: readonly TaxonomyRange[] = [
  range(1, 1, 'Caixa', ['11']),
  range(2, 2, 'Depósitos à ordem', ['12']),
  range(3, 3, 'Outros depósitos bancários', ['13']),
  range(4, 9, 'Outros instrumentos financeiros', ['14']),
  range(10, 23, 'Clientes c/c e títulos a receber', ['211', '212', '21'], '211'),
  range(24, 24, 'Adiantamentos de clientes', ['218']),
  range(25, 36, 'Clientes - perdas por imparidade acumuladas', ['219']),
  range(37, 49, 'Fornecedores c/c, títulos a pagar, faturas em receção', ['22'], '221'),
  range(50, 55, 'Adiantamentos a fornecedores', ['228']),
  range(56, 61, 'Fornecedores - perdas por imparidade acumuladas', ['229']),
  range(62, 70, 'Pessoal', ['23']),
  range(71, 71, 'Imposto sobre o rendimento', ['241']),
  range(72, 72, 'Retenção de impostos sobre rendimentos', ['242']),
  range(73, 81, 'Imposto sobre o valor acrescentado (IVA)', ['243']),
  range(82, 82, 'Outros impostos', ['244']),
  range(83, 83, 'Contribuições para a segurança social', ['245']),
  range(84, 84, 'Tributos das autarquias locais', ['246']),
  range(85, 85, 'Outras tributações', ['248']),
  range(86, 94, 'Financiamentos obtidos', OTHER_PAYABLES, '25'),
  range(95, 102, 'Acionistas/sócios', OTHER_PAYABLES, '26'),
  range(103, 144, 'Outras contas a receber e a pagar', OTHER_PAYABLES, '27'),
  range(145, 146, 'Diferimentos', OTHER_PAYABLES, '28'),
  range(147, 156, 'Provisões', OTHER_PAYABLES, '29'),
  range(157, 161, 'Compras', ['31']),
  range(162, 219, 'Inventários e ativos biológicos', INVENTORY_CLASS, '32'),
  range(220, 322, 'Investimentos (classe 4)', ['4'], '43'),
  range(323, 339, 'Capital, reservas e resultados transitados (classe 5)', ['5'], '59'),
  range(340, 505, 'Gastos (classe 6)', ['6'], '68'),
  range(506, 512, 'Vendas', ['71']),
  range(513, 599, 'Rendimentos (classe 7)', ['7'], '78'),
  range(600, 999, 'Resultados (classe 8)', ['8'], '818'),
];

/** The range of a taxonomy code, or null for a code the table does not know. */
export function taxonomyRange(code: number): TaxonomyRange | null {
  return TAXONOMY_S.find((entry) => code >= entry.from && code <= entry.to) ?? null;
}

/** How an account was placed: which code routed it, and why (for the warnings). */
export interface Placement {
  row: RoutingRow;
  /**
   * `taxonomy`: by the taxonomy code (the account's own code confirming it, or the range's SNC
   * account); `mismatch`: the taxonomy names another SNC class than the account's code, which
   * wins; `code`: no (known) taxonomy code, by the account's own SNC code; `class`: neither is
   * known, by the first digit of the code.
   */
  how: 'taxonomy' | 'mismatch' | 'code' | 'class';
}

/** Places a GM account: taxonomy first (S and N), the SNC account code as the fallback. */
export function placeAccount(accountId: string, taxonomyCode: number | null): Placement {
  const range = taxonomyCode === null ? null : taxonomyRange(taxonomyCode);
  const byCode = routingOf(accountId);
  if (range === null) {
    return byCode ? { row: byCode, how: 'code' } : { row: classRouting(accountId), how: 'class' };
  }
  if (byCode && range.accepts.some((prefix) => accountId.startsWith(prefix))) {
    return { row: byCode, how: 'taxonomy' };
  }
  const primary = routingOf(range.primary) ?? classRouting(range.primary);
  // The same SNC class: the program numbers its accounts its own way, the taxonomy says which.
  if (accountId.charAt(0) === range.primary.charAt(0) || byCode === null) {
    return { row: primary, how: 'taxonomy' };
  }
  return { row: byCode, how: 'mismatch' };
}
