import { Box } from '@chakra-ui/react';
import type { Trend } from '@risema/finance-core/analysis';
import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';

const LABELS: Record<Trend, string> = { up: 'A subir', down: 'A descer', flat: 'Estável' };

/**
 * The AH arrow of a change. `good` says which way is favourable (to colour it): `up`, `down`, or
 * `neutral` when neither is better. Nothing when the trend is unknown.
 */
export function TrendArrow({
  trend,
  good = 'up',
}: {
  trend: Trend | null;
  good?: 'up' | 'down' | 'neutral';
}) {
  if (trend === null) return <Box as="span">—</Box>;
  const Icon = trend === 'up' ? ArrowUp : trend === 'down' ? ArrowDown : ArrowRight;
  const color =
    trend === 'flat' || good === 'neutral' ? 'fg.muted' : trend === good ? 'green.600' : 'red.600';
  return (
    <Box as="span" display="inline-flex" color={color} role="img" aria-label={LABELS[trend]}>
      <Icon size="16" aria-hidden />
    </Box>
  );
}
