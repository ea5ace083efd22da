import { IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { formatByUnit } from '@risema/finance-core/format';
import type { FigureUnit } from '@risema/finance-core/format';
import { Info } from 'lucide-react';

/**
 * How a figure was computed, as finance-core describes it: the formula in Portuguese, the inputs
 * it used and an optional note (structurally the same as finance-core's `FigureExplanation`).
 */
export interface FormulaExplanation {
  formula: string;
  inputs: readonly { label: string; value: number | null; unit: string }[];
  note?: string | null;
}

const UNITS: readonly string[] = ['euros', 'percent', 'days'];

function formatInput(value: number | null, unit: string): string {
  return UNITS.includes(unit)
    ? formatByUnit(value, unit as FigureUnit)
    : formatByUnit(value, 'euros');
}

/**
 * An info button beside a figure: opens a popover with the formula, the figures it used (pt-PT)
 * and the note. Renders nothing without an explanation.
 */
export function FormulaInfo({
  explanation,
  label,
}: {
  explanation: FormulaExplanation | null | undefined;
  /** The figure's name, for the button's accessible name (`Como é calculado: …`). */
  label: string;
}) {
  if (!explanation) return null;
  return (
    <Popover.Root positioning={{ placement: 'bottom' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={`Como é calculado: ${label}`}
          variant="ghost"
          size="2xs"
          className="no-print"
        >
          <Info aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxWidth="min(22rem, calc(100vw - 2rem))">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">{label}</Popover.Title>
                <Text>{explanation.formula}</Text>
                {explanation.inputs.length > 0 ? (
                  <Stack as="ul" gap="0.5" listStyleType="none">
                    {explanation.inputs.map((input) => (
                      <Text as="li" key={input.label}>
                        {input.label}: <strong>{formatInput(input.value, input.unit)}</strong>
                      </Text>
                    ))}
                  </Stack>
                ) : null}
                {explanation.note ? <Text color="fg.muted">{explanation.note}</Text> : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
