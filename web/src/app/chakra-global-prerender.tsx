import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { appSystem } from './theme';

/**
 * The CSS Chakra's provider inserts for the app's theme, as its server render writes it (the
 * same serialisation as in the browser), for the build to put in chakra-global-css.ts.
 */
export function renderChakraGlobalCss(): string {
  const markup = renderToStaticMarkup(<ChakraProvider value={appSystem()}>{null}</ChakraProvider>);
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length === 0) throw new Error("Chakra's provider rendered no global styles");
  return styles.join('');
}
