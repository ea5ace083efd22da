import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHOSEN_PASSWORD_MIN_LENGTH,
  changePasswordBodySchema,
  isPasswordPolicyMessage,
} from '@risema/finance-core/contract';
import type { PasswordOwner } from '@risema/finance-core/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePassword } from '../data/actions/change-password';
import { ApiError } from '../data/api-error';
import { useSession } from '../data/hooks/use-session';
import { useOwnNifs } from '../data/queries/use-own-nifs';
import { useCore } from '../data/services-context';
import { chosenPasswordProblemWithDictionary } from './chosen-password-problem';
import { FormField } from './form-field';
import { notify } from './notify';

/** The message when the repeated password is not the new one. */
export const PASSWORDS_DIFFER = 'As passwords não coincidem';

/** The message when the activation code is asked for and left empty. */
export const ACTIVATION_CODE_REQUIRED = 'Código de ativação é obrigatório';

const fieldsSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  repeatPassword: z.string(),
  activationCode: z.string(),
  needsActivationCode: z.boolean(),
});
type Values = z.infer<typeof fieldsSchema>;

/**
 * The contract's rules (current given, new of 8 to 128 characters and different), the
 * repetition, the activation code when the password is still the company's NIF, and the rest of
 * the policy of a chosen password (not the NIF, not the email, not a common password: the
 * dictionary is loaded when first needed).
 */
function formSchemaFor(owner: PasswordOwner) {
  return fieldsSchema.superRefine(async (values, ctx) => {
    if (values.needsActivationCode && values.activationCode.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['activationCode'], message: ACTIVATION_CODE_REQUIRED });
    }
    const parsed = changePasswordBodySchema.safeParse(values);
    const issues = parsed.success ? [] : parsed.error.issues;
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (!issues.some((issue) => issue.path[0] === 'newPassword')) {
      const problem = await chosenPasswordProblemWithDictionary(values.newPassword, owner);
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    }
    if (values.repeatPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: PASSWORDS_DIFFER });
    }
  });
}

/**
 * `Alterar password`: current password, new (8 to 128 characters, not the NIF, the email or a
 * common password) and its repetition; while the password is still the company's NIF (a
 * manager's first sign-in), also the `Código de ativação` the accountant gave. On failure the
 * fields keep what was typed and the server's message is shown (under the new password when it
 * is the policy's).
 */
export function ChangePasswordForm(props: { onDone: () => void; onCancel?: () => void }) {
  const core = useCore();
  const user = useSession()?.user;
  const needsActivationCode = user?.needsActivationCode === true;
  const email = user?.email ?? '';
  const nifs = useOwnNifs(user);
  const formSchema = useMemo(() => formSchemaFor({ email, nifs }), [email, nifs]);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      currentPassword: '',
      newPassword: '',
      repeatPassword: '',
      activationCode: '',
      needsActivationCode,
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(core, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        ...(needsActivationCode ? { activationCode: values.activationCode } : {}),
      });
      notify({ title: 'Password alterada com sucesso', type: 'success' });
      // The server opened nothing else before the change: fetch the user's data now.
      core
        .loadData()
        .then((data) => data.requestSync())
        .catch((error: unknown) => console.error('Sync after password change failed', error));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && isPasswordPolicyMessage(error.message)) {
        setError('newPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      notify({
        title: 'Erro ao alterar password',
        description: error instanceof ApiError ? error.message : 'Erro ao alterar password',
        type: 'error',
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
      <Stack gap="4">
        {needsActivationCode ? (
          <FormField
            label="Código de ativação"
            error={errors.activationCode?.message}
            help="O código de 10 caracteres que o seu contabilista lhe entregou com o acesso."
            required
          >
            <Input
              {...register('activationCode')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </FormField>
        ) : null}
        <FormField label="Password atual" error={errors.currentPassword?.message} required>
          <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
        </FormField>
        <FormField
          label="Nova password"
          error={errors.newPassword?.message}
          help={`Pelo menos ${CHOSEN_PASSWORD_MIN_LENGTH} caracteres; nem o NIF, nem o seu email, nem uma password comum.`}
          required
        >
          <Input {...register('newPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Repetir nova password" error={errors.repeatPassword?.message} required>
          <Input {...register('repeatPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <HStack justify="flex-end" gap="2" wrap="wrap">
          {props.onCancel ? (
            <Button variant="outline" onClick={props.onCancel} disabled={formState.isSubmitting}>
              Cancelar
            </Button>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting}
            loadingText="A guardar..."
          >
            Alterar password
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
