import { ESTIMATED_IRC_RATE } from './figures';

/** Fixed Portuguese texts of the analysis screens (SPEC.md §2), to the letter where it gives them. */
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
    'Os períodos selecionados abrangem meses diferentes (valores acumulados do ano): as variações não comparam períodos iguais.',
  ircLabel: 'IRC',
  estimatedIrcLabel: 'Estimativa de IRC*',
  estimatedIrcNote: `* Estimativa de IRC: ${Math.round(ESTIMATED_IRC_RATE * 100)}% do resultado líquido, por não existir linha de IRC nos dados.`,
  estimatedLiquidityNote:
    'Liquidez geral estimada: o balanço não apresenta os totais do ativo corrente e do passivo corrente.',
} as const;

/** The note under the day ratios saying which base they use. */
export function dayBaseNote(dayBase: number): string {
  return dayBase === 365
    ? 'Prazos médios calculados sobre um ano de 365 dias.'
    : `Prazos médios calculados sobre os ${dayBase} dias decorridos do ano (valores acumulados, não anualizados).`;
}
