import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { ChangeTone } from '@risema/finance-core/analysis';
import { formatEuros, formatVariation } from '@risema/finance-core/format';
import type { DashboardCard } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { explanationOf } from '../common/explanation-of';
import { TrendArrow } from '../common/trend-arrow';

// The badge of a change, by its tone (finance-core's `showChange`).
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

/** A dashboard card (docs/product.md §2): the figure in euros and its previous-year value. */
export function FigureCard({ card }: { card: DashboardCard }) {
  const { comparison } = card;
  const previous = previousLine(card);
  return (
    <Stack
      borderWidth="1px"
      rounded="lg"
      p="4"
      gap="1"
      className="print-avoid-break"
      _print={{ p: '2' }}
      data-card={card.id}
    >
      <Flex align="center" gap="1">
        <Text fontSize="sm" color="fg.muted">
          {card.label}
        </Text>
        <FormulaInfo explanation={explanationOf(card)} label={card.label} />
      </Flex>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" whiteSpace="nowrap" data-value>
        {formatEuros(comparison.current)}
      </Text>
      {previous ? (
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {previous}
          </Text>
          {comparison.deltaPercent !== null ? (
            <Badge variant="subtle" colorPalette={TONE_PALETTE[comparison.tone ?? 'neutral']}>
              <TrendArrow trend={comparison.trend} tone={comparison.tone} />
              {formatVariation(comparison.deltaPercent)}
            </Badge>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
