import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pageTitle } from '../components/use-page-title';
import { StandaloneLogin } from './standalone-login';

/** The document title of login.html: the login screen's own (`Iniciar Sessão · RISEMA`). */
export const LOGIN_DOCUMENT_TITLE = pageTitle('Iniciar Sessão');

/**
 * The login screen's first render as HTML, for the build to put in login.html (web/build/
 * login-page.ts): the very tree app/start.tsx hydrates, with nothing signed in.
 */
export function renderLoginMarkup(): string {
  const refuse = () => Promise.reject(new Error('The prerendered login screen cannot sign in'));
  return renderToString(
    <StrictMode>
      <StandaloneLogin signIn={refuse} onSignedIn={() => undefined} />
    </StrictMode>,
  );
}
