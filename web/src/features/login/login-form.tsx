import { Button, Field, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { loginRequestSchema, messages } from '@risema/finance-core/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify';
import { ApiError } from '../../data/api-error';
import { homePathFor } from '../../app/paths';
import { signIn } from '../../data/auth/sign-in';
import { useCore } from '../../data/services-context';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Email and password, validated with the contract's `loginRequestSchema` (errors under each
 * field); `Entrar` reads `A iniciar sessão...` and is disabled while signing in. Toasts and the
 * redirect by role follow docs/product.md §8.
 */
export function LoginForm() {
  const core = useCore();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await signIn(core, parsed.data);
      notify({
        title: 'Login efetuado com sucesso!',
        description: `Bem-vindo, ${user.name}`,
        type: 'success',
      });
      await navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      notify({
        title: 'Erro no login',
        description:
          error instanceof ApiError && error.message ? error.message : messages.invalidCredentials,
        type: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            placeholder="nome@empresa.pt"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>Password</Field.Label>
          <InputGroup
            endElement={
              <IconButton
                aria-label={showPassword ? 'Ocultar password' : 'Mostrar password'}
                aria-pressed={showPassword}
                variant="ghost"
                size="sm"
                me="-2"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              </IconButton>
            }
          >
            <Input
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </InputGroup>
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          disabled={submitting}
          loading={submitting}
          loadingText="A iniciar sessão..."
        >
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
