import { TREND_LABELS } from '@risema/finance-core/analysis';
import type { Trend } from '@risema/finance-core/analysis';

const GLYPHS: Record<Trend, string> = { up: '↑', down: '↓', flat: '→' };

// Theme colours by CSS variable and a text glyph: a plain element, cheap in long tables.
const GOOD = 'var(--chakra-colors-green-600)';
const BAD = 'var(--chakra-colors-red-600)';
const NEUTRAL = 'var(--chakra-colors-fg-muted)';

/**
 * The AH arrow of a change. `good` says which way is favourable (to colour it): `up`, `down`, or
 * `neutral` when neither is better. A dash when the trend is unknown.
 */
export function TrendArrow({
  trend,
  good = 'up',
}: {
  trend: Trend | null;
  good?: 'up' | 'down' | 'neutral';
}) {
  if (trend === null) return <span>—</span>;
  const color = trend === 'flat' || good === 'neutral' ? NEUTRAL : trend === good ? GOOD : BAD;
  return (
    <span role="img" aria-label={TREND_LABELS[trend]} style={{ color, fontWeight: 700 }}>
      {GLYPHS[trend]}
    </span>
  );
}
