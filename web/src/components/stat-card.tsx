import { Badge, Box, Stat } from '@chakra-ui/react';
import { formatVariation } from '@risema/finance-core/format';
import type { ReactNode } from 'react';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  label: string;
  /** The figure, already formatted or a count. */
  value: ReactNode;
  /**
   * A relative change (fraction: 0.25 is +25 %) computed from stored data; the badge is drawn
   * only when a number is given (docs/design.md §4.3: no placeholder figures).
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
  // Only dt and dd inside the dl (axe's definition-list rule): the icon sits in the label, the
  // change and help lines in their own dd.
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg" minWidth="0">
      <Stat.Label display="flex" justifyContent="space-between" gap="2" alignItems="start">
        {props.label}
        {props.icon ? (
          <Box as="span" color="fg.muted" aria-hidden>
            {props.icon}
          </Box>
        ) : null}
      </Stat.Label>
      <Stat.ValueText color={props.valueColor}>{props.value}</Stat.ValueText>
      {hasChange ? (
        <Box as="dd">
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
        </Box>
      ) : null}
      {props.help ? (
        <Box as="dd">
          <Stat.HelpText>{props.help}</Stat.HelpText>
        </Box>
      ) : null}
    </Stat.Root>
  );
}
