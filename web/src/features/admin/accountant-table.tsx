import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { licenseStatus } from '@risema/finance-core/contract';
import type { License, User } from '@risema/finance-core/contract';
import { ActiveBadge } from '../../components/active-badge';
import { LicenseBadge } from '../../components/license-badge';
import { NetworkButton } from '../../components/network-button';

/** What a row of the accountants table can ask for. */
export type AccountantAction = 'edit-date' | 'renew' | 'change-license' | 'toggle' | 'delete';

/**
 * The accountants table (docs/product.md §2): accountant, office, licence badge (Ativa/Expirada with its
 * date, or `Sem licença`), state and the actions. It scrolls inside its card on narrow screens.
 */
export function AccountantTable(props: {
  accountants: readonly User[];
  licenses: ReadonlyMap<string, License>;
  now: Date;
  onAction: (action: AccountantAction, accountant: User, license: License | null) => void;
}) {
  return (
    <Table.Root size="sm" minWidth="44rem">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Contabilista</Table.ColumnHeader>
          <Table.ColumnHeader>Escritório</Table.ColumnHeader>
          <Table.ColumnHeader>Licença</Table.ColumnHeader>
          <Table.ColumnHeader>Estado</Table.ColumnHeader>
          <Table.ColumnHeader>Ações</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.accountants.map((accountant) => {
          const license = accountant.licenseId
            ? (props.licenses.get(accountant.licenseId) ?? null)
            : null;
          const details = license ?? accountant.licenseDetails;
          const expired = details ? licenseStatus(details, props.now) === 'expired' : false;
          const act = (action: AccountantAction) => props.onAction(action, accountant, license);
          return (
            <Table.Row key={accountant.id}>
              <Table.Cell>
                <Box minWidth="0">
                  <Text fontWeight="medium">{accountant.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {accountant.email}
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell>{details?.officeName ?? '—'}</Table.Cell>
              <Table.Cell>
                <LicenseBadge license={details} now={props.now} withDate />
              </Table.Cell>
              <Table.Cell>
                <ActiveBadge active={accountant.isActive} masculine />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {license ? (
                    <NetworkButton size="xs" variant="outline" onClick={() => act('edit-date')}>
                      Editar Data
                    </NetworkButton>
                  ) : null}
                  {license && expired ? (
                    <NetworkButton size="xs" variant="outline" onClick={() => act('renew')}>
                      Renovar
                    </NetworkButton>
                  ) : null}
                  <NetworkButton size="xs" variant="outline" onClick={() => act('change-license')}>
                    Alterar
                  </NetworkButton>
                  <NetworkButton size="xs" variant="ghost" onClick={() => act('toggle')}>
                    {accountant.isActive ? 'Inativar' : 'Ativar'}
                  </NetworkButton>
                  <NetworkButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => act('delete')}
                  >
                    Eliminar
                  </NetworkButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
