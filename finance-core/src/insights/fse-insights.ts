import type { KeyFigures } from '../analysis/figures';
import { fseDetailLines, fseOrientation } from '../analysis/fse-lines';
import { safeDivide } from '../analysis/numbers';
import { lineValue, prepareStatement } from '../analysis/prepared-statement';
import type { PreparedLine } from '../analysis/prepared-statement';
import type { StatementPair } from '../analysis/previous-source';
import { matchRows } from '../analysis/row-matcher';
import { formatEuros, formatPercent } from '../format/number-format';
import { growthPercent, percentOf } from './growth';
import { makeInsight, sortInsights } from './insight';
import type { Insight } from './insight';
import { pct, signedPct } from './texts';

const ADVERTISING = ['publicidade', 'propaganda'];

/**
 * The FSE insights of docs/product.md §9 (further thresholds): FSE change >20 % critical, <−15 % success,
 * within ±5 % stable (info); FSE over 25 % of sales warning; one line (supplier) over 30 % of the
 * FSE warning; that main line growing >50 % warning; advertising over 5 % of sales info.
 */
export function fseInsights(
  pair: StatementPair,
  current: KeyFigures,
  previous: KeyFigures | null,
  previousLabel: string | null,
): Insight[] {
  const insights: Insight[] = [];
  const against = previousLabel ?? 'o período anterior';
  const fseGrowth = previous ? growthPercent(current.fse, previous.fse) : null;
  if (fseGrowth !== null && fseGrowth > 20) {
    insights.push(
      makeInsight(
        'fse.growth',
        'critical',
        "FSE's em forte subida",
        `Os fornecimentos e serviços externos cresceram ${pct(fseGrowth)} face a ${against} (${formatEuros(previous?.fse ?? null)} → ${formatEuros(current.fse)}).`,
        'Reveja os contratos de maior valor e elimine serviços dispensáveis.',
      ),
    );
  } else if (fseGrowth !== null && fseGrowth < -15) {
    insights.push(
      makeInsight(
        'fse.decline',
        'success',
        "Redução dos FSE's",
        `Os fornecimentos e serviços externos desceram ${pct(Math.abs(fseGrowth))} face a ${against}.`,
        'Mantenha o controlo de custos que permitiu esta redução.',
      ),
    );
  } else if (fseGrowth !== null && Math.abs(fseGrowth) <= 5) {
    insights.push(
      makeInsight(
        'fse.stable',
        'info',
        "FSE's estáveis",
        `Os fornecimentos e serviços externos variaram ${signedPct(fseGrowth)} face a ${against}.`,
        'Continue a acompanhar as rubricas de maior peso.',
      ),
    );
  }

  const shareOfSales = safeDivide(current.fse, current.turnover);
  const share = percentOf(shareOfSales);
  if (share !== null && share > 25) {
    insights.push(
      makeInsight(
        'fse.shareOfSales',
        'warning',
        "Peso elevado dos FSE's",
        `Os fornecimentos e serviços externos representam ${formatPercent(shareOfSales)} das vendas.`,
        'Compare com o setor e negoceie os contratos com maior impacto.',
      ),
    );
  }

  const statement = prepareStatement(pair.current.accounts);
  const currentKey = pair.current.key;
  const lines = fseDetailLines(statement, [currentKey]);
  if (currentKey !== null && lines.length > 0 && current.fse) {
    const sign = fseOrientation(lines, currentKey);
    const valueOf = (line: PreparedLine) => sign * (lineValue(line, currentKey) ?? 0);
    const main = lines.reduce<PreparedLine | null>(
      (best, line) => (best === null || valueOf(line) > valueOf(best) ? line : best),
      null,
    );
    if (main) {
      const mainValue = valueOf(main);
      const mainShare = safeDivide(mainValue, current.fse);
      const name = main.account.description.trim();
      if ((percentOf(mainShare) ?? 0) > 30) {
        insights.push(
          makeInsight(
            'fse.concentration',
            'warning',
            'Concentração num fornecimento',
            `${name} representa ${formatPercent(mainShare)} do total de FSE's (${formatEuros(mainValue)}).`,
            'Avalie alternativas para reduzir a dependência desta rubrica.',
          ),
        );
      }
      if (pair.previous.key !== null) {
        const previousLine = matchRows(pair.current.accounts, pair.previous.accounts)[main.index];
        const previousValue = previousLine ? lineValue(previousLine, pair.previous.key) : null;
        const previousMain = previousValue === null ? null : sign * previousValue;
        const mainGrowth = growthPercent(mainValue, previousMain);
        if (mainGrowth !== null && mainGrowth > 50) {
          insights.push(
            makeInsight(
              'fse.mainGrowth',
              'warning',
              'Principal fornecimento em forte subida',
              `${name} cresceu ${pct(mainGrowth)} (${formatEuros(previousMain)} → ${formatEuros(mainValue)}).`,
              'Confirme a razão do aumento e renegocie as condições.',
            ),
          );
        }
      }
    }
    const advertising = lines.filter((line) =>
      ADVERTISING.some((word) => line.folded.includes(word)),
    );
    const advertisingValue = advertising.reduce(
      (sum, line) => sum + sign * (lineValue(line, currentKey) ?? 0),
      0,
    );
    const advertisingShare = safeDivide(advertisingValue, current.turnover);
    if (advertising.length > 0 && (percentOf(advertisingShare) ?? 0) > 5) {
      insights.push(
        makeInsight(
          'fse.advertising',
          'info',
          'Investimento em publicidade',
          `A publicidade (${formatEuros(advertisingValue)}) representa ${formatPercent(advertisingShare)} das vendas.`,
          'Meça o retorno das campanhas nas vendas geradas.',
        ),
      );
    }
  }
  return sortInsights(insights);
}
