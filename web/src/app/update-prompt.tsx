import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { serviceWorkerState } from './service-worker-state';

/**
 * `Nova versão disponível` + `Atualizar` when a new version of the app waits for the user's
 * consent (the service worker itself registers through app/service-worker.ts).
 */
export function UpdatePrompt() {
  const { needRefresh, update, dismiss } = useStore(serviceWorkerState);
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
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Mais tarde
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => void update()}>
          Atualizar
        </Button>
      </Flex>
    </Box>
  );
}
