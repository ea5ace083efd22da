import { Flex, Image, Text } from '@chakra-ui/react';

/** The RISEMA logo, with the name unless `iconOnly`. */
export function BrandMark({ iconOnly = false }: { iconOnly?: boolean }) {
  return (
    <Flex align="center" gap="2">
      <Image src="/favicon.svg" alt={iconOnly ? 'RISEMA' : ''} boxSize="8" />
      {iconOnly ? null : (
        <Text fontWeight="bold" fontSize="lg" letterSpacing="wide">
          RISEMA
        </Text>
      )}
    </Flex>
  );
}
