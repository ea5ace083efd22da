import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link ListCard}. */
export interface ListCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons beside the title (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** Heading level of the title (h2 by default). */
  headingAs?: 'h2' | 'h3';
  /** A list or a table; wide content scrolls inside the card, never the page. */
  children: ReactNode;
}

/**
 * A titled card around a list or table. Its body scrolls horizontally on its own, so a wide table
 * keeps the page within a 375 px screen.
 */
export function ListCard(props: ListCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" variant="outline" minWidth="0" aria-labelledby={titleId}>
      <Card.Header>
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Box minWidth="0" flex="1">
            <Heading id={titleId} as={props.headingAs ?? 'h2'} size="md">
              {props.title}
            </Heading>
            {props.description ? <Card.Description>{props.description}</Card.Description> : null}
          </Box>
          {props.actions ? (
            <Flex gap="2" wrap="wrap">
              {props.actions}
            </Flex>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body overflowX="auto" minWidth="0">
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}
