import { Box } from '@chakra-ui/react';
import { formatEuros } from '@risema/finance-core/format';
import type { SummaryBar } from '@risema/finance-core/views';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** `EBITDA (vendas − …)` on two lines under its bar: the name, then its formula. */
function axisLabel(label: string): string | string[] {
  const at = label.indexOf(' (');
  return at < 0 ? label : [label.slice(0, at), label.slice(at + 1)];
}

/** The business summary bar chart of the Resumo: each figure this year beside the previous. */
export function SummaryChart({
  bars,
  currentLabel,
  previousLabel,
}: {
  bars: readonly SummaryBar[];
  currentLabel: string;
  previousLabel: string | null;
}) {
  const datasets = [
    {
      label: currentLabel,
      data: bars.map((bar) => bar.current),
      backgroundColor: '#0f4c5c',
    },
  ];
  if (previousLabel) {
    datasets.push({
      label: previousLabel,
      data: bars.map((bar) => bar.previous),
      backgroundColor: '#9bd0d8',
    });
  }
  const description = bars.map((bar) => `${bar.label}: ${formatEuros(bar.current)}`).join('; ');
  return (
    <Box
      position="relative"
      height={{ base: '16rem', md: '20rem' }}
      width="full"
      // No wider than a printed page: on paper its text keeps its size.
      maxWidth="46rem"
      mx="auto"
      className="print-chart"
    >
      <Bar
        role="img"
        aria-label={`Resumo do negócio (${currentLabel}): ${description}`}
        data={{ labels: bars.map((bar) => axisLabel(bar.label)), datasets }}
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
          scales: {
            y: { ticks: { callback: (value) => formatEuros(Number(value)) } },
          },
        }}
      />
    </Box>
  );
}
