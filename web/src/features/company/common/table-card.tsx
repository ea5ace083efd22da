import { Button, Card, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSidewaysScrollMark } from './use-sideways-scroll-mark';

/** The colour of the line under every row. */
const LINE = 'var(--chakra-colors-border)';

/**
 * The look of every analysis table, set once on the table: rows and cells are plain `tr`/`td`
 * with class names (a 300-row statement renders in a few milliseconds instead of building a
 * styled component per cell). Every table has the same style class (its width and layout come
 * from an inline style and an attribute): a tab shown for the first time adds no rule that
 * would make the browser restyle the tables of the tabs kept hidden. Classes: `num` (right-aligned figure), `strong`, `center`; rows
 * `total` (highlighted), `section` (heading row), `subtotal`; `code`, `muted`, `tip`, `status-*`.
 */
const TABLE_CSS: SystemStyleObject = {
  // Separate borders, none between cells: the browser resolves and paints collapsed borders
  // for the whole table, the rows far below the screen too, each time its tab is shown.
  borderCollapse: 'separate',
  borderSpacing: '0',
  width: 'full',
  '&[data-fixed-layout]': { tableLayout: 'fixed' },
  '& th, & td': {
    paddingInline: '2',
    paddingBlock: '1.5',
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& thead :is(th, td)': { borderBottomWidth: '1px', borderColor: 'border' },
  // A body row's line is painted once by the row, in its last pixel (the padding keeps the
  // cells' height), not as a border of each of its cells. Cells with a background of their
  // own draw the line over it.
  '& tbody td': { paddingBottom: 'calc(0.375rem + 1px)' },
  '& tbody tr': { boxShadow: `inset 0 -1px 0 ${LINE}` },
  // Paper gets borders (a printer may leave shadows out).
  '@media print': {
    '& tbody td': { borderBottomWidth: '1px', borderColor: 'border' },
    '& tbody :is(tr, td)': { boxShadow: 'none !important' },
  },
  // Words inside a cell may break too (the global `break-word` would keep a long one whole and
  // widen a phone's table past its card).
  '& :is(th, td) span': { overflowWrap: 'anywhere' },
  '& thead th': { fontWeight: 'semibold', fontSize: 'xs', color: 'fg.muted', bg: 'bg.subtle' },
  '& .num': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .center': { textAlign: 'center' },
  '& .strong': { fontWeight: 'semibold' },
  '& tr.total': { bg: 'brand.subtle', fontWeight: 'semibold' },
  '& tr.section td': { bg: 'bg.muted', fontWeight: 'bold', boxShadow: `inset 0 -1px 0 ${LINE}` },
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

/** Rows of one block of a long table (see TableCard's `blocks`). */
export const BLOCK_ROWS = 20;

/** A figure column's width in a table in blocks on a phone (see COLUMNS_CSS). */
const COMPACT_FIGURE_WIDTH = '6.5rem';

/** A row's height as a block's first guess, before it is laid out once (a one-line row). */
const ROW_HEIGHT_GUESS_REM = 2.0625;

/**
 * Narrow cards (a phone: the card is under 36rem wide) show each row's essentials — its
 * description, current value and change — without scrolling: cells and header rows marked `opt`
 * are hidden there. `Ver todas as colunas` brings them back in a horizontal scroll whose first
 * column stays in place, with a line saying the table slides. One mechanism for every table
 * (docs/design.md §4.23).
 */
const COLUMNS_CSS: SystemStyleObject = {
  containerType: 'inline-size',
  containerName: 'table-card',
  '& .columns-bar': { display: 'none' },
  '& .compact-only': { display: 'none' },
  // The first column stays in place while the others scroll (not a cell spanning columns): only
  // while the table slides (see useSidewaysScrollMark).
  '& [data-scrolls] :is(th, td):first-child:not([colspan])': {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    bg: 'bg',
  },
  // A body row's line, over the sticky cell's background (see TABLE_CSS).
  '& [data-scrolls] tbody td:first-child:not([colspan])': { boxShadow: `inset 0 -1px 0 ${LINE}` },
  '& [data-scrolls] thead :is(th, td):first-child:not([colspan])': { bg: 'bg.subtle' },
  '& [data-scrolls] tr.total > td:first-child:not([colspan])': { bg: 'brand.subtle' },
  // A long table's later blocks are laid out and painted only near the screen (see TableCard's
  // `blocks`); on paper, all of them.
  '& .table-block': { contentVisibility: 'auto' },
  '@media print': { '& .table-block': { contentVisibility: 'visible' } },
  '@container table-card (max-width: 36rem)': {
    '& .columns-bar': { display: 'flex' },
    '& [data-columns="compact"] .opt': { display: 'none' },
    '& [data-columns="compact"] .compact-only': { display: 'inline' },
    '& [data-columns="compact"] table': { minWidth: '0 !important', tableLayout: 'auto' },
    '& [data-columns="compact"] col': { width: 'auto !important' },
    '& [data-columns="compact"] thead th': { whiteSpace: 'normal' },
    // A table in blocks keeps its columns' widths from the colgroup (each block is a table of
    // its own: sized by their contents, their columns would not line up): the description takes
    // what the figures leave; the columns a phone leaves out go with their `col` (marked `opt`).
    '& [data-columns="compact"] [data-blocks] table': { tableLayout: 'fixed' },
    '& [data-columns="compact"] [data-blocks] col:not(:first-child)': {
      width: `${COMPACT_FIGURE_WIDTH} !important`,
    },
  },
};

/**
 * A long table's rows after its first block, each block of up to BLOCK_ROWS rows drawn only near
 * the screen: `columns` is the table's `colgroup` (repeated in every block, so that columns line
 * up), `bodies` the rows of each later block.
 */
export interface TableBlocks {
  columns: ReactNode;
  bodies: readonly (readonly ReactNode[])[];
}

/**
 * A card holding a table: the title, an optional line and note under it, and the table in its
 * own scroll area, so a wide table scrolls inside the card from 375 px instead of widening the
 * page. `children` are the table's `thead`/`tbody` (plain elements, see TABLE_CSS); cells of the
 * columns a phone may leave out carry the class `opt` (see COLUMNS_CSS).
 */
export function TableCard({
  title,
  subtitle,
  note,
  actions,
  children,
  minWidth = '40rem',
  fixedLayout = false,
  printDense = false,
  rowsPending = false,
  blocks,
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
  /** Many figure columns: a smaller type on paper, so they fit beside the description. */
  printDense?: boolean;
  /** Rows still to be drawn (a long table drawn in steps): marks the table `data-rows-pending`. */
  rowsPending?: boolean;
  /**
   * A long table's later rows in blocks (`children` holding its header and first block): each
   * block a table of its own, laid out and painted by the browser only near the screen
   * (`content-visibility: auto`), so that showing the tab again costs the rows on the screen,
   * not the hundreds below it. The blocks form one table for assistive technology: an element
   * with `role="table"` around presentational tables, whose rows and cells carry their roles
   * (see StatementTable).
   */
  blocks?: TableBlocks;
}) {
  const [allColumns, setAllColumns] = useState(false);
  const tableId = useId();
  const scrollArea = useRef<HTMLDivElement>(null);
  useSidewaysScrollMark(scrollArea);
  const pending = rowsPending || undefined;
  const tableProps = {
    className: printDense ? 'print-dense' : undefined,
    size: 'sm',
    style: { minWidth },
    css: TABLE_CSS,
    'data-fixed-layout': fixedLayout || undefined,
  } as const;
  const table = (content: ReactNode, presentational: boolean) => (
    <Table.Root role={presentational ? 'presentation' : undefined} {...tableProps}>
      {content}
    </Table.Root>
  );
  return (
    <Card.Root as="section" variant="outline" size="sm" className="print-card">
      <Card.Header flexDirection="row" alignItems="center" gap="3" flexWrap="wrap">
        <Heading as="h3" size="md" flex="1">
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body gap="3" css={COLUMNS_CSS}>
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
          <Stack gap="2" data-columns={allColumns ? 'all' : 'compact'}>
            <Flex className="columns-bar no-print" align="center" gap="2" wrap="wrap">
              <Text
                fontSize="xs"
                color="fg.muted"
                flex="1"
                minWidth="10rem"
                data-testid="columns-cue"
              >
                {allColumns
                  ? 'Deslize a tabela para o lado para ver todas as colunas →'
                  : 'Descrição, valor atual e variação; as outras colunas estão ocultas.'}
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-expanded={allColumns}
                aria-controls={tableId}
                onClick={() => {
                  setAllColumns(!allColumns);
                }}
              >
                {allColumns ? 'Menos colunas' : 'Todas as colunas'}
              </Button>
            </Flex>
            <Table.ScrollArea
              ref={scrollArea}
              borderWidth="1px"
              rounded="md"
              className="print-scroll"
              // A table wider than the screen scrolls here: reachable and scrollable by keyboard.
              tabIndex={0}
              role="region"
              aria-label={title}
            >
              {blocks ? (
                <div role="table" id={tableId} data-blocks="" data-rows-pending={pending}>
                  {table(children, true)}
                  {blocks.bodies.map((rows, index) => (
                    <div
                      key={index}
                      className="table-block"
                      style={{
                        containIntrinsicBlockSize: `auto ${rows.length * ROW_HEIGHT_GUESS_REM}rem`,
                      }}
                    >
                      {table(
                        <>
                          {blocks.columns}
                          <tbody role="rowgroup">{rows}</tbody>
                        </>,
                        true,
                      )}
                    </div>
                  ))}
                </div>
              ) : (
                <Table.Root id={tableId} data-rows-pending={pending} {...tableProps}>
                  {children}
                </Table.Root>
              )}
            </Table.ScrollArea>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Class of a cell: `opt` marks a column a narrow card leaves out (see COLUMNS_CSS). */
function cellClass(base: string, strong?: boolean, optional?: boolean): string {
  return [base, strong ? 'strong' : null, optional ? 'opt' : null].filter(Boolean).join(' ');
}

/** A right-aligned figure cell that does not wrap; `optional`: left out on a phone. */
export function NumberCell({
  children,
  strong,
  optional,
  role,
}: {
  children: ReactNode;
  strong?: boolean;
  optional?: boolean;
  /** `cell` in a table in blocks (see TableCard's `blocks`). */
  role?: 'cell';
}) {
  return (
    <td className={cellClass('num', strong, optional)} role={role}>
      {children}
    </td>
  );
}

/** A right-aligned column header; `optional`: left out on a phone. */
export function NumberHeader({
  children,
  optional,
  role,
}: {
  children: ReactNode;
  optional?: boolean;
  /** `columnheader` in a table in blocks (see TableCard's `blocks`). */
  role?: 'columnheader';
}) {
  return (
    <th scope="col" className={cellClass('num', false, optional)} role={role}>
      {children}
    </th>
  );
}
