import { Badge, Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import type { PeriodSourceInfo } from '@risema/finance-core/analysis';
import type { Company } from '@risema/finance-core/contract';
import { ArrowLeft } from 'lucide-react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { homePathFor } from '../../../app/paths';
import { useSession } from '../../../data/hooks/use-session';
import { useManagerCompany } from '../../../data/queries/use-manager-company';

/**
 * Whether this app has an earlier page of its own in this tab's history: the router numbers its
 * entries (`idx`, 0 for the first one it made). A page opened directly, or reached through
 * redirects that replaced each other (sign-in → /manager → the company), has none.
 */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * The company view's header (docs/product.md §2): back, the company's name and NIF, whether this
 * device holds data for it (`Dados disponíveis` / `Sem dados`), `Simulação` when the selected
 * period (or its DRE) comes from a RISEMA simulation; an inactive company says so. Back returns
 * to the previous page of the app, or to the user's home when there is none (it never leaves
 * the app); a manager on their own company — their home — has no back. `actions` (the
 * `Relatório de gestão` button) sit after the badges. Memoised: a tab switch leaves it as it is.
 */
export const CompanyHeader = memo(function CompanyHeader({
  company,
  hasData,
  source,
  actions,
}: {
  company: Company;
  hasData: boolean;
  source: PeriodSourceInfo | null;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const user = useSession()?.user;
  const managerCompany = useManagerCompany(user?.role === 'manager' ? user.id : undefined);
  // Until the manager's company is read (undefined), no back either: with the first render in
  // a transition the header can commit before that read, and the button must not flash in.
  const isHome =
    user?.role === 'manager' && (managerCompany === undefined || managerCompany?.id === company.id);
  const back = () => void (hasInAppHistory() ? navigate(-1) : navigate(homePathFor(user?.role)));
  return (
    <Flex align="center" gap="3" wrap="wrap" className="no-print">
      {isHome ? null : (
        <IconButton aria-label="Voltar" variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden />
        </IconButton>
      )}
      <Box flex="1" minWidth="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
          {company.name}
        </Heading>
        <Text color="fg.muted">NIF: {company.taxId}</Text>
      </Box>
      <Flex gap="2" wrap="wrap">
        {company.isActive ? null : (
          <Badge colorPalette="red" size="lg">
            Inativa
          </Badge>
        )}
        {source?.mark ? (
          <Badge colorPalette="purple" size="lg" data-testid="simulation-mark">
            {source.mark}
          </Badge>
        ) : null}
        <Badge colorPalette={hasData ? 'green' : 'gray'} size="lg">
          {hasData ? 'Dados disponíveis' : 'Sem dados'}
        </Badge>
      </Flex>
      {actions}
    </Flex>
  );
});
