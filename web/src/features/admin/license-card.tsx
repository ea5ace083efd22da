import { Badge, Button, chakra, defineStyle } from '@chakra-ui/react';
import { LICENSE_TIERS, licenseStatus } from '@risema/finance-core/contract';
import type { License } from '@risema/finance-core/contract';
import { formatDate, formatEuros } from '@risema/finance-core/format';
import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { NetworkButton } from '../../components/network-button';
import { licenseDaysLine } from './license-days';

/** What a licence card can ask for. */
export type LicenseCardAction = 'renew' | 'suspend' | 'reactivate' | 'edit' | 'delete';

// The card lays out plain elements from one style object: a page holds up to fifty cards, and
// each Chakra layout component (Stack, Flex, Text...) costs a style resolution per card, which
// made Licenças the slowest list to open. Badges and buttons stay Chakra components.
const CARD_STYLE = defineStyle({
  borderWidth: '1px',
  rounded: 'lg',
  p: '4',
  bg: 'bg',
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& > header': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    justifyContent: 'space-between',
    alignItems: 'start',
  },
  '& h3': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'sm',
    minWidth: '0',
    overflowWrap: 'anywhere',
  },
  '& [data-part=badges], & [data-part=actions]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
  },
  '& [data-part=badges]': { gap: '1.5' },
  '& [data-part=actions]': { gap: '2' },
  '& [data-part=details]': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
  '& [data-part=days]': { fontWeight: 'medium' },
  '& [data-color=red]': { color: 'red.fg' },
  '& [data-color=orange]': { color: 'orange.fg' },
  '& [data-color=green]': { color: 'green.fg' },
});

/**
 * One licence: office, badges (Ativa/Inativa, Expirada), plan, limit, expiry date and the days
 * left or since; Renovar, Suspender or Reativar, edit and delete. `online` comes from the list
 * (one subscription for all cards); offline the buttons are the NetworkButton's inert ones.
 */
export const LicenseCard = memo(function LicenseCard(props: {
  license: License;
  now: Date;
  /** Companies held under the licence. */
  companies: number;
  online: boolean;
  onAction: (action: LicenseCardAction, license: License) => void;
}) {
  const { license, now } = props;
  const status = licenseStatus(license, now);
  const tier = license.tier ? LICENSE_TIERS[license.tier] : null;
  const name = license.officeName;
  const days = licenseDaysLine(license, now);
  const ActionButton = props.online ? Button : NetworkButton;
  return (
    <chakra.li css={CARD_STYLE}>
      <header>
        <h3>{name}</h3>
        <div data-part="badges">
          <Badge colorPalette={license.isActive ? 'green' : 'gray'}>
            {license.isActive ? 'Ativa' : 'Inativa'}
          </Badge>
          {status === 'expired' ? <Badge colorPalette="red">Expirada</Badge> : null}
        </div>
      </header>
      <div data-part="details">
        <p>
          Plano: {tier ? tier.label : 'Personalizada'}
          {license.price !== null ? ` · ${formatEuros(license.price)}/ano` : ''}
        </p>
        <p>
          Máximo de {license.maxCompanies} empresas · {props.companies} em uso
        </p>
        <p>
          Expira a {formatDate(license.expiryDate)} ·{' '}
          <span data-part="days" data-color={days.color.split('.')[0]}>
            {days.text}
          </span>
        </p>
      </div>
      <div data-part="actions">
        {status !== 'suspended' ? (
          <ActionButton
            size="xs"
            variant="outline"
            onClick={() => props.onAction('renew', license)}
          >
            Renovar
          </ActionButton>
        ) : null}
        {license.isActive ? (
          status === 'active' ? (
            <ActionButton
              size="xs"
              variant="outline"
              onClick={() => props.onAction('suspend', license)}
            >
              Suspender
            </ActionButton>
          ) : null
        ) : (
          <ActionButton
            size="xs"
            variant="outline"
            onClick={() => props.onAction('reactivate', license)}
          >
            Reativar
          </ActionButton>
        )}
        <ActionButton
          size="xs"
          variant="ghost"
          aria-label={`Editar licença ${name}`}
          onClick={() => props.onAction('edit', license)}
        >
          <Pencil aria-hidden /> Editar
        </ActionButton>
        <ActionButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Eliminar licença ${name}`}
          onClick={() => props.onAction('delete', license)}
        >
          <Trash2 aria-hidden /> Eliminar
        </ActionButton>
      </div>
    </chakra.li>
  );
});
