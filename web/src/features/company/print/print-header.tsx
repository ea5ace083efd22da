import { Box, Heading, Text } from '@chakra-ui/react';
import { periodLabel } from '@risema/finance-core/analysis';
import { formatDate } from '@risema/finance-core/format';
import { useCompany } from '../../../data/queries/use-company';

/**
 * The header of a printed tab (hidden on screen): company, NIF, period and the tab's title, so a
 * PDF handed to a client says whose analysis it is. The print style sheet comes with the company
 * view (PrintStyles), once for every tab.
 */
export function PrintHeader({
  companyId,
  period,
  title,
  mark = null,
}: {
  companyId: string;
  period: string;
  title: string;
  /** `Simulação` when the period's DRE comes from a RISEMA simulation. */
  mark?: string | null;
}) {
  const company = useCompany(companyId);
  return (
    <Box
      display="none"
      _print={{ display: 'block' }}
      borderBottomWidth="2px"
      borderColor="brand.700"
      pb="2"
      mb="4"
      data-testid="print-header"
    >
      <Heading as="p" size="lg">
        {company?.name ?? ''}
      </Heading>
      <Text>
        NIF: {company?.taxId ?? '—'} · Período: {periodLabel(period)}
        {mark ? ` (${mark})` : ''} · {title}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        RISEMA · impresso em {formatDate(new Date())}
      </Text>
    </Box>
  );
}
