import { Card, Center } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { homePathFor } from '../../app/paths';
import { ChangePasswordForm } from '../../components/change-password-form';
import { usePageTitle } from '../../components/use-page-title';
import { useSession } from '../../data/hooks/use-session';

/**
 * `/change-password` — where a user whose password was set by someone else (the NIF, an admin,
 * a reset) must set their own before anything else; then on to their home.
 */
export default function ChangePasswordRoute() {
  usePageTitle('Alterar password');
  const navigate = useNavigate();
  const user = useSession()?.user;
  const done = () => void navigate(homePathFor(user?.role), { replace: true });
  return (
    <Center py={{ base: '2', md: '10' }}>
      <Card.Root width="full" maxWidth="md">
        <Card.Header>
          <Card.Title as="h1" fontSize="xl">
            Alterar password
          </Card.Title>
          <Card.Description>
            {user?.mustChangePassword
              ? 'A sua password foi definida por outra pessoa. Escolha uma password nova para continuar.'
              : 'Escolha uma password nova.'}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <ChangePasswordForm onDone={done} />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
