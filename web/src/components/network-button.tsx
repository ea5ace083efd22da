import { Button, Portal, Tooltip } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useOnline } from '../data/hooks/use-online';

/** What a control that needs the server says while offline (docs/design.md §6). */
export const NEEDS_NETWORK_HINT = 'Esta ação precisa de ligação à internet.';

/**
 * A button for an action that needs the server (admin actions, deletions). Offline it stays
 * focusable but inert (`aria-disabled`), and a tooltip, also shown on keyboard focus, says why.
 */
export function NetworkButton({ onClick, disabled, ...props }: ButtonProps) {
  const online = useOnline();
  if (online) return <Button {...props} disabled={disabled} onClick={onClick} />;
  const block = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <Button
          {...props}
          aria-disabled="true"
          data-disabled=""
          opacity={0.5}
          cursor="not-allowed"
          onClick={block}
        />
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{NEEDS_NETWORK_HINT}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
