import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToasterHost } from '../components/notify';
import type { CoreServices } from '../data/service-types';
import { CoreContext } from '../data/services-context';
import { createAppRouter } from './router';
import { appSystem } from './theme';
import { UpdatePrompt } from './update-prompt';
import { useSyncTriggers } from './use-sync-triggers';

export { prepareAppSystem } from './theme';

/**
 * The whole app: theme, data services, router, toasts, update prompt, sync triggers. `onShown`
 * is called once it is on screen (its first commit; the first render is a transition).
 */
export function App({ core, onShown }: { core: CoreServices; onShown?: () => void }) {
  const [system] = useState(appSystem);
  useSyncTriggers(core);
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <ChakraProvider value={system}>
      <CoreContext value={core}>
        <AppRouter />
        <ToasterHost loadAfterMs={0} />
        <UpdatePrompt />
      </CoreContext>
    </ChakraProvider>
  );
}

/**
 * The router, made in a component of its own: the first render is a transition, so React ends
 * its task between App (the theme's createSystem) and this one instead of running both in one.
 */
function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
