import type { ChangeTone, Trend } from '@risema/finance-core/analysis';
import { toneColor } from './trend-arrow';

/**
 * The AH bar of the Balanço: a horizontal bar whose length is the relative change (capped at
 * 100 %), to the right for a rise, to the left for a fall, coloured by the change's tone (good
 * news green, bad news red, neutral grey). Decorative: the Δ % column beside it carries the
 * figure. Plain elements: one per balance row.
 */
export function ChangeBar({
  deltaPercent,
  trend,
  tone,
}: {
  deltaPercent: number | null;
  trend: Trend | null;
  tone: ChangeTone | null;
}) {
  if (deltaPercent === null || trend === null) return null;
  const share = Math.min(Math.abs(deltaPercent), 1) * 50;
  const rising = trend !== 'down';
  return (
    <div
      aria-hidden
      data-tone={tone ?? undefined}
      style={{
        position: 'relative',
        width: '6rem',
        height: '0.5rem',
        borderRadius: '9999px',
        background: 'var(--chakra-colors-bg-muted)',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: '50%',
          width: '1px',
          background: 'var(--chakra-colors-fg-subtle)',
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          borderRadius: '9999px',
          background: tone === 'neutral' ? 'var(--chakra-colors-gray-400)' : toneColor(tone),
          left: rising ? '50%' : `${50 - share}%`,
          width: `${share}%`,
        }}
      />
    </div>
  );
}
