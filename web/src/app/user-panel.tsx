import { Avatar, Box, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@risema/finance-core/contract';
import type { User } from '@risema/finance-core/contract';
import { LogoutButton } from './logout-button';

/** The signed-in user's name and role, and `Sair`. */
export function UserPanel({ user, collapsed = false }: { user: User; collapsed?: boolean }) {
  const role = ROLE_LABELS[user.role];
  if (collapsed) {
    return (
      <Stack align="center" gap="2">
        <Avatar.Root size="sm" colorPalette="brand" title={`${user.name} (${role})`}>
          <Avatar.Fallback name={user.name} />
        </Avatar.Root>
        <LogoutButton compact />
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
      <LogoutButton />
    </Stack>
  );
}
