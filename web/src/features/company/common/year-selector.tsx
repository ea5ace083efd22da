import { Button, Group } from '@chakra-ui/react';

/** Buttons choosing one of the years of the stored periods (newest first). */
export function YearSelector({
  years,
  selected,
  onSelect,
}: {
  years: readonly number[];
  selected: number;
  onSelect: (year: number) => void;
}) {
  return (
    <Group role="group" aria-label="Ano" attached className="no-print">
      {years.map((year) => (
        <Button
          key={year}
          size="sm"
          variant={year === selected ? 'solid' : 'outline'}
          colorPalette={year === selected ? 'brand' : 'gray'}
          aria-pressed={year === selected}
          onClick={() => {
            onSelect(year);
          }}
        >
          {year}
        </Button>
      ))}
    </Group>
  );
}
