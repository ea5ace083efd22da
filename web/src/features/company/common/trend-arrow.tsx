import { TREND_LABELS } from '@risema/finance-core/analysis';
import type { ChangeTone, Trend } from '@risema/finance-core/analysis';

const TONE_LABELS: Record<ChangeTone, string> = {
  favourable: 'favorável',
  unfavourable: 'desfavorável',
  neutral: '',
};
const GLYPHS: Record<Trend, string> = { up: '↑', down: '↓', flat: '→' };

// Theme colours by CSS variable and a text glyph: a plain element, cheap in long tables.
const COLORS: Record<ChangeTone, string> = {
  favourable: 'var(--chakra-colors-green-600)',
  unfavourable: 'var(--chakra-colors-red-600)',
  neutral: 'var(--chakra-colors-fg-muted)',
};

/** The colour of a change's tone (finance-core's `showChange`), for arrows and bars. */
export function toneColor(tone: ChangeTone | null): string {
  return COLORS[tone ?? 'neutral'];
}

/**
 * The AH arrow of a change: its direction from finance-core (a cost's size: a cost that grew
 * points up), its colour from the change's tone (good news green, bad news red). A dash when
 * the trend is unknown.
 */
export function TrendArrow({ trend, tone }: { trend: Trend | null; tone: ChangeTone | null }) {
  if (trend === null) return <span>—</span>;
  const judged = tone && trend !== 'flat' ? TONE_LABELS[tone] : '';
  return (
    <span
      role="img"
      aria-label={judged ? `${TREND_LABELS[trend]}, ${judged}` : TREND_LABELS[trend]}
      style={{ color: toneColor(tone), fontWeight: 700 }}
      data-tone={tone ?? undefined}
    >
      {GLYPHS[trend]}
    </span>
  );
}
