import { Field, NativeSelect } from '@chakra-ui/react';
import { periodOptionLabel, sortPeriodsNewestFirst } from '@risema/finance-core/analysis';
import type { PeriodSourceInput } from '@risema/finance-core/analysis';
import { memo } from 'react';

/**
 * The period selector (docs/product.md §2): the stored periods, newest first, by month name and
 * year (a bare year reads as December), a simulation marked `(Simulação)`. Memoised: a tab switch
 * leaves it as it is.
 */
export const PeriodSelector = memo(function PeriodSelector({
  periods,
  value,
  onChange,
}: {
  periods: readonly PeriodSourceInput[];
  value: string;
  onChange: (period: string) => void;
}) {
  const byPeriod = new Map(periods.map((data) => [data.period, data]));
  const order = sortPeriodsNewestFirst([...byPeriod.keys()]);
  return (
    <Field.Root width={{ base: 'full', sm: '18rem' }} className="no-print">
      <Field.Label>Período</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        >
          {order.map((period) => {
            const data = byPeriod.get(period);
            return data ? (
              <option key={period} value={period}>
                {periodOptionLabel(data)}
              </option>
            ) : null;
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});
