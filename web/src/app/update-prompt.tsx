import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks the server for a new version of itself. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (from app code: the CSP forbids inline scripts) and offers a new
 * version when one is waiting: `Nova versão disponível` + `Atualizar`.
 */
export function UpdatePrompt() {
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
