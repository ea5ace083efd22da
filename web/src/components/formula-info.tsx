import { Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { FigureExplanation } from '@risema/finance-core/analysis';
import { formatExplanation, formatExplanationValue } from '@risema/finance-core/format';
import { Info } from 'lucide-react';
import { useState } from 'react';

/**
 * An info button beside a figure: opens a popover with how finance-core computed it — the formula
 * with the figures written in (`Resultado líquido 91 135 € ÷ Total do ativo 723 318 €`), each
 * input (pt-PT) and the note. Renders nothing without an explanation. The popover's machinery is
 * set up at the first press only: a table with one button per row stays cheap to draw.
 */
export function FormulaInfo({
  explanation,
  label,
}: {
  explanation: FigureExplanation | null | undefined;
  /** The figure's name, for the button's accessible name (`Como é calculado: …`). */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  if (!explanation) return null;
  // A plain button whose look (Chakra's ghost IconButton, size 2xs) is the app's global CSS
  // (theme.ts): dozens of them on a screen, one per gauge, card and table row, each a styled
  // Chakra component to resolve and hash was a phone's long task.
  const button = (
    <button
      type="button"
      aria-label={`Como é calculado: ${label}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      className="formula-info-button no-print"
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    >
      <Info aria-hidden />
    </button>
  );
  if (!armed) return button;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{button}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxWidth="min(24rem, calc(100vw - 2rem))">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">{label}</Popover.Title>
                <Text>{explanation.formula}</Text>
                <Text fontWeight="medium" data-testid="formula-values">
                  {formatExplanation(explanation)}
                </Text>
                {explanation.inputs.length > 0 ? (
                  <Stack as="ul" gap="0.5" listStyleType="none" color="fg.muted">
                    {explanation.inputs.map((input, index) => (
                      <Text as="li" key={`${input.label}-${index}`}>
                        {input.label}: {formatExplanationValue(input.value, input.unit)}
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
