import { describe, expect, it } from 'vitest';
import { SNC_ROUTING, classRouting, routingOf } from './snc-routing';
import type { Route } from './snc-routing';
import { BALANCE_LINES, INCOME_LINES } from './statement-lines';

/** A route in words: `debit line | credit line`, the income line, or `result`. */
function words(route: Route): string {
  if (route.kind === 'result') return 'resultado';
  if (route.kind === 'income') return `DR: ${INCOME_LINES[route.line].name}`;
  const debit = BALANCE_LINES[route.debit];
  const credit = BALANCE_LINES[route.credit];
  return `D: ${debit.name} (${debit.section}) | C: ${credit.name} (${credit.section})`;
}

/** The routing table line by line, as docs/saft.md documents it. */
const EXPECTED: Record<string, string> = {
  '11': 'D: Caixa e depósitos bancários (currentAssets) | C: Caixa e depósitos bancários (currentAssets)',
  '12': 'D: Caixa e depósitos bancários (currentAssets) | C: Financiamentos obtidos (currentLiabilities)',
  '13': 'D: Caixa e depósitos bancários (currentAssets) | C: Financiamentos obtidos (currentLiabilities)',
  '14': 'D: Outros ativos financeiros (currentAssets) | C: Outros passivos financeiros (currentLiabilities)',
  '142':
    'D: Ativos financeiros detidos para negociação (currentAssets) | C: Passivos financeiros detidos para negociação (currentLiabilities)',
  '21': 'D: Clientes (currentAssets) | C: Adiantamentos de clientes (currentLiabilities)',
  '218': 'D: Clientes (currentAssets) | C: Adiantamentos de clientes (currentLiabilities)',
  '219': 'D: Clientes (currentAssets) | C: Clientes (currentAssets)',
  '22': 'D: Outros créditos a receber (currentAssets) | C: Fornecedores (currentLiabilities)',
  '23': 'D: Outros créditos a receber (currentAssets) | C: Outras dívidas a pagar (currentLiabilities)',
  '24': 'D: Estado e outros entes públicos (currentAssets) | C: Estado e outros entes públicos (currentLiabilities)',
  '25': 'D: Outros créditos a receber (currentAssets) | C: Financiamentos obtidos (nonCurrentLiabilities)',
  '2512':
    'D: Outros créditos a receber (currentAssets) | C: Financiamentos obtidos (currentLiabilities)',
  '26': 'D: Outros créditos a receber (currentAssets) | C: Acionistas/sócios (currentLiabilities)',
  '261':
    'D: Capital subscrito e não realizado (currentAssets) | C: Acionistas/sócios (currentLiabilities)',
  '262':
    'D: Capital subscrito e não realizado (currentAssets) | C: Acionistas/sócios (currentLiabilities)',
  '27': 'D: Outros créditos a receber (currentAssets) | C: Outras dívidas a pagar (currentLiabilities)',
  '273':
    'D: Outros créditos a receber (currentAssets) | C: Responsabilidades por benefícios pós-emprego (nonCurrentLiabilities)',
  '2741':
    'D: Ativos por impostos diferidos (nonCurrentAssets) | C: Ativos por impostos diferidos (nonCurrentAssets)',
  '2742':
    'D: Passivos por impostos diferidos (nonCurrentLiabilities) | C: Passivos por impostos diferidos (nonCurrentLiabilities)',
  '28': 'D: Diferimentos (currentAssets) | C: Diferimentos (currentLiabilities)',
  '281': 'D: Diferimentos (currentAssets) | C: Diferimentos (currentAssets)',
  '282': 'D: Diferimentos (currentLiabilities) | C: Diferimentos (currentLiabilities)',
  '29': 'D: Provisões (nonCurrentLiabilities) | C: Provisões (nonCurrentLiabilities)',
  '31': 'DR: Custo das mercadorias vendidas e das matérias consumidas',
  '32': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '33': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '34': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '35': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '36': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '37': 'D: Ativos biológicos (currentAssets) | C: Ativos biológicos (currentAssets)',
  '372': 'D: Ativos biológicos (nonCurrentAssets) | C: Ativos biológicos (nonCurrentAssets)',
  '38': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '39': 'D: Inventários (currentAssets) | C: Inventários (currentAssets)',
  '41': 'D: Outros investimentos financeiros (nonCurrentAssets) | C: Outros investimentos financeiros (nonCurrentAssets)',
  '4111':
    'D: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets) | C: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets)',
  '4121':
    'D: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets) | C: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets)',
  '4131':
    'D: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets) | C: Participações financeiras - método da equivalência patrimonial (nonCurrentAssets)',
  '42': 'D: Propriedades de investimento (nonCurrentAssets) | C: Propriedades de investimento (nonCurrentAssets)',
  '43': 'D: Ativos fixos tangíveis (nonCurrentAssets) | C: Ativos fixos tangíveis (nonCurrentAssets)',
  '44': 'D: Ativos intangíveis (nonCurrentAssets) | C: Ativos intangíveis (nonCurrentAssets)',
  '441': 'D: Goodwill (nonCurrentAssets) | C: Goodwill (nonCurrentAssets)',
  '45': 'D: Ativos fixos tangíveis (nonCurrentAssets) | C: Ativos fixos tangíveis (nonCurrentAssets)',
  '451':
    'D: Outros investimentos financeiros (nonCurrentAssets) | C: Outros investimentos financeiros (nonCurrentAssets)',
  '452':
    'D: Propriedades de investimento (nonCurrentAssets) | C: Propriedades de investimento (nonCurrentAssets)',
  '454': 'D: Ativos intangíveis (nonCurrentAssets) | C: Ativos intangíveis (nonCurrentAssets)',
  '46': 'D: Ativos não correntes detidos para venda (currentAssets) | C: Ativos não correntes detidos para venda (currentAssets)',
  '51': 'D: Capital subscrito (equity) | C: Capital subscrito (equity)',
  '52': 'D: Ações (quotas) próprias (equity) | C: Ações (quotas) próprias (equity)',
  '53': 'D: Outros instrumentos de capital próprio (equity) | C: Outros instrumentos de capital próprio (equity)',
  '54': 'D: Prémios de emissão (equity) | C: Prémios de emissão (equity)',
  '55': 'D: Outras reservas (equity) | C: Outras reservas (equity)',
  '551': 'D: Reservas legais (equity) | C: Reservas legais (equity)',
  '56': 'D: Resultados transitados (equity) | C: Resultados transitados (equity)',
  '57': 'D: Ajustamentos / outras variações no capital próprio (equity) | C: Ajustamentos / outras variações no capital próprio (equity)',
  '58': 'D: Excedentes de revalorização (equity) | C: Excedentes de revalorização (equity)',
  '59': 'D: Ajustamentos / outras variações no capital próprio (equity) | C: Ajustamentos / outras variações no capital próprio (equity)',
  '61': 'DR: Custo das mercadorias vendidas e das matérias consumidas',
  '62': 'DR: Fornecimentos e serviços externos',
  '63': 'DR: Gastos com o pessoal',
  '64': 'DR: Gastos/reversões de depreciação e de amortização',
  '65': 'DR: Imparidade de investimentos depreciáveis/amortizáveis (perdas/reversões)',
  '651': 'DR: Imparidade de dívidas a receber (perdas/reversões)',
  '652': 'DR: Imparidade de inventários (perdas/reversões)',
  '653': 'DR: Imparidade de investimentos não depreciáveis/amortizáveis (perdas/reversões)',
  '658': 'DR: Imparidade de investimentos não depreciáveis/amortizáveis (perdas/reversões)',
  '66': 'DR: Aumentos/reduções de justo valor',
  '67': 'DR: Provisões (aumentos/reduções)',
  '68': 'DR: Outros gastos',
  '685': 'DR: Ganhos/perdas imputados de subsidiárias, associadas e empreendimentos conjuntos',
  '69': 'DR: Juros e gastos similares suportados',
  '71': 'DR: Vendas e serviços prestados',
  '72': 'DR: Vendas e serviços prestados',
  '73': 'DR: Variação nos inventários da produção',
  '74': 'DR: Trabalhos para a própria entidade',
  '75': 'DR: Subsídios à exploração',
  '76': 'DR: Outros rendimentos',
  '761': 'DR: Gastos/reversões de depreciação e de amortização',
  '762': 'DR: Imparidade de investimentos depreciáveis/amortizáveis (perdas/reversões)',
  '7621': 'DR: Imparidade de dívidas a receber (perdas/reversões)',
  '7622': 'DR: Imparidade de inventários (perdas/reversões)',
  '7623': 'DR: Imparidade de investimentos não depreciáveis/amortizáveis (perdas/reversões)',
  '7628': 'DR: Imparidade de investimentos não depreciáveis/amortizáveis (perdas/reversões)',
  '763': 'DR: Provisões (aumentos/reduções)',
  '77': 'DR: Aumentos/reduções de justo valor',
  '78': 'DR: Outros rendimentos',
  '785': 'DR: Ganhos/perdas imputados de subsidiárias, associadas e empreendimentos conjuntos',
  '79': 'DR: Juros e rendimentos similares obtidos',
  '811': 'resultado',
  '812': 'DR: Imposto sobre o rendimento do período',
  '818': 'resultado',
  '89': 'D: Dividendos antecipados (equity) | C: Dividendos antecipados (equity)',
};

