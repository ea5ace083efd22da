import { Field, NativeSelect } from '@chakra-ui/react';
import { periodLabel } from '@risema/finance-core/analysis';

/** `junho de 2025` → `Junho de 2025`, as a select's option reads. */
function optionLabel(period: string): string {
  const label = periodLabel(period);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The period selector (docs/product.md §2): the stored periods, newest first, by month name and year (a
 * bare year reads as December).
 */
export function PeriodSelector({
  periods,
  value,
  onChange,
}: {
  periods: readonly string[];
  value: string;
  onChange: (period: string) => void;
}) {
  return (
    <Field.Root width={{ base: 'full', sm: '16rem' }} className="no-print">
      <Field.Label>Período</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        >
          {periods.map((period) => (
            <option key={period} value={period}>
              {optionLabel(period)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
