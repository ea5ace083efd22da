import { Loader } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/** The frame's recipe looks (frame-css.ts): Chakra Button's variant and size. */
export type FrameButtonLook = 'ghost' | 'ghost-sm' | 'outline' | 'outline-xs';

/**
 * A button of the frame: a plain button with the frame's class rules, drawn as Chakra's Button
 * (`icon`: IconButton) of that look; while `loading`, disabled with Chakra's own spinner.
 */
export function FrameButton({
  look,
  icon = false,
  wide = false,
  start = false,
  wrap = false,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'button'>, 'type'> & {
  look: FrameButtonLook;
  icon?: boolean;
  wide?: boolean;
  start?: boolean;
  wrap?: boolean;
  loading?: boolean;
  loadingText?: ReactNode;
}) {
  return (
    <button
      type="button"
      // A trigger it is the child of (asChild) passes its own class names.
      className={className ? `frame-button ${className}` : 'frame-button'}
      data-look={look}
      data-icon={icon || undefined}
      data-wide={wide || undefined}
      data-start={start || undefined}
      data-wrap={wrap || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
      disabled={loading || disabled}
    >
      {loading ? <Loader text={loadingText}>{children}</Loader> : children}
    </button>
  );
}
