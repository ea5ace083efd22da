import { Badge, Box, Flex, Heading, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { ArrowLeft, FileSpreadsheet } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page, usePageTitle } from '../../components/page';
import { homePathFor } from '../../data/auth/home-path';
import { useSession } from '../../data/hooks/use-session';
import { useServices } from '../../data/services-context';

/**
 * `/company/:id` — the company's header (back, name, NIF, data badge) and the periods this
 * device holds. The analysis tabs come with the analysis screens.
 */
export default function CompanyRoute() {
  const { id = '' } = useParams();
  const { db } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useSession()?.user.role;
  // Back within the app; opened directly (no history here), back goes to the user's home.
  const back = () => void (location.key === 'default' ? navigate(homePathFor(role)) : navigate(-1));
  const company = useLiveQuery(async () => (await db.companies.get(id)) ?? null, [db, id]);
  const periods = useLiveQuery(
    async () =>
      (await db.periods.where('companyId').equals(id).toArray())
        .map((stored) => stored.period)
        .sort((a, b) => b.localeCompare(a)),
    [db, id],
  );
  usePageTitle(company?.name ?? 'Empresa');

  return (
    <DataGate>
      {company === null ? (
        <Page title={messages.companyNotFound} />
      ) : company && periods ? (
        <Stack gap="6">
          <Flex align="center" gap="3" wrap="wrap">
            <IconButton aria-label="Voltar" variant="ghost" onClick={back}>
              <ArrowLeft aria-hidden />
            </IconButton>
            <Box flex="1" minWidth="0">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {company.name}
              </Heading>
              <Text color="fg.muted">NIF: {company.taxId}</Text>
            </Box>
            <Badge colorPalette={periods.length > 0 ? 'green' : 'gray'} size="lg">
              {periods.length > 0 ? 'Dados disponíveis' : 'Sem dados'}
            </Badge>
          </Flex>
          {periods.length === 0 ? (
            <EmptyMessage
              icon={<FileSpreadsheet aria-hidden />}
              title="Dados não disponíveis"
              description="Faça upload de um documento primeiro"
            />
          ) : (
            <Box>
              <Heading as="h2" size="md" mb="2">
                Períodos com dados neste dispositivo
              </Heading>
              <Wrap as="ul" listStyleType="none" gap="2">
                {periods.map((period) => (
                  <Badge as="li" key={period} variant="outline" size="lg">
                    {period}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          )}
        </Stack>
      ) : null}
    </DataGate>
  );
}
