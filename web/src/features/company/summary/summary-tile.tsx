import { Badge, Box, Card, Flex, Text } from '@chakra-ui/react';
import { formatEuros, formatVariation } from '@risema/finance-core/format';
import type { SummaryTile as SummaryTileData } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { TrendArrow } from '../common/trend-arrow';

/** A headline tile of the Resumo: value, previous year, change. */
export function SummaryTile({
  tile,
  previousLabel,
}: {
  tile: SummaryTileData;
  previousLabel: string | null;
}) {
  const { comparison } = tile;
  return (
    <Card.Root variant="outline" size="sm" className="print-avoid-break" data-tile={tile.id}>
      <Card.Body gap="1">
        <Flex align="center" gap="1">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {tile.label}
          </Text>
          <FormulaInfo explanation={tile.explanation} label={tile.label} />
        </Flex>
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" whiteSpace="nowrap">
          {formatEuros(comparison.current)}
        </Text>
        {previousLabel ? (
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {previousLabel}: {formatEuros(comparison.previous)}
            </Text>
            {comparison.deltaPercent !== null ? (
              <Badge variant="subtle" colorPalette="gray">
                <TrendArrow trend={comparison.trend} tone={comparison.tone} />
                <Box as="span">{formatVariation(comparison.deltaPercent)}</Box>
              </Badge>
            ) : null}
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
