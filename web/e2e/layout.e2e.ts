import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settled, signInThroughUi } from './browser';
import { useWorld } from './world';

const world = useWorld({ office: {} });

const width = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().width);

describe('navigation layout', () => {
  it('at 375 px: a top bar whose menu opens a drawer with the role entries', async () => {
    const page = await world.page({ width: 375, height: 740, as: world.server.admin });
    await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();

    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    // Nothing overflows sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await keepScreenshot(page, 'layout-375.png', { fullPage: true });

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const links = drawer.getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Dashboard',
      'Licenças',
      'Contabilistas',
      'Empresas',
    ]);
    expect(await drawer.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await settled(page);
    await keepScreenshot(page, 'layout-375-menu.png');
    // The admin's name and role (both read Administrador for the first admin).
    expect(await drawer.getByText('Administrador').count()).toBe(2);

    await drawer.getByRole('link', { name: 'Licenças' }).click();
    await page.waitForURL('**/admin/licenses');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Licenças', level: 1 }).waitFor();
  });

  it('at 1280 px: a collapsible sidebar with the current entry, user, role and Sair', async () => {
    const page = await world.page({ width: 1280, height: 800, as: world.office.accountant });
    await page.getByRole('heading', { name: 'Dashboard Contabilista' }).waitFor();

    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('top-bar').isVisible()).toBe(false);
    expect(await width(page, 'sidebar')).toBe(256);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Empresas']);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByText(world.office.accountant.name, { exact: true }).first().waitFor();
    await page.getByText('Contabilista', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await keepScreenshot(page, 'layout-1280.png', { fullPage: true });

    // A page taller than the window: the sidebar's background and border run its full height,
    // and its content stays in view at the bottom of the page.
    await page.setViewportSize({ width: 1280, height: 400 });
    const heights = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        sidebar: document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().height,
      }));
    await expect.poll(async () => (await heights()).page).toBeGreaterThan(400);
    const { page: pageHeight, sidebar } = await heights();
    expect(sidebar).toBe(pageHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Sair' }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await keepScreenshot(page, 'layout-1280-long.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await nav.getByRole('link', { name: 'Empresas' }).click();
    await page.waitForURL('**/companies');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Empresas' }).getAttribute('aria-current'))
      .toBe('page');
    expect(
      await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();

    // Collapsed: icons only, names kept as accessible labels; the state lasts for the session.
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(() => width(page, 'sidebar')).toBe(64);
    expect(await nav.getByRole('link', { name: 'Empresas' }).textContent()).toBe('');
    await keepScreenshot(page, 'layout-1280-collapsed.png');
    await page.reload();
    await page.getByRole('button', { name: 'Expandir menu' }).waitFor();
    expect(await width(page, 'sidebar')).toBe(64);
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect.poll(() => width(page, 'sidebar')).toBe(256);
  });

  it('keyboard: a skip link first; F8 moves focus to the notifications; a toast swiped right goes', async () => {
    const page = await world.page({ width: 1280, height: 800 });
    await signInThroughUi(page, world.office.manager);
    const toast = page.getByText('Login efetuado com sucesso!');
    await toast.waitFor();

    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notificações (F8)');

    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await toast.waitFor({ state: 'hidden' });

    // From the top of a freshly loaded page, the first Tab reaches the skip link.
    await page.reload();
    await page.getByRole('heading', { name: world.office.company.name }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Saltar para o conteúdo',
    );
    // Shown on top: the sticky sidebar under it does not cover it.
    const onTop = await page.evaluate(() => {
      const link = document.activeElement;
      if (!link) return false;
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === link || link.contains(hit));
    });
    expect(onTop).toBe(true);
  });
});
