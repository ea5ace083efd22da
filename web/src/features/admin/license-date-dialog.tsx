import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeLicenseDateRequestSchema, messages } from '@risema/finance-core/contract';
import type { ChangeLicenseDateRequest, License } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField, todayCalendarDate } from '../../components/date-field';
import { FormDialog } from '../../components/form-dialog';
import { NEEDS_NETWORK_HINT } from '../../components/network-button';
import { changeLicenseDate } from '../../data/actions/license-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useServices } from '../../data/services-context';
import { runAdminAction } from './run-admin-action';

// The contract's schema plus the calendar's minimum: today (docs/product.md §5).
const schema = changeLicenseDateRequestSchema.superRefine((body, ctx) => {
  if (body.expiryDate && body.expiryDate < todayCalendarDate()) {
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: messages.pastDate });
  }
});

/**
 * `Editar Data`: a new expiry date for an accountant's licence (today or later), which also
 * reactivates it; confirm is disabled until a date is chosen.
 */
export function LicenseDateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: License | null;
}) {
  const services = useServices();
  const online = useOnline();
  const { control, handleSubmit, reset, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    ChangeLicenseDateRequest
  >({ resolver: zodResolver(schema), defaultValues: { expiryDate: undefined } });

  useEffect(() => {
    if (props.open) reset({ expiryDate: undefined });
  }, [props.open, reset]);

  const expiryDate = useWatch({ control, name: 'expiryDate' });
  const license = props.license;
  const onSubmit = handleSubmit(async (body) => {
    if (!license) return;
    try {
      await runAdminAction(() => changeLicenseDate(services, license.id, body), {
        success: { title: 'Data de renovação atualizada com sucesso' },
        errorFallback: 'Erro ao atualizar data de renovação',
      });
      props.onOpenChange(false);
    } catch {
      // Reported by the toast; the date stays chosen.
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Editar Data de Expiração"
      description={
        license ? (
          <Text as="span">
            {license.officeName} · expira a {formatDate(license.expiryDate)}
          </Text>
        ) : undefined
      }
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Guardar Data"
      busy={formState.isSubmitting}
      submitDisabled={!expiryDate || !online}
      submitHint={online ? undefined : NEEDS_NETWORK_HINT}
    >
      <Controller
        control={control}
        name="expiryDate"
        render={({ field, fieldState }) => (
          <DateField
            label="Nova data de expiração"
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
