import { Alert, Box } from '@chakra-ui/react';
import { memo } from 'react';
import { usePeriodTieOuts } from '../../../data/queries/use-period-tie-outs';

/** The heading of the warning of a period whose workbook did not tie out. */
export const TIE_OUTS_TITLE = 'Verificações do ficheiro';

/**
 * The tie-out checks the selected period's workbook failed, kept by the server when it was
 * confirmed: a short warning above the tab (the figures are shown all the same). Nothing when
 * the workbook tied out, or while `shown` is false (a tab that does not show the period's
 * figures: kept mounted then, so that coming back to a tab does not read the checks again).
 */
export const PeriodTieOuts = memo(function PeriodTieOuts({
  companyId,
  period,
  shown,
}: {
  companyId: string;
  period: string;
  shown: boolean;
}) {
  const tieOuts = usePeriodTieOuts(companyId, period);
  if (!shown || !tieOuts || tieOuts.length === 0) return null;
  return (
    <Alert.Root status="warning" mt="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TIE_OUTS_TITLE}</Alert.Title>
        <Alert.Description>
          {/* A plain list: Chakra's List recipe is not registered in the app's lean theme. */}
          <Box as="ul" ps="4" listStyleType="disc">
            {tieOuts.map((check) => (
              <li key={check.code}>{check.message}</li>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});
