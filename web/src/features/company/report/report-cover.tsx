import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { periodTitle } from '@risema/finance-core/analysis';
import type { PeriodSourceInfo } from '@risema/finance-core/analysis';
import type { Company } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';

/** One line of the cover: a term and its value (left out when the device does not know it). */
function Entry({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="medium" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

/**
 * The report's cover: company, NIF, period (`Dezembro 2025`), the office and the accountant when
 * this device knows them (a manager's device holds no licence, so no office name: nothing is made
 * up), and the date it was made. A period whose DRE comes from a RISEMA simulation carries the
 * `Simulação` mark beside it, and the cover says where its figures come from (finance-core's
 * `periodSource`, as the company view's tabs say it).
 */
export function ReportCover({
  company,
  period,
  source,
  officeName,
  madeAt,
}: {
  company: Company;
  period: string;
  source: PeriodSourceInfo | null;
  officeName: string | null;
  madeAt: Date;
}) {
  return (
    <Stack
      as="section"
      gap="8"
      className="report-sheet report-cover"
      aria-labelledby="report-title"
      data-report-section="cover"
    >
      <Stack gap="2">
        <Text color="brand.fg" fontWeight="semibold" letterSpacing="wide">
          RISEMA
        </Text>
        <Heading as="h1" id="report-title" size={{ base: '2xl', md: '4xl' }}>
          Relatório de gestão
        </Heading>
        <Heading as="p" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
          {company.name}
        </Heading>
      </Stack>
      <Stack as="dl" gap="4">
        <Entry term="NIF" value={company.taxId} />
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Período
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="medium" data-testid="report-period">
            {periodTitle(period)}
            {source?.mark ? (
              <Badge
                colorPalette="purple"
                ms="2"
                verticalAlign="middle"
                data-testid="report-simulation-mark"
              >
                {source.mark}
              </Badge>
            ) : null}
          </Text>
        </Box>
        <Entry term="Escritório" value={officeName} />
        <Entry term="Contabilista" value={company.accountantName} />
        <Entry term="Elaborado em" value={formatDate(madeAt)} />
      </Stack>
      {source?.note ? (
        <Text fontSize="sm" color="fg.muted" data-testid="report-source-note">
          {source.note}
        </Text>
      ) : null}
    </Stack>
  );
}
