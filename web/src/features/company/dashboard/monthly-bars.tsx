import { Box, Heading, Stack } from '@chakra-ui/react';
import { formatEuros } from '@risema/finance-core/format';
import type { MonthlyBar } from '@risema/finance-core/views';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * Monthly bars (docs/design.md §4.3): turnover and net result of each stored period of the selected
 * year (year to date, as the workbooks give them).
 */
export function MonthlyBars({ bars }: { bars: readonly MonthlyBar[] }) {
  const description = bars
    .map(
      (bar) =>
        `${bar.label}: vendas ${formatEuros(bar.turnover)}, resultado ${formatEuros(bar.netResult)}`,
    )
    .join('; ');
  return (
    <Stack borderWidth="1px" rounded="lg" p="4" gap="3" className="print-chart">
      <Heading as="h3" size="md">
        Evolução no ano (acumulado)
      </Heading>
      <Box
        position="relative"
        height={{ base: '16rem', md: '18rem' }}
        width="full"
        maxWidth="46rem"
        mx="auto"
      >
        <Bar
          role="img"
          aria-label={`Evolução no ano: ${description}`}
          data={{
            labels: bars.map((bar) => bar.label),
            datasets: [
              {
                label: 'Vendas',
                data: bars.map((bar) => bar.turnover),
                backgroundColor: '#0f4c5c',
              },
              {
                label: 'Resultado líquido',
                data: bars.map((bar) => bar.netResult),
                backgroundColor: '#2a9d8f',
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
                  label: (item) => `${item.dataset.label ?? ''}: ${formatEuros(item.parsed.y)}`,
                },
              },
            },
            scales: { y: { ticks: { callback: (value) => formatEuros(Number(value)) } } },
          }}
        />
      </Box>
    </Stack>
  );
}
