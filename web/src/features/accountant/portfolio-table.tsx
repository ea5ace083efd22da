import { Table } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { SIMULATION_MARK } from '@risema/finance-core/analysis';
import {
  EMPTY_VALUE,
  formatEuros,
  formatPercent,
  formatVariation,
} from '@risema/finance-core/format';
import { NOT_AVAILABLE, STALE_LABEL } from '@risema/finance-core/views';
import type { PortfolioRow, PortfolioState } from '@risema/finance-core/views';
import { memo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { companyPath } from '../../app/paths';

/** The columns of the portfolio (the order). */
export const PORTFOLIO_COLUMNS = [
  'Empresa',
  'Último período',
  'Vendas',
  'Δ% homólogo',
  'Resultado líquido',
  'Liquidez geral',
  'Autonomia financeira',
  'Estado',
] as const;

// Figures right-aligned; the first column stays in view while a phone scrolls the others.
const TABLE_CSS: SystemStyleObject = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: 'full',
  '& th, & td': {
    paddingInline: '2',
    paddingBlock: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'normal',
  },
  '& thead th': {
    fontWeight: 'semibold',
    fontSize: 'xs',
    color: 'fg.muted',
    bg: 'bg.subtle',
    verticalAlign: 'bottom',
  },
  '& .num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& td.num': { whiteSpace: 'nowrap' },
  '& tr > :first-child': {
    position: 'sticky',
    insetInlineStart: 0,
    bg: 'bg',
    zIndex: 1,
    minWidth: '10rem',
    maxWidth: '15rem',
    borderInlineEndWidth: '1px',
  },
  '& thead tr > :first-child': { bg: 'bg.subtle' },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover td': { bg: 'bg.muted' },
  '& .name': { fontWeight: 'medium', color: 'fg', overflowWrap: 'anywhere' },
  '& .name:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.solid',
    outlineOffset: '2px',
  },
  '& .nif': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& .badge': {
    display: 'inline-block',
    paddingInline: '2',
    rounded: 'sm',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    marginBlock: '0.5',
  },
  '& .state-urgent': { bg: 'red.subtle', color: 'red.fg' },
  '& .state-monitor': { bg: 'orange.subtle', color: 'orange.fg' },
  '& .state-positive': { bg: 'green.subtle', color: 'green.fg' },
  '& .state-no-comparison, & .state-no-data': { bg: 'gray.subtle', color: 'gray.fg' },
  '& .stale': { bg: 'yellow.subtle', color: 'yellow.fg' },
  '& .simulation': { bg: 'purple.subtle', color: 'purple.fg' },
};

const STATE_CLASS: Readonly<Record<PortfolioState, string>> = {
  urgent: 'badge state-urgent',
  monitor: 'badge state-monitor',
  positive: 'badge state-positive',
  'no-comparison': 'badge state-no-comparison',
  'no-data': 'badge state-no-data',
};

function Row({ row }: { row: PortfolioRow }) {
  return (
    <tr data-testid="portfolio-row" data-company={row.companyId} data-state={row.state}>
      <th scope="row">
        <a href={companyPath(row.companyId)} className="name">
          {row.name}
        </a>
        <span className="nif">NIF {row.taxId}</span>
      </th>
      <td>
        {row.periodTitle ?? EMPTY_VALUE}
        {row.simulation ? (
          <>
            {' '}
            <span className="badge simulation">{SIMULATION_MARK}</span>
          </>
        ) : null}
      </td>
      <td className="num">{formatEuros(row.sales)}</td>
      <td className="num">
        {row.salesChangeAvailable
          ? formatVariation(row.salesChange)
          : row.period === null
            ? EMPTY_VALUE
            : NOT_AVAILABLE}
      </td>
      <td className="num">{formatEuros(row.netResult)}</td>
      <td className="num">
        {formatPercent(row.generalLiquidity)}
        {row.generalLiquidityEstimated && row.generalLiquidity !== null ? '*' : null}
      </td>
      <td className="num">{formatPercent(row.financialAutonomy)}</td>
      <td>
        <span className={STATE_CLASS[row.state]}>{row.stateLabel}</span>
        {row.stale ? (
          <>
            {' '}
            <span className="badge stale">{STALE_LABEL}</span>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The `Carteira de clientes` table: one row per company, the columns of {@link PORTFOLIO_COLUMNS}.
 * Each company's name is a link to its analysis (`/company/{id}`); a click anywhere on the row
 * opens it too. Plain rows, cells and links (a hundred companies draw in a few milliseconds).
 */
export const PortfolioTable = memo(function PortfolioTable({
  rows,
}: {
  rows: readonly PortfolioRow[];
}) {
  const navigate = useNavigate();
  // One handler for every row (a router `Link` per row costs more to draw than the row itself):
  // a plain click on a name follows it inside the app, as a `Link` would (with a modifier key
  // the browser opens it itself: new tab, window); a click elsewhere on a row opens its company.
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (link) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '');
      return;
    }
    const company = event.target.closest('tr')?.dataset.company;
    if (company) void navigate(companyPath(company));
  };
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      // Wider than a phone: scrolls here, reachable and scrollable by keyboard.
      tabIndex={0}
      role="region"
      aria-label="Tabela da carteira de clientes"
    >
      <Table.Root size="sm" minWidth="48rem" css={TABLE_CSS}>
        <thead>
          <tr>
            {PORTFOLIO_COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={index >= 2 && index <= 6 ? 'num' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onClick={onClick}>
          {rows.map((row) => (
            <Row key={row.companyId} row={row} />
          ))}
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
});
