import { ChakraProvider } from '@chakra-ui/react';
import { ToasterHost } from '../components/notify';
import { appSystem } from './theme';
import { UpdatePrompt } from './update-prompt';

/**
 * What the login screen shows beside its form before sign-in, loaded with the app's theme only
 * when first needed: the toasts and the new-version prompt.
 */
export function LoginExtras() {
  return (
    <ChakraProvider value={appSystem()}>
      <ToasterHost />
      <UpdatePrompt />
    </ChakraProvider>
  );
}
