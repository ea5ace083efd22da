import type { LoginRequest, User } from '@risema/finance-core/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { notify } from '../../components/notify';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../data/api-error';
import './login-screen.css';

/**
 * The contract (its zod schemas and messages), loaded at the first use: the login screen checks the
 * form with it only when sent, and needs it not to paint nor to take typing (the page starts
 * loading it at the first keystroke, so it is there by then).
 */
const loadContract = () => import('@risema/finance-core/contract');

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
/** What the form sends: the values typed, as they stand when it is submitted. */
interface LoginValues {
  email: string;
  password: string;
}

/** The ids the labels, fields and their messages refer to (one login screen per page). */
const IDS = {
  title: 'login-title',
  email: 'login-email',
  password: 'login-password',
} as const;

export interface LoginScreenProps {
  /** Signs in (the server's refusal as an ApiError); answers the signed-in user. */
  signIn: (credentials: LoginRequest) => Promise<User>;
  /** Takes the signed-in user to their page; the welcome toast follows. */
  onSignedIn: (user: User) => Promise<void> | void;
}

/**
 * `/login` (docs/product.md §2): the product name, the tagline and the card `Iniciar Sessão` with
 * its form, validated with the contract's `loginRequestSchema` (errors under each field); `Entrar`
 * reads `A iniciar sessão...` and is disabled while signing in; toasts of docs/product.md §8.
 *
 * Plain elements styled by login-screen.css, without Chakra: the build renders this screen into
 * login.html, which paints before any JavaScript runs, and the page then hydrates it in place. So
 * its first render depends on nothing but its props. The fields are uncontrolled: what they hold
 * is what the visitor typed, before this screen took over or after, and a submission reads them
 * then (React state would still be empty for text typed before hydration). Until the screen takes
 * over, the form's `dialog` method makes a submission do nothing (no navigation, no URL with the
 * password in it); login.html's loader marks it and this screen sends it once it has taken over.
 */
export function LoginScreen(props: LoginScreenProps) {
  usePageTitle('Iniciar Sessão');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async ({ email, password }: LoginValues) => {
    let contract: Awaited<ReturnType<typeof loadContract>>;
    try {
      contract = await loadContract();
    } catch {
      // Its code could not load: no connection (and none to sign in with either).
      notify({ title: 'Erro no login', description: NETWORK_ERROR_MESSAGE, type: 'error' });
      return;
    }
    const parsed = contract.loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    let user: User;
    try {
      user = await props.signIn(parsed.data);
    } catch (error) {
      setSubmitting(false);
      notify({
        title: 'Erro no login',
        description:
          error instanceof ApiError && error.message
            ? error.message
            : contract.messages.invalidCredentials,
        type: 'error',
      });
      return;
    }
    try {
      await props.onSignedIn(user);
    } finally {
      setSubmitting(false);
    }
    notify({
      title: 'Login efetuado com sucesso!',
      description: `Bem-vindo, ${user.name}`,
      type: 'success',
    });
  };

  const submitWith = (values: LoginValues) => {
    // One sign-in at a time (the button is disabled too, once the form has been checked).
    if (busy.current) return;
    busy.current = true;
    void onSubmit(values)
      .catch((error: unknown) => console.error('Sign-in failed', error))
      .finally(() => {
        busy.current = false;
      });
  };

  /** What the fields hold now (typed before this screen took over or after). */
  const typedValues = (): LoginValues => ({
    email: emailRef.current?.value ?? '',
    password: passwordRef.current?.value ?? '',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent here: login.html's loader may have marked it as made before the screen took over
    // (React replays a submission made while it hydrates), so the effect below must not resend it.
    event.currentTarget.removeAttribute('data-submit-pending');
    submitWith(typedValues());
  };

  const sendPendingSubmit = useEffectEvent(() => {
    submitWith(typedValues());
  });

  // From here on this screen handles submissions itself (the loader stops marking them); one made
  // before it took over (marked by login.html's loader) is sent now, so no click is lost.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute('data-ready', '');
    if (form.hasAttribute('data-submit-pending')) {
      form.removeAttribute('data-submit-pending');
      sendPendingSubmit();
    }
  }, []);

  return (
    <div className="login-page">
      <div className="login-stack">
        <div className="login-brand">
          <img className="login-logo" src="/favicon.svg" alt="" width="64" height="64" />
          <h1 className="login-title">RISEMA</h1>
          <p className="login-tagline">Análise inteligente do seu negócio</p>
        </div>
        <section className="login-card" aria-labelledby={IDS.title}>
          <h2 className="login-card-title" id={IDS.title}>
            Iniciar Sessão
          </h2>
          <form
            ref={formRef}
            className="login-form"
            method="dialog"
            noValidate
            onSubmit={submit}
            onInput={() => void loadContract()}
          >
            <TextField
              field="email"
              label="Email"
              error={errors.email}
              inputRef={emailRef}
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder="nome@empresa.pt"
            />
            <TextField
              field="password"
              label="Password"
              error={errors.password}
              inputRef={passwordRef}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              reveal={{ shown: showPassword, toggle: () => setShowPassword((shown) => !shown) }}
            />
            <button className="login-submit" type="submit" disabled={submitting}>
              {submitting ? (
                <>
                  <span className="login-spinner" aria-hidden="true" />A iniciar sessão...
                </>
              ) : (
                'Entrar'
              )}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}

/** A labelled field with its error under it (and, for the password, the show/hide button). */
function TextField({
  inputRef,
  ...props
}: {
  field: Field;
  label: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  type: string;
  autoComplete: string;
  inputMode?: 'email';
  placeholder?: string;
  reveal?: { shown: boolean; toggle: () => void };
}) {
  const id = IDS[props.field];
  const errorId = `${id}-error`;
  const input = (
    <input
      ref={inputRef}
      className="login-input"
      id={id}
      name={props.field}
      type={props.type}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? errorId : undefined}
    />
  );
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={id}>
        {props.label}
      </label>
      {props.reveal ? (
        <div className="login-password">
          {input}
          <button
            className="login-reveal"
            type="button"
            aria-label={props.reveal.shown ? 'Ocultar password' : 'Mostrar password'}
            aria-pressed={props.reveal.shown}
            onClick={props.reveal.toggle}
          >
            {props.reveal.shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </button>
        </div>
      ) : (
        input
      )}
      {props.error ? (
        <p className="login-error" id={errorId} aria-live="polite">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
