import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LICENSE_TIERS, licenseStatus } from '@risema/finance-core/contract';
import type { License } from '@risema/finance-core/contract';
import { formatDate, formatEuros } from '@risema/finance-core/format';
import { Pencil, Trash2 } from 'lucide-react';
import { LicenseStateBadges } from '../../components/license-badge';
import { NetworkButton } from '../../components/network-button';
import { LicenseDays } from './license-days';

/** What a licence card can ask for. */
export type LicenseCardAction = 'renew' | 'suspend' | 'reactivate' | 'edit' | 'delete';

/**
 * One licence: office, badges (Ativa/Inativa, Expirada), plan, limit, expiry date and the days
 * left or since; Renovar, Suspender or Reativar, edit and delete.
 */
export function LicenseCard(props: {
  license: License;
  now: Date;
  /** Companies held under the licence. */
  companies: number;
  onAction: (action: LicenseCardAction, license: License) => void;
}) {
  const { license, now } = props;
  const status = licenseStatus(license, now);
  const tier = license.tier ? LICENSE_TIERS[license.tier] : null;
  const name = license.officeName;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg" minWidth="0">
      <Stack gap="3">
        <Flex gap="2" wrap="wrap" justify="space-between" align="start">
          <Heading as="h3" size="sm" minWidth="0" overflowWrap="anywhere">
            {name}
          </Heading>
          <LicenseStateBadges license={license} now={now} />
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text>
            Plano: {tier ? tier.label : 'Personalizada'}
            {license.price !== null ? ` · ${formatEuros(license.price)}/ano` : ''}
          </Text>
          <Text>
            Máximo de {license.maxCompanies} empresas · {props.companies} em uso
          </Text>
          <Text>
            Expira a {formatDate(license.expiryDate)} · <LicenseDays license={license} now={now} />
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {status !== 'suspended' ? (
            <NetworkButton
              size="xs"
              variant="outline"
              onClick={() => props.onAction('renew', license)}
            >
              Renovar
            </NetworkButton>
          ) : null}
          {license.isActive ? (
            status === 'active' ? (
              <NetworkButton
                size="xs"
                variant="outline"
                onClick={() => props.onAction('suspend', license)}
              >
                Suspender
              </NetworkButton>
            ) : null
          ) : (
            <NetworkButton
              size="xs"
              variant="outline"
              onClick={() => props.onAction('reactivate', license)}
            >
              Reativar
            </NetworkButton>
          )}
          <NetworkButton
            size="xs"
            variant="ghost"
            aria-label={`Editar licença ${name}`}
            onClick={() => props.onAction('edit', license)}
          >
            <Pencil aria-hidden /> Editar
          </NetworkButton>
          <NetworkButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Eliminar licença ${name}`}
            onClick={() => props.onAction('delete', license)}
          >
            <Trash2 aria-hidden /> Eliminar
          </NetworkButton>
        </HStack>
      </Stack>
    </Box>
  );
}
