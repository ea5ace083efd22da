import { Badge, Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homePathFor } from '../../../app/paths';
import { useSession } from '../../../data/hooks/use-session';

/**
 * The company view's header (docs/product.md §2): back, the company's name and NIF, and whether this
 * device holds data for it (`Dados disponíveis` / `Sem dados`); an inactive company says so.
 * `actions` (the `Relatório de gestão` button) sit after the badges.
 */
export function CompanyHeader({
  company,
  hasData,
  actions,
}: {
  company: Company;
  hasData: boolean;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const role = useSession()?.user.role;
  // Back within the app; opened directly (no history here), back goes to the user's home.
  const back = () => void (location.key === 'default' ? navigate(homePathFor(role)) : navigate(-1));
  return (
    <Flex align="center" gap="3" wrap="wrap" className="no-print">
      <IconButton aria-label="Voltar" variant="ghost" onClick={back}>
        <ArrowLeft aria-hidden />
      </IconButton>
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
        <Badge colorPalette={hasData ? 'green' : 'gray'} size="lg">
          {hasData ? 'Dados disponíveis' : 'Sem dados'}
        </Badge>
      </Flex>
      {actions}
    </Flex>
  );
}
