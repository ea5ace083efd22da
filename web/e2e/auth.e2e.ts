import { messages } from '@risema/finance-core/contract';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughUi } from './browser';
import { useWorld } from './world';

const world = useWorld({ office: {} });
let page: Page;

beforeEach(async () => {
  page = await world.page();
});

const pathname = () => new URL(page.url()).pathname;

describe('sign-in and routes', () => {
  it('shows the login screen of docs/product.md §2 and validates under each field', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'RISEMA' }).isVisible()).toBe(true);
    await page.getByText('Análise inteligente do seu negócio').waitFor();
    await page.getByText('Iniciar Sessão').waitFor();

    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Email inválido').waitFor();
    await page.getByText('Password é obrigatória').waitFor();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('segredo');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('bad credentials show the `Erro no login` toast with the server message', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(world.office.accountant.email);
    await page.getByLabel('Password', { exact: true }).fill('password-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.getByText('Erro no login').waitFor();
    await page.getByText(messages.invalidCredentials).waitFor();
    expect(pathname()).toBe('/login');
    expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
  });

  it('each role lands on its route, with the welcome toast', async () => {
    await signInThroughUi(page, world.server.admin);
    await page.waitForURL('**/admin');
    await page.getByText('Login efetuado com sucesso!').waitFor();
    await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();

    const accountant = await world.page();
    await signInThroughUi(accountant, world.office.accountant);
    await accountant.waitForURL('**/accountant');
    await accountant.getByText(`Bem-vindo, ${world.office.accountant.name}`).first().waitFor();
    // The accountant's company, from the synced local data, with its detail link.
    await accountant.getByRole('link', { name: 'Ver Detalhes' }).waitFor();
    await accountant.getByRole('heading', { name: world.office.company.name }).waitFor();

    const manager = await world.page();
    await signInThroughUi(manager, world.office.manager);
    // /manager opens the manager's company.
    await manager.waitForURL(`**/company/${world.office.company.id}`);
    await manager.getByRole('heading', { name: world.office.company.name }).waitFor();
  });

  it('a wrong role sees Acesso Negado; a signed-in user opening /login moves on', async () => {
    await signInThroughUi(page, world.office.manager);
    await page.goto('/admin/licenses');
    await page.getByText(messages.forbidden).waitFor();
    expect(pathname()).toBe('/admin/licenses');

    await page.goto('/login');
    await page.waitForURL(`**/company/${world.office.company.id}`);
  });

  it('a signed-out visitor on a protected route gets the login page; unknown routes a 404', async () => {
    await page.goto('/accountant');
    await page.waitForURL('**/login');
    await page.getByText('Iniciar Sessão').waitFor();

    await page.goto('/nao/existe');
    await page.getByText('404 - Página não encontrada').waitFor();

    await signInThroughUi(page, world.office.accountant);
    await page.goto('/outra/coisa');
    await page.getByText('404 - Página não encontrada').waitFor();
    // Signed in, the 404 sits inside the navigation.
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  });

  it('logout returns to /login and the old token no longer works on the server', async () => {
    await signInThroughUi(page, world.office.accountant);
    await page.waitForURL('**/accountant');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    const before = await fetch(`${world.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    // Leaving the page saves its component styles for the next visit (app/style-snapshot.ts).
    const saved = await page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'));
      return localStorage.getItem('risemaStyles');
    });
    expect(saved).toContain('.css-');
    // Leaving again with no style added since writes nothing; after a screen with styles of its
    // own, the snapshot is written again. Both hides run in one task: between two evaluations the
    // screen may still render a rule of its own (a list arriving), which rightly writes again.
    expect(
      await page.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        localStorage.setItem('risemaStyles', 'unchanged');
        window.dispatchEvent(new Event('pagehide'));
        return localStorage.getItem('risemaStyles');
      }),
    ).toBe('unchanged');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Empresas' })
      .click();
    await page.locator('[data-testid="company-row"]').first().waitFor();
    expect(
      await page.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        return localStorage.getItem('risemaStyles');
      }),
    ).toContain('.css-');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');

    // The session and the saved styles are gone, and leaving the page saves none again.
    expect(
      await page.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        return [
          localStorage.getItem('authToken'),
          localStorage.getItem('authUser'),
          localStorage.getItem('risemaStyles'),
        ];
      }),
    ).toEqual([null, null, null]);
    const after = await fetch(`${world.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    // The cached data of the user is gone from IndexedDB too.
    const companies = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('risema');
          open.onerror = () => reject(new Error('IndexedDB did not open'));
          open.onsuccess = () => {
            const count = open.result.transaction('companies').objectStore('companies').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(companies).toBe(0);

    // Signed in again in the same page: leaving it saves the styles again.
    await signInThroughUi(page, world.office.accountant);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(
      await page.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        return localStorage.getItem('risemaStyles');
      }),
    ).toContain('.css-');
  });
});
