import { Badge, HStack, Select, Text, createListCollection } from '@chakra-ui/react';
import { assignLicenseRequestSchema, licenseStatus } from '@risema/finance-core/contract';
import type { License, User } from '@risema/finance-core/contract';
import { useMemo, useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { LicenseBadge } from '../../components/license-badge';
import { NEEDS_NETWORK_HINT } from '../../components/network-button';
import { assignLicense } from '../../data/actions/accountant-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useServices } from '../../data/services-context';
import { runAdminAction } from './run-admin-action';

/**
 * `Associar Licenças aos Contabilistas` (docs/product.md §2, §5): a select of accountants (name, email,
 * `Com licença` when they have one) and one of licences (office and limit); submit stays disabled
 * until both are chosen. With `accountant` fixed it is the `Alterar` dialog of the accountants
 * page, which also offers expired licences (marked `Expirada`).
 */
export function AssignLicenseDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountants: readonly User[];
  licenses: readonly License[];
  now: Date;
  /** The accountant whose licence changes (`Alterar`); otherwise the admin picks one. */
  accountant?: User;
}) {
  const services = useServices();
  const online = useOnline();
  const [accountantId, setAccountantId] = useState('');
  const [licenseId, setLicenseId] = useState('');
  const [busy, setBusy] = useState(false);
  const fixed = props.accountant;

  // Each opening starts from the fixed accountant's licence (or nothing): adjusted while
  // rendering, when the dialog opens or its accountant changes.
  const [shownFor, setShownFor] = useState<{ open: boolean; fixed: User | undefined }>({
    open: false,
    fixed: undefined,
  });
  if (shownFor.open !== props.open || shownFor.fixed !== fixed) {
    setShownFor({ open: props.open, fixed });
    if (props.open) {
      setAccountantId(fixed?.id ?? '');
      setLicenseId(fixed?.licenseId ?? '');
    }
  }

  const accountantItems = useMemo(
    () =>
      createListCollection({
        items: [...props.accountants],
        itemToValue: (user) => user.id,
        itemToString: (user) => `${user.name} (${user.email})`,
      }),
    [props.accountants],
  );
  const licenseItems = useMemo(
    () =>
      createListCollection({
        // Only active licences are offered for a new association; `Alterar` may pick any.
        items: props.licenses.filter(
          (license) => fixed || licenseStatus(license, props.now) === 'active',
        ),
        itemToValue: (license) => license.id,
        itemToString: (license) => `${license.officeName} (máx. ${license.maxCompanies})`,
      }),
    [props.licenses, props.now, fixed],
  );

  const submit = async () => {
    const parsed = assignLicenseRequestSchema.safeParse({ licenseId });
    if (!accountantId || !parsed.success) return;
    setBusy(true);
    try {
      await runAdminAction(() => assignLicense(services, accountantId, parsed.data.licenseId), {
        success: {
          title: fixed
            ? 'Licença associada ao contabilista com sucesso'
            : 'Licença associada com sucesso',
        },
        errorFallback: 'Erro ao associar licença',
      });
      props.onOpenChange(false);
    } catch {
      // Reported by the toast; the choices stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={fixed ? 'Alterar Licença' : 'Associar Licenças aos Contabilistas'}
      description={fixed ? `${fixed.name} (${fixed.email})` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel="Associar"
      busyLabel="A associar..."
      busy={busy}
      submitDisabled={!accountantId || !licenseId || !online}
      submitHint={online ? undefined : NEEDS_NETWORK_HINT}
    >
      {fixed ? null : (
        <Select.Root
          collection={accountantItems}
          value={accountantId ? [accountantId] : []}
          onValueChange={(details) => setAccountantId(details.value[0] ?? '')}
          positioning={{ sameWidth: true }}
        >
          <Select.HiddenSelect />
          <Select.Label>Contabilista</Select.Label>
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText placeholder="Selecione um contabilista" />
            </Select.Trigger>
            <Select.IndicatorGroup>
              <Select.Indicator />
            </Select.IndicatorGroup>
          </Select.Control>
          <Select.Positioner>
            <Select.Content>
              {accountantItems.items.map((user) => (
                <Select.Item item={user} key={user.id}>
                  <HStack gap="2" minWidth="0" flex="1" wrap="wrap">
                    <Text truncate>
                      {user.name}{' '}
                      <Text as="span" color="fg.muted">
                        {user.email}
                      </Text>
                    </Text>
                    {user.licenseId ? <Badge colorPalette="blue">Com licença</Badge> : null}
                  </HStack>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Select.Root>
      )}
      <Select.Root
        collection={licenseItems}
        value={licenseId ? [licenseId] : []}
        onValueChange={(details) => setLicenseId(details.value[0] ?? '')}
        positioning={{ sameWidth: true }}
      >
        <Select.HiddenSelect />
        <Select.Label>Licença</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder="Selecione uma licença" />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Select.Positioner>
          <Select.Content>
            {licenseItems.items.length === 0 ? (
              <Text p="2" color="fg.muted">
                Não há licenças ativas.
              </Text>
            ) : null}
            {licenseItems.items.map((license) => (
              <Select.Item item={license} key={license.id}>
                <HStack gap="2" minWidth="0" flex="1" wrap="wrap">
                  <Text truncate>
                    {license.officeName}{' '}
                    <Text as="span" color="fg.muted">
                      máx. {license.maxCompanies} empresas
                    </Text>
                  </Text>
                  {fixed ? <LicenseBadge license={license} now={props.now} /> : null}
                </HStack>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
    </FormDialog>
  );
}
