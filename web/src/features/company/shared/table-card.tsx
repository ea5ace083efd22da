import { Card, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card holding a table: the title, an optional line under it, and the table in its own
 * scroll area, so a wide table scrolls inside the card from 375 px instead of widening the page.
 */
export function TableCard({
  title,
  subtitle,
  actions,
  children,
  minWidth = '40rem',
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The table's header and body (`Table.Header`, `Table.Body`); none: the card shows its lines only. */
  children?: ReactNode;
  minWidth?: string;
}) {
  return (
    <Card.Root as="section" variant="outline" size="sm" className="print-card">
      <Card.Header flexDirection="row" alignItems="center" gap="3" flexWrap="wrap">
        <Heading as="h3" size="md" flex="1">
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body gap="3">
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        {children ? (
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            className="print-scroll"
            // A table wider than the screen scrolls here: reachable and scrollable by keyboard.
            tabIndex={0}
            role="region"
            aria-label={title}
          >
            <Table.Root size="sm" minWidth={minWidth}>
              {children}
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A right-aligned number cell that does not wrap. */
export function NumberCell({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight={strong ? 'semibold' : undefined}>
      {children}
    </Table.Cell>
  );
}

/** A right-aligned column header that does not wrap. */
export function NumberHeader({ children }: { children: ReactNode }) {
  return (
    <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
      {children}
    </Table.ColumnHeader>
  );
}
