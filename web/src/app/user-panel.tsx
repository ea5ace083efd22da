import { Avatar, Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@risema/finance-core/contract';
import type { User } from '@risema/finance-core/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { LogoutButton } from './logout-button';

/** The signed-in user's name and role, `Alterar password` and `Sair`. */
export function UserPanel({ user, collapsed = false }: { user: User; collapsed?: boolean }) {
  const role = ROLE_LABELS[user.role];
  const [changing, setChanging] = useState(false);
  const dialog = <ChangePasswordDialog open={changing} onOpenChange={setChanging} />;
  if (collapsed) {
    return (
      <Stack align="center" gap="2">
        <Avatar.Root size="sm" colorPalette="brand" title={`${user.name} (${role})`}>
          <Avatar.Fallback name={user.name} />
        </Avatar.Root>
        <IconButton
          aria-label="Alterar password"
          title="Alterar password"
          variant="ghost"
          onClick={() => setChanging(true)}
        >
          <KeyRound aria-hidden />
        </IconButton>
        <LogoutButton compact />
        {dialog}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Box minWidth="0">
        <Text fontWeight="semibold" truncate title={user.name}>
          {user.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {role}
        </Text>
      </Box>
      <Button
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        onClick={() => setChanging(true)}
      >
        <KeyRound aria-hidden />
        Alterar password
      </Button>
      <LogoutButton />
      {dialog}
    </Stack>
  );
}
