import { ESTIMATED_IRC_RATE } from './figures';
import { monthYearLabel, parsePeriod } from './periods';

/** Fixed Portuguese texts of the analysis screens (docs/product.md §2), to the letter where it gives them. */
export const analysisMessages = {
  dashboardTitle: 'DASHBOARD DE GESTÃO',
  noData: 'Dados não disponíveis',
  noDataHint: 'Faça upload de um documento primeiro',
  noRevenues: 'Sem dados de rendimentos disponíveis',
  noRevenuesHint: 'Faça upload de um ficheiro MyReport para ver os rendimentos.',
  noBalance: 'Sem dados de balanço disponíveis',
  noDetail: 'Nenhum dado detalhado disponível',
  noDetailHint: 'Faça upload de um ficheiro Excel para ver o detalhe das contas.',
  noRatios: 'Dados de rácios não encontrados na folha Excel',
  noPersonnel: 'Não foram encontrados gastos com pessoal nos dados carregados',
  comparisonMinimum: 'Selecione pelo menos 2 períodos para ver a comparação',
  comparisonLimitTitle: 'Limite atingido',
  comparisonLimit: 'Pode selecionar no máximo 4 períodos para comparação',
  comparisonMixedLengths:
    'Os períodos selecionados abrangem meses diferentes (valores acumulados do ano): as variações dos valores acumulados entre períodos de duração diferente não são comparáveis e não são mostradas; margens, prazos médios e rubricas do balanço comparam-se.',
  ircLabel: 'IRC',
  estimatedIrcLabel: 'Estimativa de IRC*',
  estimatedIrcNote: `* Estimativa de IRC: ${Math.round(ESTIMATED_IRC_RATE * 100)}% do resultado líquido, por não existir linha de IRC nos dados.`,
  estimatedIrcLossNote:
    '* Estimativa de IRC: 0 €, porque o resultado líquido é negativo (não há linha de IRC nos dados).',
  ircCreditNote: 'IRC negativo: crédito de imposto (reembolso), tal como o ficheiro o apresenta.',
  /** What a figure without meaning reads (return on negative equity). */
  notMeaningful: 'n.s.',
  noCurrentData: 'Sem dados deste mapa no período selecionado.',
  noPreviousYear: 'Sem dados do ano anterior para comparar.',
  estimatedLiquidityNote:
    'Liquidez geral estimada: o balanço não apresenta os totais do ativo corrente e do passivo corrente.',
} as const;

/** The note under the day ratios saying which base they use. */
export function dayBaseNote(dayBase: number): string {
  return dayBase === 365
    ? 'Prazos médios calculados sobre um ano de 365 dias.'
    : `Prazos médios calculados sobre os ${dayBase} dias decorridos do ano (valores acumulados, não anualizados).`;
}

/**
 * Why a period's flows are not compared with the previous year: only `unlike` (a whole year, or a
 * period of other months) exists, not the same months. `Sem comparação com o ano anterior: não há
 * valores dos mesmos 3 meses de 2025 (até Mar/2025), e 2025 (ano completo) não é comparável.`
 */
export function notLikeForLikeReason(period: string, unlike: string): string {
  const parts = parsePeriod(period);
  if (!parts) return `Sem comparação com o ano anterior: ${unlike} não é comparável.`;
  const months = parts.month === 1 ? 'do mesmo mês' : `dos mesmos ${parts.month} meses`;
  return `Sem comparação com o ano anterior: não há valores ${months} de ${parts.year - 1} (até ${monthYearLabel(parts.month, parts.year - 1)}), e ${unlike} não é comparável.`;
}
