import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, then stays mounted, so its closing
 * animation still plays: a screen that only offers the dialog neither evaluates nor renders it.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
