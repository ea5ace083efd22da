import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { License } from '@risema/finance-core/contract';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { NEEDS_NETWORK_HINT } from '../../components/network-button';
import { createLicense, updateLicense } from '../../data/actions/license-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useServices } from '../../data/services-context';
import type { LicenseFormOutput, LicenseFormValues, LicensePlan } from './license-form';
import {
  PLAN_OPTIONS,
  licenseFormDefaults,
  licenseFormSchema,
  planMaxCompanies,
} from './license-form';
import { runAdminAction } from './run-admin-action';

/**
 * `Criar Nova Licença` / `Editar Licença`: office name, plan (Professional, Business or custom),
 * company limit and expiry date (pt-PT calendar, past dates disabled). Validated with the
 * contract's schema; on failure the dialog stays open with what was typed.
 */
export function LicenseFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The licence to edit; a new one without it. */
  license?: License;
}) {
  const services = useServices();
  const online = useOnline();
  const editing = props.license;
  const unchangedExpiry = editing ? licenseFormDefaults(editing).expiresAt : undefined;
  const form = useForm<LicenseFormValues, unknown, LicenseFormOutput>({
    resolver: zodResolver(licenseFormSchema(unchangedExpiry)),
    defaultValues: licenseFormDefaults(editing),
  });
  const { register, control, handleSubmit, reset, setValue, formState } = form;

  // Each opening starts from the licence (or a blank form), not from a previous attempt.
  useEffect(() => {
    if (props.open) reset(licenseFormDefaults(editing));
  }, [props.open, editing, reset]);

  const plan: LicensePlan = useWatch({ control, name: 'tier' }) ?? 'custom';
  const onPlanChange = (next: LicensePlan) => {
    setValue('tier', next === 'custom' ? undefined : next);
    setValue('maxCompanies', planMaxCompanies(next), { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      officeName: values.officeName,
      maxCompanies: values.maxCompanies,
      expiresAt: values.expiresAt,
      ...(values.tier ? { tier: values.tier } : {}),
    };
    try {
      if (editing) {
        await runAdminAction(() => updateLicense(services, editing.id, body), {
          success: { title: 'Licença actualizada com sucesso' },
          errorFallback: 'Erro ao actualizar licença',
        });
      } else {
        await runAdminAction(() => createLicense(services, body), {
          success: { title: 'Licença criada', description: values.officeName },
          errorFallback: 'Erro ao criar licença',
          errorPrefix: 'Erro ao criar licença: ',
        });
      }
      props.onOpenChange(false);
    } catch {
      // The toast said why; the dialog stays open with the values.
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={editing ? 'Editar Licença' : 'Criar Nova Licença'}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={editing ? 'Guardar' : 'Criar Licença'}
      busy={formState.isSubmitting}
      submitDisabled={!online}
      submitHint={online ? undefined : NEEDS_NETWORK_HINT}
    >
      <FormField label="Nome do escritório" error={formState.errors.officeName?.message} required>
        <Input {...register('officeName')} autoComplete="organization" />
      </FormField>
      <FormField label="Plano">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={plan}
            onChange={(event) => onPlanChange(event.currentTarget.value as LicensePlan)}
          >
            {PLAN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="Número máximo de empresas"
        error={formState.errors.maxCompanies?.message}
        required
      >
        <Input {...register('maxCompanies')} type="number" inputMode="numeric" min={1} step={1} />
      </FormField>
      <Controller
        control={control}
        name="expiresAt"
        render={({ field, fieldState }) => (
          <DateField
            label="Data de expiração"
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value || undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            required
          />
        )}
      />
    </FormDialog>
  );
}
