import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { PRIORITY_LABELS } from '@risema/finance-core/insights';
import type { Insight, InsightType } from '@risema/finance-core/insights';
import { CircleAlert, CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

const LOOK: Record<InsightType, { palette: string; icon: ReactNode; label: string }> = {
  success: { palette: 'green', icon: <CircleCheck aria-hidden />, label: 'Positivo' },
  warning: { palette: 'orange', icon: <TriangleAlert aria-hidden />, label: 'Atenção' },
  critical: { palette: 'red', icon: <OctagonAlert aria-hidden />, label: 'Crítico' },
  danger: { palette: 'red', icon: <CircleAlert aria-hidden />, label: 'Risco' },
  info: { palette: 'blue', icon: <Info aria-hidden />, label: 'Informação' },
};

const PRIORITY_PALETTE = { high: 'red', medium: 'orange', low: 'gray' } as const;

/** One insight card (docs/product.md §2, §3): type icon, title, priority, message, recommendation. */
export function InsightCard({ insight }: { insight: Insight }) {
  const look = LOOK[insight.type];
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderColor={`${look.palette}.200`}
      borderLeftColor={`${look.palette}.500`}
      bg="bg"
      rounded="md"
      p="4"
      className="print-avoid-break"
      data-insight={insight.id}
    >
      <Flex gap="3" align="start">
        <Box color={`${look.palette}.600`} mt="0.5" flexShrink={0} title={look.label}>
          {look.icon}
        </Box>
        <Stack gap="1.5" flex="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h4" size="sm" flex="1" minWidth="10rem">
              <Box as="span" srOnly>
                {look.label}:{' '}
              </Box>
              {insight.title}
            </Heading>
            <Badge colorPalette={PRIORITY_PALETTE[insight.priority]} variant="subtle">
              Prioridade {PRIORITY_LABELS[insight.priority]}
            </Badge>
          </Flex>
          <Text fontSize="sm">{insight.message}</Text>
          <Text fontSize="sm" color="fg.muted">
            <strong>Recomendação:</strong> {insight.recommendation}
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}

/** A titled list of insight cards; nothing when there is none. */
export function InsightCards({
  insights,
  title = 'Análise e recomendações',
}: {
  insights: readonly Insight[];
  title?: string;
}) {
  if (insights.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {insights.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </Stack>
    </Stack>
  );
}
