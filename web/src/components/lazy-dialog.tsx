import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * `Dialog` rendered from the first time it opens, then kept mounted, so its closing animation
 * still plays: a screen that only offers the dialog does not render it (a form's hooks and
 * schemas among it) with its first rows.
 */
export function mountedOnceOpened<P extends { open: boolean }>(
  Dialog: ComponentType<P>,
): ComponentType<P> {
  return function MountedOnceOpened(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return <Dialog {...props} />;
  };
}

/**
 * A dialog whose code loads the first time it opens, then stays mounted (`mountedOnceOpened`):
 * a screen that only offers the dialog neither evaluates nor renders it. Only for dialogs not
 * needed offline before the service worker holds the app's code.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return mountedOnceOpened((props: P) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ));
}
