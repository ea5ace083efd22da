import { Text } from '@chakra-ui/react';

/** An account's code (muted) and description, as the first cell of a statement row. */
export function AccountLabel({ code, description }: { code: string; description: string }) {
  return (
    <>
      {code ? (
        <Text as="span" color="fg.muted" me="1">
          {code}
        </Text>
      ) : null}
      {code ? ' ' : null}
      {description}
    </>
  );
}
