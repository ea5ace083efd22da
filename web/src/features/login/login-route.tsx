import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../components/page';
import { homePathFor } from '../../app/paths';
import { useSession } from '../../data/hooks/use-session';
import { LoginForm } from './login-form';

/** `/login` (docs/product.md §2): product name, tagline and the sign-in card; signed-in users move on. */
export default function LoginRoute() {
  usePageTitle('Iniciar Sessão');
  const session = useSession();
  if (session) return <Navigate to={homePathFor(session.user.role)} replace />;

  return (
    <Box
      minHeight="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="brand.200"
    >
      <Stack gap="8" width="full" maxWidth="md" align="center">
        <Stack gap="2" align="center" textAlign="center">
          <img src="/favicon.svg" alt="" width="64" height="64" />
          <Heading as="h1" size="4xl" color="brand.fg" letterSpacing="wide">
            RISEMA
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Análise inteligente do seu negócio
          </Text>
        </Stack>
        <Card.Root width="full" shadow="lg">
          <Card.Header>
            <Card.Title as="h2" fontSize="xl">
              Iniciar Sessão
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <LoginForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
