import type { KeyFigures } from '../analysis/figures';
import { safeDivide } from '../analysis/numbers';
import { formatEuros } from '../format/number-format';
import { growthPercent, pointsChange } from './growth';
import { makeInsight, sortInsights } from './insight';
import type { Insight } from './insight';
import { pct, points } from './texts';

/** Cash below this (euros) and falling is critical (docs/product.md §9). */
export const LOW_CASH_LIMIT = 50_000;
/** Suppliers above this (euros) and growing fast is a high-priority warning (docs/product.md §9). */
export const HIGH_SUPPLIERS_LIMIT = 100_000;

type BalanceFigures = Pick<
  KeyFigures,
  'totalAssets' | 'cash' | 'clients' | 'suppliers' | 'equity' | 'inventories'
>;

/**
 * The balance insights of docs/product.md §9, current balance against the previous one: assets growth
 * >20 % success, <−10 % warning; cash below 50 000 € and down >20 % critical; cash up >50 %
 * success; clients up >30 % warning; suppliers up >50 % and above 100 000 € warning (high);
 * financial autonomy down >5 points warning, up >5 points success; inventories up >40 % info.
 */
export function balanceInsights(
  current: BalanceFigures,
  previous: BalanceFigures,
  previousLabel: string,
): Insight[] {
  const insights: Insight[] = [];

  const assetsGrowth = growthPercent(current.totalAssets, previous.totalAssets);
  if (assetsGrowth !== null && assetsGrowth > 20) {
    insights.push(
      makeInsight(
        'balance.assetsGrowth',
        'success',
        'Ativo em expansão',
        `O total do ativo cresceu ${pct(assetsGrowth)} face a ${previousLabel} (${formatEuros(previous.totalAssets)} → ${formatEuros(current.totalAssets)}).`,
        'Confirme que o crescimento do ativo se traduz em mais vendas e resultados.',
      ),
    );
  } else if (assetsGrowth !== null && assetsGrowth < -10) {
    insights.push(
      makeInsight(
        'balance.assetsDecline',
        'warning',
        'Redução do ativo',
        `O total do ativo diminuiu ${pct(Math.abs(assetsGrowth))} face a ${previousLabel}.`,
        'Verifique se a redução resulta de desinvestimento planeado ou de perda de recursos.',
      ),
    );
  }

  const cashGrowth = growthPercent(current.cash, previous.cash);
  if (
    current.cash !== null &&
    current.cash < LOW_CASH_LIMIT &&
    cashGrowth !== null &&
    cashGrowth < -20
  ) {
    insights.push(
      makeInsight(
        'balance.lowCash',
        'critical',
        'Tesouraria reduzida',
        `As disponibilidades desceram ${pct(Math.abs(cashGrowth))}, para ${formatEuros(current.cash)}.`,
        'Prepare um plano de tesouraria: acelere recebimentos e escalone pagamentos.',
      ),
    );
  }
  if (cashGrowth !== null && cashGrowth > 50) {
    insights.push(
      makeInsight(
        'balance.cashGrowth',
        'success',
        'Reforço da tesouraria',
        `As disponibilidades cresceram ${pct(cashGrowth)}, para ${formatEuros(current.cash)}.`,
        'Avalie aplicar os excedentes de tesouraria ou amortizar dívida.',
      ),
    );
  }

  const clientsGrowth = growthPercent(current.clients, previous.clients);
  if (clientsGrowth !== null && clientsGrowth > 30) {
    insights.push(
      makeInsight(
        'balance.clientsGrowth',
        'warning',
        'Saldo de clientes a crescer',
        `O saldo de clientes cresceu ${pct(clientsGrowth)}, para ${formatEuros(current.clients)}.`,
        'Reforce o acompanhamento das cobranças e dos prazos concedidos.',
      ),
    );
  }

  const suppliersGrowth = growthPercent(current.suppliers, previous.suppliers);
  if (
    suppliersGrowth !== null &&
    suppliersGrowth > 50 &&
    current.suppliers !== null &&
    current.suppliers > HIGH_SUPPLIERS_LIMIT
  ) {
    insights.push(
      makeInsight(
        'balance.suppliersGrowth',
        'warning',
        'Dívida a fornecedores em forte subida',
        `O saldo de fornecedores cresceu ${pct(suppliersGrowth)}, para ${formatEuros(current.suppliers)}.`,
        'Confirme que os pagamentos estão em dia e negoceie prazos com os principais fornecedores.',
        'high',
      ),
    );
  }

  const autonomyChange = pointsChange(
    safeDivide(current.equity, current.totalAssets),
    safeDivide(previous.equity, previous.totalAssets),
  );
  if (autonomyChange !== null && autonomyChange < -5) {
    insights.push(
      makeInsight(
        'balance.autonomyDown',
        'warning',
        'Autonomia financeira em queda',
        `A autonomia financeira desceu ${points(autonomyChange)} face a ${previousLabel}.`,
        'Evite aumentar o endividamento e considere reforçar os capitais próprios.',
      ),
    );
  } else if (autonomyChange !== null && autonomyChange > 5) {
    insights.push(
      makeInsight(
        'balance.autonomyUp',
        'success',
        'Autonomia financeira reforçada',
        `A autonomia financeira subiu ${points(autonomyChange)} face a ${previousLabel}.`,
        'A empresa depende menos de terceiros: mantenha esta trajetória.',
      ),
    );
  }

  const inventoriesGrowth = growthPercent(current.inventories, previous.inventories);
  if (inventoriesGrowth !== null && inventoriesGrowth > 40) {
    insights.push(
      makeInsight(
        'balance.inventoriesGrowth',
        'info',
        'Inventários em forte subida',
        `Os inventários cresceram ${pct(inventoriesGrowth)}, para ${formatEuros(current.inventories)}.`,
        'Verifique se o aumento acompanha as vendas previstas e evite stock parado.',
      ),
    );
  }
  return sortInsights(insights);
}
