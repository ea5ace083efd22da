import { Box, Heading, Stack } from '@chakra-ui/react';
import { formatEuros, formatPercent } from '@risema/finance-core/format';
import type { FseSlice } from '@risema/finance-core/analysis';
import { ArcElement, Chart, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';

Chart.register(ArcElement, Legend, Tooltip);

const COLORS = ['#0f4c5c', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ab17d', '#9bd0d8'];

/**
 * The FSE donut (docs/design.md §4.3): the period's largest FSE lines and `Outros`, from
 * finance-core's breakdown; left out when the period has no FSE.
 */
export function FseDonut({ slices }: { slices: readonly FseSlice[] }) {
  const description = slices
    .map(
      (slice) => `${slice.label}: ${formatEuros(slice.value)} (${formatPercent(slice.share, 1)})`,
    )
    .join('; ');
  return (
    <Stack borderWidth="1px" rounded="lg" p="4" gap="3" className="print-chart">
      <Heading as="h3" size="md">
        Distribuição dos FSE
      </Heading>
      <Box position="relative" height={{ base: '16rem', md: '18rem' }}>
        <Doughnut
          role="img"
          aria-label={`Distribuição dos FSE: ${description}`}
          data={{
            labels: slices.map((slice) => slice.label),
            datasets: [
              {
                data: slices.map((slice) => slice.value),
                backgroundColor: slices.map((_, index) => COLORS[index % COLORS.length] ?? '#999'),
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            plugins: {
              legend: { position: 'bottom' },
              tooltip: {
                callbacks: {
                  label: (item) => `${item.label}: ${formatEuros(Number(item.raw))}`,
                },
              },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
