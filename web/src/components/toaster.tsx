import { Toaster as ChakraToaster, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { ToastOptions } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import type { ToastMessage } from './toast-message';

/**
 * Toasts of docs/product.md §4: one visible at a time, 5 s, F8 moves focus to them, a swipe to the right
 * dismisses. Loaded on demand through notify.ts.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Horizontal drag, in px, past which a toast swiped to the right is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/** Shows a toast, replacing the one on screen (only one is visible at a time). */
export function showToast(message: ToastMessage): void {
  toaster.dismiss();
  const toast: ToastOptions = {
    title: message.title,
    description: message.description,
    type: message.type ?? 'info',
    closable: true,
  };
  toaster.create(toast);
}

/** The notification region; `onReady` runs once it listens to the toast store. */
export function AppToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  // No Portal: the region must exist in the same commit, so that the messages flushed by
  // `onReady` find the store's subscriber (it is fixed-positioned anyway).
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Notificações (F8)">
      {(toast) => (
        <SwipeableToast id={toast.id}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </Stack>
          {toast.closable ? <Toast.CloseTrigger aria-label="Fechar notificação" /> : null}
        </SwipeableToast>
      )}
    </ChakraToaster>
  );
}

/** A toast root that follows a rightward drag and is dismissed past the threshold. */
function SwipeableToast({ id, children }: { id: string | undefined; children: ReactNode }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    if (dx > 4 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(Math.max(0, dx));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset >= SWIPE_DISMISS_PX) toaster.dismiss(id);
    setOffset(0);
  };

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      maxWidth={{ md: '420px' }}
      touchAction="pan-y"
      data-swiping={offset > 0 ? '' : undefined}
      style={
        offset > 0
          ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {children}
    </Toast.Root>
  );
}
