/**
 * The AH bar of the Balanço: a horizontal bar whose length is the relative change (capped at
 * 100 %), green to the right for a rise, red to the left for a fall. Decorative: the Δ % column
 * beside it carries the figure. Plain elements: one per balance row.
 */
export function ChangeBar({ deltaPercent }: { deltaPercent: number | null }) {
  if (deltaPercent === null) return null;
  const share = Math.min(Math.abs(deltaPercent), 1) * 50;
  const rising = deltaPercent >= 0;
  return (
    <div
      aria-hidden
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
          background: rising ? 'var(--chakra-colors-green-500)' : 'var(--chakra-colors-red-500)',
          left: rising ? '50%' : `${50 - share}%`,
          width: `${share}%`,
        }}
      />
    </div>
  );
}
