import { describe, expect, it } from 'vitest';
import { checkScreen } from './browser';
import { useWorld } from './world';

const world = useWorld({ office: {} });

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
      expect(await page.getByText('Análise inteligente do seu negócio').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Iniciar Sessão' }).isVisible()).toBe(true);
      const email = page.getByLabel('Email');
      expect(await email.getAttribute('placeholder')).toBe('nome@empresa.pt');
      await email.fill(world.office.accountant.email);
      await page.getByLabel('Password', { exact: true }).fill('segredo');
      expect(await page.getByRole('button', { name: 'Mostrar password' }).isVisible()).toBe(true);
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
    const page = await world.page({ width: 375 });
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
  it('sends a sign-in clicked before the app took over, once it has', async () => {
    const page = await world.page({ width: 375 });
    // The page's JavaScript waits until the visitor has typed and clicked Entrar.
    let release: () => void = () => undefined;
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const { manager } = world.office;
    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Password', { exact: true }).fill(manager.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Nothing can sign in yet: the page still shows the login screen, the click marked.
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.locator('form[data-submit-pending]').count()).toBe(1);
    release();

    // Once the app has taken over, that click signs in without a second one.
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByText('Login efetuado com sucesso!').waitFor();
  });
});
