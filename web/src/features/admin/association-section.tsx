import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import type { License, User } from '@risema/finance-core/contract';
import { Link2, Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyMessage } from '../../components/empty-message';
import { LicenseBadge } from '../../components/license-badge';
import { ListCard } from '../../components/list-card';
import { NetworkButton } from '../../components/network-button';
import { AssignLicenseDialog } from './assign-license-dialog';

/**
 * `Associar Licenças aos Contabilistas`: each accountant's licence (or `Sem licença associada`),
 * the button that opens the association dialog, and the empty state asking for accountants first.
 */
export function AssociationSection(props: {
  accountants: readonly User[];
  licenses: readonly License[];
  now: Date;
}) {
  const [open, setOpen] = useState(false);
  const licenseById = new Map(props.licenses.map((license) => [license.id, license]));
  return (
    <ListCard
      title="Associar Licenças aos Contabilistas"
      actions={
        props.accountants.length > 0 ? (
          <NetworkButton size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
            <Link2 aria-hidden /> Associar Licença
          </NetworkButton>
        ) : null
      }
    >
      {props.accountants.length === 0 ? (
        <EmptyMessage
          title="Nenhum contabilista criado"
          description="Crie primeiro contabilistas na página Contabilistas para lhes associar licenças."
          icon={<Users aria-hidden />}
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {props.accountants.map((accountant) => {
            const license = accountant.licenseId ? licenseById.get(accountant.licenseId) : null;
            const details = license ?? accountant.licenseDetails;
            return (
              <Flex
                as="li"
                key={accountant.id}
                gap="3"
                wrap="wrap"
                justify="space-between"
                align="center"
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                <Box minWidth="0">
                  <Text fontWeight="medium">{accountant.name}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {accountant.email}
                  </Text>
                </Box>
                {details ? (
                  <Flex gap="2" align="center" wrap="wrap" minWidth="0">
                    <Text fontSize="sm" overflowWrap="anywhere">
                      {details.officeName}
                    </Text>
                    <LicenseBadge license={details} now={props.now} />
                  </Flex>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {messages.noLicense}
                  </Text>
                )}
              </Flex>
            );
          })}
        </Stack>
      )}
      <AssignLicenseDialog
        open={open}
        onOpenChange={setOpen}
        accountants={props.accountants}
        licenses={props.licenses}
        now={props.now}
      />
    </ListCard>
  );
}
