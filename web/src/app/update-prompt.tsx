import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks the server for a new version of itself. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** After the page's load event, how long the first screen has before the worker registers. */
const AFTER_LOAD_MS = 3000;
/** The longest wait for an idle moment after that. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Calls `start` once the page has loaded, the first screen has had its moment and the browser
 * is idle; answers a cancel function. (Safari has no requestIdleCallback: a timer stands in.)
 */
function whenLoadedAndIdle(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      } else {
        start();
      }
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The service worker and its update prompt, started after the first paint and the page's load,
 * when the browser is idle: the worker's precache (the whole app) never competes with the
 * first screen for the network.
 */
export function UpdatePrompt() {
  const [started, setStarted] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setStarted(true)), []);
  return started ? <ServiceWorkerPrompt /> : null;
}

/**
 * Registers the service worker (from app code: the CSP forbids inline scripts) and offers a new
 * version when one is waiting: `Nova versão disponível` + `Atualizar`.
 */
function ServiceWorkerPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <Box
      role="alert"
      position="fixed"
      insetX={{ base: '4', md: 'auto' }}
      right={{ md: '6' }}
      top={{ base: '16', md: '6' }}
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      p="4"
      maxWidth={{ md: '420px' }}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="semibold" flex="1">
          Nova versão disponível
        </Text>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Mais tarde
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
          Atualizar
        </Button>
      </Flex>
    </Box>
  );
}
