import { RATIO_STATUS_LABELS } from '@risema/finance-core/insights';
import type { RatioStatus } from '@risema/finance-core/insights';
import { formatDays, formatPercent } from '@risema/finance-core/format';
import type { Gauge } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { explanationOf } from '../common/explanation-of';

/** Dial colours per status (the same meaning as the ratio table's). */
const STATUS_COLOR: Record<RatioStatus, string> = {
  good: 'var(--chakra-colors-green-500)',
  attention: 'var(--chakra-colors-orange-400)',
  critical: 'var(--chakra-colors-red-500)',
  neutral: 'var(--chakra-colors-teal-600)',
};

// A half circle of radius 40 centred at (50, 50): its length is π·40.
const ARC = 'M 10 50 A 40 40 0 0 1 90 50';
const ARC_LENGTH = Math.PI * 40;

function formatGauge(value: number | null, unit: Gauge['unit']): string {
  return unit === 'percent' ? formatPercent(value) : formatDays(value);
}

/**
 * A dashboard gauge: a half dial filled to finance-core's `fill` (capped at 100 %, docs/product.md §9),
 * the value, the previous year's value, its status, and the formula on demand. Plain elements
 * styled by the dashboard's class names (DASHBOARD_CSS).
 */
export function GaugeDial({
  gauge,
  previousLabel,
}: {
  gauge: Gauge;
  previousLabel: string | null;
}) {
  const value = formatGauge(gauge.value, gauge.unit);
  const fill = gauge.fill ?? 0;
  const label = gauge.estimated ? `${gauge.label}*` : gauge.label;
  return (
    <div className="gauge print-avoid-break" data-gauge={gauge.id}>
      <div className="gauge-title">
        <p className="gauge-label">
          {label}
          {gauge.sourceLabel ? <span className="gauge-source">{gauge.sourceLabel}</span> : null}
        </p>
        <FormulaInfo explanation={explanationOf(gauge)} label={gauge.label} />
      </div>
      <div className="gauge-dial">
        <svg
          viewBox="0 0 100 56"
          role="img"
          aria-label={`${gauge.label}: ${value} (${RATIO_STATUS_LABELS[gauge.status]})`}
        >
          <path d={ARC} fill="none" stroke="var(--chakra-colors-gray-200)" strokeWidth="10" />
          {gauge.fill === null ? null : (
            <path
              d={ARC}
              fill="none"
              stroke={STATUS_COLOR[gauge.status]}
              strokeWidth="10"
              strokeDasharray={`${(fill / 100) * ARC_LENGTH} ${ARC_LENGTH}`}
            />
          )}
        </svg>
      </div>
      <p className="gauge-value" data-value>
        {value}
      </p>
      {previousLabel ? (
        <p className="gauge-previous">
          {`${previousLabel}: ${formatGauge(gauge.previous, gauge.unit)}`}
        </p>
      ) : null}
    </div>
  );
}
