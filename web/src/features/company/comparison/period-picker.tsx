import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { periodLabel } from '@risema/finance-core/analysis';
import { Check } from 'lucide-react';
import { use } from 'react';
import { PeriodSourcesContext } from '../common/period-sources';

/** Toggle buttons choosing the periods to compare (newest first; a simulation says so). */
export function PeriodPicker({
  periods,
  selected,
  onToggle,
}: {
  periods: readonly string[];
  selected: readonly string[];
  onToggle: (period: string) => void;
}) {
  const sources = use(PeriodSourcesContext);
  return (
    <Stack gap="2" className="no-print">
      <Text id="comparison-periods-label" fontWeight="medium">
        Períodos a comparar (2 a 4)
      </Text>
      <Wrap role="group" aria-labelledby="comparison-periods-label" gap="2">
        {periods.map((period) => {
          const on = selected.includes(period);
          const mark = sources.get(period)?.mark ?? null;
          return (
            <Button
              key={period}
              size="sm"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'gray'}
              aria-pressed={on}
              data-period={period}
              onClick={() => {
                onToggle(period);
              }}
            >
              {on ? <Check aria-hidden /> : null}
              {mark ? `${periodLabel(period)} (${mark})` : periodLabel(period)}
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}
