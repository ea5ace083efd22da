import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComparisonStatus } from '@risema/finance-core/insights';
import type { PeriodComparison } from '@risema/finance-core/views';
import { InsightCards } from '../common/insight-cards';
import { ComparisonTable } from './comparison-table';

const STATUS_PALETTE: Record<ComparisonStatus, string> = {
  urgent: 'red',
  monitor: 'orange',
  positive: 'green',
};

/**
 * The Comparativo's content once 2 to 4 periods are compared (the tab and the management
 * report): the overall status, the key indicators with their changes, the comparison insights
 * and the executive summary.
 */
export function ComparisonBody({ comparison }: { comparison: PeriodComparison }) {
  return (
    <>
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="medium">Estado geral:</Text>
        <Badge
          size="lg"
          colorPalette={STATUS_PALETTE[comparison.status]}
          data-testid="comparison-status"
        >
          {comparison.statusLabel}
        </Badge>
      </Flex>
      {comparison.mixedLengthsNote ? (
        <Box
          as="p"
          role="note"
          borderWidth="1px"
          borderColor="orange.300"
          bg="orange.50"
          rounded="md"
          p="3"
          fontSize="sm"
        >
          {comparison.mixedLengthsNote}
        </Box>
      ) : null}
      <ComparisonTable comparison={comparison} />
      <InsightCards insights={comparison.insights} />
      <Card.Root as="section" variant="outline" size="sm" className="print-card print-avoid-break">
        <Card.Header>
          <Heading as="h3" size="md">
            Resumo executivo
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack as="ul" gap="1.5" ps="5" listStyleType="disc" data-testid="comparison-summary">
            {comparison.summary.map((sentence) => (
              <Text as="li" key={sentence}>
                {sentence}
              </Text>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
