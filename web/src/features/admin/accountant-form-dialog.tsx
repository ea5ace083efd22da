import { Input, NativeSelect } from '@chakra-ui/react';
import { LICENSE_TIERS, licenseStatus } from '@risema/finance-core/contract';
import type { CreateUserRequest, License, LicenseTier } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { licenseStateLabel } from '../../components/license-badge';
import { NEEDS_NETWORK_HINT } from '../../components/network-button';
import { createAccountant } from '../../data/actions/accountant-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useServices } from '../../data/services-context';
import type { AccountantFormValues } from './accountant-form';
import { ACCOUNTANT_FORM_DEFAULTS, accountantResolver } from './accountant-form';
import { runAdminAction } from './run-admin-action';

/**
 * `Novo Contabilista`: name, email, password, and the licence — an existing one or a new one
 * (office and plan). Messages of docs/product.md §5; on failure the dialog keeps what was typed.
 */
export function AccountantFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  licenses: readonly License[];
  now: Date;
}) {
  const services = useServices();
  const online = useOnline();
  const { register, handleSubmit, reset, control, formState } = useForm<
    AccountantFormValues,
    unknown,
    CreateUserRequest
  >({ resolver: accountantResolver, defaultValues: ACCOUNTANT_FORM_DEFAULTS });
  const errors = formState.errors;
  const option = useWatch({ control, name: 'licenseOption' });

  useEffect(() => {
    if (props.open) reset(ACCOUNTANT_FORM_DEFAULTS);
  }, [props.open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await runAdminAction(() => createAccountant(services, body), {
        success: { title: 'Contabilista criado com sucesso', description: body.name },
        errorFallback: 'Erro ao criar contabilista',
      });
      props.onOpenChange(false);
    } catch {
      // Reported by the toast; the dialog keeps the values.
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Novo Contabilista"
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Criar Contabilista"
      busyLabel="A criar..."
      busy={formState.isSubmitting}
      submitDisabled={!online}
      submitHint={online ? undefined : NEEDS_NETWORK_HINT}
    >
      <FormField label="Nome" error={errors.name?.message} required>
        <Input {...register('name')} autoComplete="name" />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input {...register('email')} type="email" inputMode="email" autoComplete="off" />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        help="Pelo menos 6 caracteres."
        required
      >
        <Input {...register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Licença">
        <NativeSelect.Root>
          <NativeSelect.Field {...register('licenseOption')}>
            <option value="existing">Licença existente</option>
            <option value="new">Nova licença</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {option === 'existing' ? (
        <FormField label="Licença existente" error={errors.licenseId?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('licenseId')}>
              <option value="">Selecione uma licença</option>
              {props.licenses.map((license) => (
                <option key={license.id} value={license.id}>
                  {`${license.officeName} (máx. ${license.maxCompanies})${
                    licenseStatus(license, props.now) === 'active'
                      ? ''
                      : ` — ${licenseStateLabel(license, props.now)} ${formatDate(license.expiryDate)}`
                  }`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : (
        <>
          <FormField label="Nome do escritório" error={errors.newOfficeName?.message} required>
            <Input {...register('newOfficeName')} autoComplete="organization" />
          </FormField>
          <FormField label="Plano" required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('newTier')}>
                {(Object.keys(LICENSE_TIERS) as LicenseTier[]).map((tier) => (
                  <option key={tier} value={tier}>
                    {`${LICENSE_TIERS[tier].label} — ${LICENSE_TIERS[tier].price} €/ano, ${LICENSE_TIERS[tier].maxCompanies} empresas`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
