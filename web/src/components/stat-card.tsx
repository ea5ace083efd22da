import { Badge, HStack, Stat } from '@chakra-ui/react';
import { formatVariation } from '@risema/finance-core/format';
import type { ReactNode } from 'react';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  label: string;
  /** The figure, already formatted or a count. */
  value: ReactNode;
  /**
   * A relative change (fraction: 0.25 is +25 %) computed from stored data; the badge is drawn
   * only when a number is given (DESIGN.md §4.3: no placeholder figures).
   */
  change?: number | null;
  /** What the change compares against, e.g. `face a há 30 dias`. */
  changeLabel?: string;
  /** A line under the value. */
  help?: ReactNode;
  icon?: ReactNode;
  /** Colour of the value (e.g. `red.fg` for expired licences). */
  valueColor?: string;
}

/** A summary card: label, value, and a change figure only when one was computed. */
export function StatCard(props: StatCardProps) {
  const change = props.change;
  const hasChange = typeof change === 'number' && Number.isFinite(change);
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg" minWidth="0">
      <HStack justify="space-between" gap="2" align="start">
        <Stat.Label>{props.label}</Stat.Label>
        {props.icon ? (
          <HStack color="fg.muted" aria-hidden>
            {props.icon}
          </HStack>
        ) : null}
      </HStack>
      <Stat.ValueText color={props.valueColor}>{props.value}</Stat.ValueText>
      {hasChange ? (
        <Stat.HelpText>
          <Badge
            colorPalette={change > 0 ? 'green' : change < 0 ? 'red' : 'gray'}
            variant="subtle"
            gap="1"
          >
            {change > 0 ? <Stat.UpIndicator /> : change < 0 ? <Stat.DownIndicator /> : null}
            {formatVariation(change)}
          </Badge>{' '}
          {props.changeLabel}
        </Stat.HelpText>
      ) : null}
      {props.help ? <Stat.HelpText>{props.help}</Stat.HelpText> : null}
    </Stat.Root>
  );
}
