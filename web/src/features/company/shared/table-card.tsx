import { Card, Heading, Table, Text } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The look of every analysis table, set once on the table: rows and cells are plain `tr`/`td`
 * with class names (a 300-row statement renders in a few milliseconds instead of building a
 * styled component per cell). Classes: `num` (right-aligned figure), `strong`, `center`; rows
 * `total` (highlighted), `section` (heading row), `subtotal`; `code`, `muted`, `tip`, `status-*`.
 */
const TABLE_CSS: SystemStyleObject = {
  borderCollapse: 'collapse',
  width: 'full',
  '& th, & td': {
    paddingInline: '2',
    paddingBlock: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& thead th': { fontWeight: 'semibold', fontSize: 'xs', color: 'fg.muted', bg: 'bg.subtle' },
  '& .num': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .center': { textAlign: 'center' },
  '& .strong': { fontWeight: 'semibold' },
  '& tr.total': { bg: 'brand.subtle', fontWeight: 'semibold' },
  '& tr.section td': { bg: 'bg.muted', fontWeight: 'bold' },
  '& tr.subtotal': { fontWeight: 'semibold' },
  '& .code': { color: 'fg.muted', marginEnd: '1' },
  '& .muted': { color: 'fg.muted' },
  '& .tip': { display: 'block', fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' },
  '& .tag': {
    display: 'inline-block',
    marginStart: '1',
    paddingInline: '1.5',
    borderWidth: '1px',
    rounded: 'sm',
    fontSize: '2xs',
    color: 'fg.muted',
  },
  '& .status': {
    display: 'inline-block',
    paddingInline: '2',
    rounded: 'sm',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  '& .status-good': { bg: 'green.subtle', color: 'green.fg' },
  '& .status-attention': { bg: 'orange.subtle', color: 'orange.fg' },
  '& .status-critical': { bg: 'red.subtle', color: 'red.fg' },
  '& .status-neutral': { bg: 'gray.subtle', color: 'gray.fg' },
  '& tr[data-status] td:first-of-type': { borderInlineStartWidth: '4px' },
  '& tr[data-status="good"] td:first-of-type': { borderInlineStartColor: 'green.500' },
  '& tr[data-status="attention"] td:first-of-type': { borderInlineStartColor: 'orange.500' },
  '& tr[data-status="critical"] td:first-of-type': { borderInlineStartColor: 'red.500' },
  '& tr[data-status="neutral"] td:first-of-type': { borderInlineStartColor: 'gray.400' },
};

/**
 * A card holding a table: the title, an optional line and note under it, and the table in its
 * own scroll area, so a wide table scrolls inside the card from 375 px instead of widening the
 * page. `children` are the table's `thead`/`tbody` (plain elements, see TABLE_CSS).
 */
export function TableCard({
  title,
  subtitle,
  note,
  actions,
  children,
  minWidth = '40rem',
  fixedLayout = false,
}: {
  title: string;
  subtitle?: ReactNode;
  /** A remark above the table (why a column is not compared…), highlighted. */
  note?: string | null;
  actions?: ReactNode;
  /** The table's `thead` and `tbody`; none: the card shows its lines only. */
  children?: ReactNode;
  minWidth?: string;
  /**
   * Column widths from the table's `colgroup` instead of every cell's content: a long table lays
   * out in a fraction of the time (the statements' hundreds of rows).
   */
  fixedLayout?: boolean;
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
        {note ? (
          <Text
            role="note"
            fontSize="sm"
            borderWidth="1px"
            borderColor="orange.300"
            bg="orange.50"
            rounded="md"
            p="2"
          >
            {note}
          </Text>
        ) : null}
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
            <Table.Root
              size="sm"
              minWidth={minWidth}
              css={TABLE_CSS}
              tableLayout={fixedLayout ? 'fixed' : undefined}
            >
              {children}
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A right-aligned figure cell that does not wrap. */
export function NumberCell({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return <td className={strong ? 'num strong' : 'num'}>{children}</td>;
}

/** A right-aligned column header. */
export function NumberHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="num">
      {children}
    </th>
  );
}
