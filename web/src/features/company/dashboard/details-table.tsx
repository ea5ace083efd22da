import { Text } from '@chakra-ui/react';
import { formatEuros } from '@risema/finance-core/format';
import type { DashboardCard } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { ChangePercent } from '../common/comparison-cells';
import { explanationOf } from '../common/explanation-of';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';

/**
 * The dashboard's block of Rendimentos, Custos, EBITDA, IRC (or `Estimativa de IRC*`), Resultado
 * Apurado and the balances, each with its previous-year value and change (on a phone: the
 * figure and its Δ %, as every analysis table).
 */
export function DetailsTable({
  details,
  previousLabel,
  note,
}: {
  details: readonly DashboardCard[];
  previousLabel: string | null;
  note: string | null;
}) {
  const previous = previousLabel ?? 'Ano anterior';
  return (
    <TableCard title="Resultados e saldos" minWidth="24rem">
      {/* The note (IRC estimate or tax credit) under the table: a caption must come first. */}
      {note ? (
        <caption style={{ captionSide: 'bottom', textAlign: 'start' }}>
          <Text as="span" fontSize="sm" color="fg.muted">
            {note}
          </Text>
        </caption>
      ) : null}
      <thead>
        <tr>
          <th scope="col">Rubrica</th>
          <NumberHeader>Atual</NumberHeader>
          <NumberHeader optional>{previous}</NumberHeader>
          <NumberHeader>
            Δ%<span className="compact-only"> vs {previous}</span>
          </NumberHeader>
        </tr>
      </thead>
      <tbody>
        {details.map((detail) => (
          <tr key={`${detail.id}-${detail.label}`} data-detail={detail.id}>
            <td>
              {detail.label}
              <FormulaInfo explanation={explanationOf(detail)} label={detail.label} />
            </td>
            <NumberCell>
              <span data-value>{formatEuros(detail.comparison.current)}</span>
            </NumberCell>
            <NumberCell optional>
              {detail.source.kind === 'none' ? '—' : formatEuros(detail.comparison.previous)}
            </NumberCell>
            <NumberCell>
              {detail.source.kind === 'none' ? (
                '—'
              ) : (
                <ChangePercent comparison={detail.comparison} />
              )}
            </NumberCell>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
