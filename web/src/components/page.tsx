import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** A page of the app: its h1 title (also the document's), an optional line under it, content. */
export function Page(props: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(props.title);
  return (
    <Stack gap="6" width="full">
      <Flex
        gap="4"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box flex="1" minWidth="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {props.title}
          </Heading>
          {props.subtitle ? (
            <Text color="fg.muted" mt="1">
              {props.subtitle}
            </Text>
          ) : null}
        </Box>
        {props.actions}
      </Flex>
      {props.children}
    </Stack>
  );
}
