import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen } from './browser';
import { useWorld } from './world';

const world = useWorld({ office: {} });

/**
 * Opens /login with the app's code held back (login.html's loader passes) and types the user's
 * e-mail and password into the painted screen; answers the function that lets the code load.
 */
async function typeBeforeTheApp(
  page: Page,
  user: { email: string; password: string },
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!new URL(route.request().url()).pathname.includes('/login-loader-')) await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  return release;
}

describe('the login screen painted from the HTML (issue 18)', () => {
  it('shows the whole screen with no JavaScript at all, and a send does nothing', async () => {
    const context = await world.browser.newContext({
      baseURL: world.server.url,
      locale: 'pt-PT',
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      expect(await page.title()).toBe('Iniciar Sessão · RISEMA');
      await page.getByRole('heading', { name: 'RISEMA' }).waitFor();
      await page.getByText('Análise inteligente do seu negócio').waitFor();
      await page.getByRole('heading', { name: 'Iniciar Sessão' }).waitFor();
      const email = page.getByLabel('Email');
      expect(await email.getAttribute('placeholder')).toBe('nome@empresa.pt');
      await email.fill(world.office.accountant.email);
      await page.getByLabel('Password', { exact: true }).fill('segredo');
      await page.getByRole('button', { name: 'Mostrar password' }).waitFor();
      // A send before the app took over neither leaves the page nor loses what was typed.
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByLabel('Password', { exact: true }).press('Enter');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).search).toBe('');
      expect(await email.inputValue()).toBe(world.office.accountant.email);
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed before the app took over, then signs in', async () => {
    const page = await world.page({ width: 375, serviceWorker: true });
    // The page's JavaScript waits until the visitor has typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const { accountant } = world.office;
    await page.getByLabel('Email').fill(accountant.email);
    await page.getByLabel('Password', { exact: true }).fill(accountant.password);
    release();

    // Taken over: the show/hide button works, and the fields still hold what was typed.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: /(Mostrar|Ocultar) password/ }).click();
        return page.getByLabel('Password', { exact: true }).getAttribute('type');
      })
      .toBe('text');
    expect(await page.getByLabel('Email').inputValue()).toBe(accountant.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(
      accountant.password,
    );
    await checkScreen(page, 'login-hydrated');

    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/accountant');
    await page.getByText('Login efetuado com sucesso!').waitFor();
    expect(errors).toEqual([]);
  });
  it('sends a sign-in clicked before the app took over, once it has, once', async () => {
    const page = await world.page({ width: 375, serviceWorker: true });
    const sent = watchSignIns(page);
    // The app's code waits until the visitor has typed and clicked Entrar; login.html's loader
    // (a small deferred script, run before DOMContentLoaded) is there to keep the click.
    const { manager } = world.office;
    const release = await typeBeforeTheApp(page, manager);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Nothing can sign in yet: the page still shows the login screen, the click marked.
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.locator('form[data-submit-pending]').count()).toBe(1);
    release();

    // Once the app has taken over, that click signs in without a second one, with what was typed.
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByText('Login efetuado com sucesso!').waitFor();
    expect(sent.logins).toEqual([{ email: manager.email, password: manager.password }]);
    expect(sent.urls.filter((url) => url.includes(manager.password))).toEqual([]);
  });

  it('signs in when typed before the app took over and clicked as it does', async () => {
    // The worst moment for a click: React has hydrated the screen (its nodes carry React's
    // `__reactFiber$` keys) but its effects have not run (no `data-ready`). React's own handler
    // sends that submission: it must read what is in the fields (typed before the app took over,
    // so React's state never saw it), and the loader's mark must not send it a second time. Users
    // and signInThroughUi (typing then clicking at once) land there on a loaded machine.
    const page = await world.page({ width: 375, serviceWorker: true });
    const sent = watchSignIns(page);
    const { accountant } = world.office;
    const release = await typeBeforeTheApp(page, accountant);
    // Between every two tasks of the page (React's work is split into tasks the same way), until
    // the screen is hydrated: then Entrar is clicked at once.
    const clickedWhen = page.evaluate(
      () =>
        new Promise<{ hydrated: boolean; ready: boolean }>((resolve) => {
          const form = document.querySelector('form');
          const button = form?.querySelector('button[type="submit"]');
          if (!form || !(button instanceof HTMLButtonElement)) throw new Error('No login form');
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const hydrated = Object.keys(form).some((key) => key.startsWith('__reactFiber$'));
            const ready = form.hasAttribute('data-ready');
            if (!hydrated && !ready) {
              channel.port2.postMessage(null);
              return;
            }
            button.click();
            channel.port1.close();
            resolve({ hydrated, ready });
          };
          channel.port2.postMessage(null);
        }),
    );
    release();
    expect(await clickedWhen).toEqual({ hydrated: true, ready: false });

    await page.waitForURL('**/accountant');
    await page.getByText('Login efetuado com sucesso!').waitFor();
    expect(sent.logins).toEqual([{ email: accountant.email, password: accountant.password }]);
    expect(sent.urls.filter((url) => url.includes(accountant.password))).toEqual([]);
  });
});

/**
 * Records what a page asks of the network: every URL (a password must be in none) and the body
 * of every sign-in request it sends.
 */
function watchSignIns(page: Page): { urls: string[]; logins: unknown[] } {
  const sent = { urls: [] as string[], logins: [] as unknown[] };
  page.on('request', (request) => {
    sent.urls.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') {
      sent.logins.push(request.postDataJSON());
    }
  });
  page.on('framenavigated', (frame) => sent.urls.push(frame.url()));
  return sent;
}
