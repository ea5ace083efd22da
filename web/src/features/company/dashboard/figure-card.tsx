import type { ChangeTone } from '@risema/finance-core/analysis';
import { formatEuros, formatVariation } from '@risema/finance-core/format';
import type { DashboardCard } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { explanationOf } from '../common/explanation-of';
import { TrendArrow } from '../common/trend-arrow';

// The badge of a change, by its tone (finance-core's `showChange`): a palette of DASHBOARD_CSS.
const TONE_PALETTE: Record<ChangeTone, string> = {
  favourable: 'green',
  unfavourable: 'red',
  neutral: 'gray',
};

/** The line under a card's value: the previous year's value and where it came from. */
export function previousLine(card: DashboardCard): string | null {
  if (card.source.kind === 'none') return null;
  return `${card.source.label}: ${formatEuros(card.comparison.previous)}`;
}

/**
 * A dashboard card (docs/product.md §2): the figure in euros and its previous-year value, with
 * the change in a badge of its tone's colour (finance-core's `showChange`). Plain elements styled
 * by the dashboard's class names (DASHBOARD_CSS).
 */
export function FigureCard({ card }: { card: DashboardCard }) {
  const { comparison } = card;
  const previous = previousLine(card);
  return (
    <div className="figure-card print-avoid-break" data-card={card.id}>
      <div className="figure-title">
        <p className="figure-muted">{card.label}</p>
        <FormulaInfo explanation={explanationOf(card)} label={card.label} />
      </div>
      <p className="figure-value" data-value>
        {formatEuros(comparison.current)}
      </p>
      {previous ? (
        <div className="figure-previous">
          <p className="figure-muted">{previous}</p>
          {comparison.deltaPercent !== null ? (
            <span
              className="change-badge"
              data-palette={TONE_PALETTE[comparison.tone ?? 'neutral']}
            >
              <TrendArrow trend={comparison.trend} tone={comparison.tone} />
              {formatVariation(comparison.deltaPercent)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