describe('the SNC routing table, line by line', () => {
  it('has exactly the documented rows', () => {
    expect(SNC_ROUTING.map((row) => row.prefix).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(SNC_ROUTING.map((row) => [row.prefix, row.account, row] as const))(
    '%s %s',
    (prefix, _account, row) => {
      expect(words(row.route)).toBe(EXPECTED[prefix]);
    },
  );
});

describe('routingOf: the longest known prefix of an account code', () => {
  it.each([
    ['12010001', '12'],
    ['2512001', '2512'],
    ['2511001', '25'],
    ['2432113211', '24'],
    ['62212', '62'],
    ['7621', '7621'],
    ['76299', '762'],
    ['8121', '812'],
    ['4381', '43'],
    ['4411', '441'],
  ])('%s → %s', (code, prefix) => {
    expect(routingOf(code)?.prefix).toBe(prefix);
  });

  it('no row for a code outside the SNC list; the class decides as last resort', () => {
    expect(routingOf('9211')).toBeNull();
    expect(routingOf('X12')).toBeNull();
    expect(words(classRouting('0999').route)).toBe(
      'D: Outros créditos a receber (currentAssets) | C: Outras dívidas a pagar (currentLiabilities)',
    );
    expect(words(classRouting('6999').route)).toBe('DR: Outros gastos');
  });
});
