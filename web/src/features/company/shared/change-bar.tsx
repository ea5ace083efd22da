import { Box } from '@chakra-ui/react';

/**
 * The AH bar of the Balanço: a horizontal bar whose length is the relative change (capped at
 * 100 %), green to the right for a rise, red to the left for a fall. Decorative: the Δ % column
 * beside it carries the figure.
 */
export function ChangeBar({ deltaPercent }: { deltaPercent: number | null }) {
  if (deltaPercent === null) return null;
  const share = Math.min(Math.abs(deltaPercent), 1) * 50;
  const rising = deltaPercent >= 0;
  return (
    <Box position="relative" width="6rem" height="2" bg="bg.muted" rounded="full" aria-hidden>
      <Box position="absolute" top="0" bottom="0" left="50%" width="1px" bg="fg.subtle" />
      <Box
        position="absolute"
        top="0"
        bottom="0"
        rounded="full"
        bg={rising ? 'green.500' : 'red.500'}
        left={rising ? '50%' : `${50 - share}%`}
        width={`${share}%`}
      />
    </Box>
  );
}
