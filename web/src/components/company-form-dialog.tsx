import { Box, Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createCompanyRequestSchema,
  updateCompanyRequestSchema,
} from '@risema/finance-core/contract';
import type { Company, CompanyWriteResponse } from '@risema/finance-core/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createCompany } from '../data/actions/create-company';
import { issueManagerActivation } from '../data/actions/issue-manager-activation';
import { updateCompany } from '../data/actions/update-company';
import { ApiError } from '../data/api-error';
import { useServices } from '../data/services-context';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { mountedOnceOpened } from './lazy-dialog';
import type { ManagerActivation } from './manager-activation-dialog';
import { ManagerActivationDialog } from './manager-activation-dialog';
import { NetworkButton } from './network-button';
import { notify } from './notify';

/** The create form: the contract's create schema, without the server-side fields. */
const createFormSchema = createCompanyRequestSchema.unwrap().pick({
  name: true,
  taxId: true,
  managerName: true,
  managerEmail: true,
});
type CreateValues = z.input<typeof createFormSchema>;
type UpdateValues = z.input<typeof updateCompanyRequestSchema>;

/** What the create dialog says about the manager's first password (docs/product.md §2). */
export const NIF_PASSWORD_NOTE =
  'O NIF da empresa será a password inicial do gestor, que a terá de alterar no primeiro início de sessão com o código de ativação que lhe será mostrado.';

/** How long a code is valid (the server's rule), for a code answered with its company. */
const ACTIVATION_DAYS = 30;

/** The activation to show after a create or edit whose answer carries a code, else null. */
function activationOf(answer: CompanyWriteResponse): ManagerActivation | null {
  if (!answer.managerActivationCode) return null;
  return {
    companyName: answer.name,
    taxId: answer.taxId,
    managerEmail: answer.managerEmail ?? '',
    code: answer.managerActivationCode,
    expiresAt: new Date(Date.now() + ACTIVATION_DAYS * 86_400_000).toISOString(),
  };
}

function blank(): CreateValues {
  return { name: '', taxId: '', managerName: '', managerEmail: '' };
}

function fromCompany(company: Company): UpdateValues {
  return {
    name: company.name,
    taxId: company.taxId,
    managerName: company.managerName ?? '',
    managerEmail: company.managerEmail ?? '',
    newManagerPassword: '',
  };
}

/** The error toast of a failed company create or edit (docs/product.md §8). */
function reportFailure(error: unknown, title: string): void {
  const message = error instanceof ApiError && error.message ? error.message : title;
  notify({ title, description: message, type: 'error' });
}

/**
 * `Criar Empresa` and `Editar Empresa` (accountant). Validated with the contract's schemas (NIF
 * check digit included); works offline, where the change waits in the outbox and the company
 * shows `Por enviar`. A failure keeps the dialog open with everything typed. Rendered from its
 * first opening: its code comes with the screen (it must open offline before the service
 * worker holds the app), its form's work does not.
 */
export const CompanyFormDialog = mountedOnceOpened(CompanyFormDialogs);

function CompanyFormDialogs(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company to edit; a new one without it. */
  company?: Company;
  /** Blocks creation (quota reached), with the reason shown under the fields. */
  blockedReason?: string | null;
}) {
  // Shown once, after the form closed: the code is never kept anywhere on this device.
  const [activation, setActivation] = useState<ManagerActivation | null>(null);
  return (
    <>
      {props.company ? (
        <EditCompanyDialog {...props} company={props.company} onActivation={setActivation} />
      ) : (
        <CreateCompanyDialog {...props} onActivation={setActivation} />
      )}
      <ManagerActivationDialog activation={activation} onClose={() => setActivation(null)} />
    </>
  );
}

function CreateCompanyDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  blockedReason?: string | null;
  onActivation: (activation: ManagerActivation) => void;
}) {
  const services = useServices();
  const { register, handleSubmit, reset, formState } = useForm<
    CreateValues,
    unknown,
    z.output<typeof createFormSchema>
  >({ resolver: zodResolver(createFormSchema), defaultValues: blank() });

  useEffect(() => {
    if (props.open) reset(blank());
  }, [props.open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await createCompany(services, values);
      notifySaved('Empresa criada', values.name, result.status);
      props.onOpenChange(false);
      const activation = result.status === 'done' ? activationOf(result.value) : null;
      if (activation) props.onActivation(activation);
    } catch (error) {
      reportFailure(error, 'Erro ao criar empresa');
    }
  });
  const errors = formState.errors;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Criar Empresa"
      description={NIF_PASSWORD_NOTE}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Criar Empresa"
      busyLabel="A criar..."
      busy={formState.isSubmitting}
      submitDisabled={Boolean(props.blockedReason)}
      submitHint={props.blockedReason ?? undefined}
    >
      <FormField label="Nome da empresa" error={errors.name?.message} required>
        <Input {...register('name')} autoComplete="organization" />
      </FormField>
      <FormField label="NIF" error={errors.taxId?.message} required>
        <Input {...register('taxId')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField label="Nome do gestor" error={errors.managerName?.message} required>
        <Input {...register('managerName')} autoComplete="off" />
      </FormField>
      <FormField label="Email do gestor" error={errors.managerEmail?.message} required>
        <Input {...register('managerEmail')} type="email" autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}

/** The success toast of a create or edit: a change kept offline says it waits to be sent. */
function notifySaved(title: string, name: string, status: string): void {
  notify({
    title,
    description: status === 'queued' ? `${name}: por enviar, segue quando houver ligação.` : name,
    type: 'success',
  });
}

function EditCompanyDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: Company;
  onActivation: (activation: ManagerActivation) => void;
}) {
  const services = useServices();
  const { company } = props;
  const { register, handleSubmit, reset, formState } = useForm<
    UpdateValues,
    unknown,
    z.output<typeof updateCompanyRequestSchema>
  >({ resolver: zodResolver(updateCompanyRequestSchema), defaultValues: fromCompany(company) });

  useEffect(() => {
    if (props.open) reset(fromCompany(company));
  }, [props.open, company, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await updateCompany(services, company.id, values);
      notifySaved('Empresa atualizada', values.name, result.status);
      props.onOpenChange(false);
      const activation = result.status === 'done' ? activationOf(result.value) : null;
      if (activation) props.onActivation(activation);
    } catch (error) {
      reportFailure(error, 'Erro ao atualizar empresa');
    }
  });
  const errors = formState.errors;
  const [issuing, setIssuing] = useState(false);
  const newCode = async () => {
    setIssuing(true);
    try {
      const issued = await issueManagerActivation(services, company.id);
      props.onOpenChange(false);
      props.onActivation({
        companyName: company.name,
        taxId: company.taxId,
        managerEmail: company.managerEmail ?? '',
        code: issued.managerActivationCode,
        expiresAt: issued.expiresAt,
      });
    } catch (error) {
      reportFailure(error, 'Erro ao gerar o código de ativação');
    } finally {
      setIssuing(false);
    }
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Editar Empresa"
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Guardar"
      busy={formState.isSubmitting}
    >
      <FormField label="Nome da empresa" error={errors.name?.message} required>
        <Input {...register('name')} autoComplete="organization" />
      </FormField>
      <FormField label="NIF" error={errors.taxId?.message} required>
        <Input {...register('taxId')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField label="Nome do gestor" error={errors.managerName?.message}>
        <Input {...register('managerName')} autoComplete="off" />
      </FormField>
      <FormField label="Email do gestor" error={errors.managerEmail?.message}>
        <Input {...register('managerEmail')} type="email" autoComplete="off" />
      </FormField>
      <FormField
        label="Nova password do gestor"
        error={errors.newManagerPassword?.message}
        help="Opcional: deixe em branco para manter a atual. Escrever o NIF repõe a password inicial; o gestor terá de a alterar no próximo início de sessão."
      >
        <Input {...register('newManagerPassword')} type="password" autoComplete="new-password" />
      </FormField>
      {company.managerId ? (
        <Box borderTopWidth="1px" pt="4">
          <Text fontSize="sm" color="fg.muted" mb="2">
            O gestor ainda não ativou a conta ou perdeu o código? Um novo código de ativação
            substitui o anterior.
          </Text>
          <NetworkButton
            size="sm"
            variant="outline"
            loading={issuing}
            onClick={() => void newCode()}
          >
            Novo código de ativação
          </NetworkButton>
        </Box>
      ) : null}
    </FormDialog>
  );
}
