import { HStack, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { useOnline } from '../../data/hooks/use-online';

/** Offline, says once at the top of an admin screen that its actions wait for the network. */
export function OfflineAdminNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <HStack role="status" gap="2" borderWidth="1px" rounded="md" p="3" bg="bg" color="fg.muted">
      <CloudOff aria-hidden size={18} />
      <Text fontSize="sm">
        Sem ligação: pode consultar os dados guardados, mas as ações de administração precisam de
        ligação à internet.
      </Text>
    </HStack>
  );
}
