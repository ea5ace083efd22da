import { apiRequest, setLicenseExpiry } from '@risema/sync-server/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToast as expectToastOn, keepScreenshot, seriousAxeViolations } from './browser';
import { useWorld } from './world';

const world = useWorld();
/** The admin's page, signed in once for the whole file. */
let page: Page;

const ALONE = { name: 'Contabilista Sem Licença', email: 'sem-licenca@risema.test' };

beforeAll(async () => {
  // An accountant without a licence, so the association list shows `Sem licença associada`.
  const token = await world.token(world.server.admin);
  await apiRequest(world.server, '/api/users', {
    token,
    body: { ...ALONE, password: 'segredo-1', role: 'accountant' },
  });
  page = await world.page({ as: world.server.admin, serviceWorker: true });
  await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();
});

/** `dd/MM/yyyy` of today plus `years`. */
function dateAhead(years: number): { typed: string; year: number } {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    typed: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
    year: date.getFullYear(),
  };
}

/** The toast with this title (one at a time, docs/product.md §4), then closes it. */
function expectToast(title: string): Promise<void> {
  return expectToastOn(page, title);
}

async function openScreen(path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

function dialog(name: string): Locator {
  return page.getByRole('dialog', { name });
}

function licenseCard(office: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: office }) });
}

async function createLicense(office: string, plan: string, years: number): Promise<void> {
  await page.getByRole('button', { name: 'Nova Licença' }).click();
  const form = dialog('Criar Nova Licença');
  await form.waitFor();
  await form.getByLabel('Nome do escritório').fill(office);
  await form.getByLabel('Plano').selectOption({ label: plan });
  const date = form.getByRole('textbox', { name: 'Data de expiração' });
  await date.fill(dateAhead(years).typed);
  await date.press('Enter');
  await form.getByRole('button', { name: 'Criar Licença' }).click();
  await expectToast('Licença criada');
  await form.waitFor({ state: 'hidden' });
}

describe('admin screens', () => {
  it('licences: the form messages of docs/product.md §5, then creating two licences', async () => {
    await openScreen('/admin/licenses', 'Licenças');
    await page.getByText('Nenhuma licença criada').waitFor();

    await page.getByRole('button', { name: 'Nova Licença' }).click();
    const form = dialog('Criar Nova Licença');
    await form.waitFor();
    // The custom plan starts at 10 companies.
    expect(await form.getByLabel('Número máximo de empresas').inputValue()).toBe('10');
    await form.getByLabel('Número máximo de empresas').fill('');
    await form.getByRole('button', { name: 'Criar Licença' }).click();
    await form.getByText('Nome do escritório é obrigatório').waitFor();
    await form.getByText('Número de empresas deve ser maior que 0').waitFor();
    await form.getByLabel('Nome do escritório').fill('Escritório Aurora');
    await form.getByLabel('Número máximo de empresas').fill('12');
    await form.getByRole('button', { name: 'Criar Licença' }).click();
    await form.getByText('Data de expiração é obrigatória').waitFor();

    // A tier sets its limit; the calendar starts weeks on Monday and disables past days.
    await form.getByLabel('Plano').selectOption({ label: 'Business — 349 €/ano, 100 empresas' });
    expect(await form.getByLabel('Número máximo de empresas').inputValue()).toBe('100');
    await form.getByRole('button', { name: 'Abrir calendário' }).click();
    const cells = page.locator('[data-scope="date-picker"][data-part="table-cell-trigger"]');
    await cells.first().waitFor();
    const headers = await page
      .locator('[data-scope="date-picker"][data-part="table-header"]')
      .allTextContents();
    expect(headers[0]?.toLowerCase()).toMatch(/^s/); // segunda-feira
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const iso = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const past = cells.and(page.locator(`[data-value="${iso(yesterday)}"]`));
    if ((await past.count()) > 0) expect(await past.getAttribute('aria-disabled')).toBe('true');
    const today = cells.and(page.locator(`[data-value="${iso(new Date())}"]`));
    expect(await today.getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Escape');
    await form.waitFor();

    const date = form.getByRole('textbox', { name: 'Data de expiração' });
    await date.fill(dateAhead(1).typed);
    await date.press('Enter');
    await form.getByText(`de ${dateAhead(1).year}`, { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Criar Licença' }).click();
    await expectToast('Licença criada');
    await form.waitFor({ state: 'hidden' });
    const aurora = licenseCard('Escritório Aurora');
    await aurora.getByText('Ativa', { exact: true }).waitFor();
    await aurora.getByText('Plano: Business', { exact: false }).waitFor();
    await aurora.getByText('Máximo de 100 empresas', { exact: false }).waitFor();

    await createLicense('Escritório Boreal', 'Professional — 249 €/ano, 50 empresas', 2);
    await licenseCard('Escritório Boreal')
      .getByText('Máximo de 50 empresas', { exact: false })
      .waitFor();
  });

  it('accountants: the create messages of docs/product.md §5, then an accountant with a licence', async () => {
    await openScreen('/admin/accountants', 'Contabilistas');
    await page.getByRole('button', { name: 'Novo Contabilista' }).click();
    const form = dialog('Novo Contabilista');
    await form.waitFor();
    await form.getByRole('button', { name: 'Criar Contabilista' }).click();
    await form.getByText('Nome é obrigatório').waitFor();
    await form.getByText('Email é obrigatório').waitFor();
    await form.getByText('Password deve ter pelo menos 6 caracteres').waitFor();
    await form.getByText('Por favor, preencha todos os campos da licença').waitFor();

    await form.getByRole('textbox', { name: /^Nome\s*\*?$/ }).fill('Ana Contabilista');
    await form.getByLabel('Email').fill('ana');
    await form.getByLabel('Password').fill('segredo-ana');
    await form.getByRole('button', { name: 'Criar Contabilista' }).click();
    await form.getByText('Email inválido').waitFor();
    await form.getByLabel('Email').fill('ana@risema.test');

    // A new licence needs its office name.
    await form.getByLabel('Licença', { exact: true }).selectOption('new');
    await form.getByRole('button', { name: 'Criar Contabilista' }).click();
    await form.getByText('Por favor, preencha todos os campos da licença').waitFor();

    await form.getByLabel('Licença', { exact: true }).selectOption('existing');
    await form
      .getByLabel('Licença existente')
      .selectOption({ label: 'Escritório Aurora (máx. 100)' });
    await form.getByRole('button', { name: 'Criar Contabilista' }).click();
    await expectToast('Contabilista criado com sucesso');
    await form.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: 'Ana Contabilista' });
    await row.getByText('Escritório Aurora').waitFor();
    await row.getByText(/^Ativa · \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await row.getByText('Ativo', { exact: true }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: ALONE.name })
      .getByText('Sem licença', { exact: true })
      .waitFor();
  });

  it('dashboard: real counts and the association of a licence to an accountant', async () => {
    await openScreen('/admin', 'Painel Administrativo');
    const counts = page.locator('dl');
    await counts.filter({ hasText: 'Licenças ativas' }).getByText('2', { exact: true }).waitFor();
    await counts.filter({ hasText: 'Contabilistas' }).getByText('2', { exact: true }).waitFor();
    // Everything was created today: nothing existed 30 days earlier, so no change is shown.
    expect(await page.getByText('face a há 30 dias').count()).toBe(0);

    const association = page.getByRole('region', { name: 'Associar Licenças aos Contabilistas' });
    await association.getByText('Sem licença associada').waitFor();
    await association.getByRole('button', { name: 'Associar Licença' }).click();
    const form = dialog('Associar Licenças aos Contabilistas');
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Associar' });
    expect(await submit.isDisabled()).toBe(true);

    await form.getByRole('combobox', { name: 'Contabilista' }).click();
    const ana = page.getByRole('option', { name: /Ana Contabilista/ });
    await ana.getByText('Com licença').waitFor();
    await page.getByRole('option', { name: new RegExp(ALONE.name) }).click();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'Licença' }).click();
    await page.getByRole('option', { name: /Escritório Boreal/ }).click();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expectToast('Licença associada com sucesso');
    await form.waitFor({ state: 'hidden' });
    await association
      .getByRole('listitem')
      .filter({ hasText: ALONE.name })
      .getByText('Escritório Boreal')
      .waitFor();
    expect(await association.getByText('Sem licença associada').count()).toBe(0);
  });

  it('licences: suspend, reactivate and renew', async () => {
    await openScreen('/admin/licenses', 'Licenças');
    const boreal = licenseCard('Escritório Boreal');
    const expiry = async () =>
      /Expira a \d{2}\/\d{2}\/(\d{4})/.exec(await boreal.innerText())?.[1] ?? '';
    const yearBefore = Number(await expiry());

    await boreal.getByRole('button', { name: 'Suspender' }).click();
    await expectToast('Licença Suspensa');
    await boreal.getByText('Inativa', { exact: true }).waitFor();

    await boreal.getByRole('button', { name: 'Reativar' }).click();
    await expectToast('Licença reativada');
    await boreal.getByText('Ativa', { exact: true }).waitFor();

    await boreal.getByRole('button', { name: 'Renovar' }).click();
    await expectToast('Licença Renovada');
    await boreal.getByText(`/${yearBefore + 1}`, { exact: false }).waitFor();
    expect(Number(await expiry())).toBe(yearBefore + 1);
  });

  it('accountants: Editar Data, Alterar, Inativar/Ativar, Renovar when expired, Eliminar', async () => {
    await openScreen('/admin/accountants', 'Contabilistas');
    const ana = page.getByRole('row').filter({ hasText: 'Ana Contabilista' });

    await ana.getByRole('button', { name: 'Editar Data' }).click();
    const dateForm = dialog('Editar Data de Expiração');
    await dateForm.waitFor();
    const save = dateForm.getByRole('button', { name: 'Guardar Data' });
    expect(await save.isDisabled()).toBe(true);
    const date = dateForm.getByRole('textbox', { name: 'Nova data de expiração' });
    await date.fill(dateAhead(3).typed);
    await date.press('Enter');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await expectToast('Data de renovação atualizada com sucesso');
    await ana.getByText(new RegExp(`^Ativa · \\d{2}/\\d{2}/${dateAhead(3).year}$`)).waitFor();

    await ana.getByRole('button', { name: 'Alterar' }).click();
    const change = dialog('Alterar Licença');
    await change.waitFor();
    await change.getByRole('combobox', { name: 'Licença' }).click();
    await page.getByRole('option', { name: /Escritório Boreal/ }).click();
    await change.getByRole('button', { name: 'Associar' }).click();
    await expectToast('Licença associada ao contabilista com sucesso');
    await ana.getByText('Escritório Boreal').waitFor();

    await ana.getByRole('button', { name: 'Inativar' }).click();
    await expectToast('Estado do contabilista alterado com sucesso');
    await ana.getByText('Inativo', { exact: true }).waitFor();
    await ana.getByRole('button', { name: 'Ativar' }).click();
    await expectToast('Estado do contabilista alterado com sucesso');
    await ana.getByText('Ativo', { exact: true }).waitFor();

    // Boreal expires (the API refuses past dates; the test sets it as the server would store it).
    const token = await world.token(world.server.admin);
    const licenses = (
      await apiRequest<{ id: string; officeName: string }[]>(world.server, '/api/licenses', {
        token,
      })
    ).body;
    const boreal = licenses.find((license) => license.officeName === 'Escritório Boreal');
    if (!boreal) throw new Error('Boreal is missing');
    await setLicenseExpiry(
      world.server,
      boreal.id,
      new Date(Date.now() - 3 * 86_400_000).toISOString(),
    );
    await page.reload();
    await ana.getByText(/^Expirada · /).waitFor();
    await ana.getByRole('button', { name: 'Renovar' }).click();
    await expectToast('Licença Renovada');
    await ana.getByText(/^Ativa · /).waitFor();
    expect(await ana.getByRole('button', { name: 'Renovar' }).count()).toBe(0);

    const alone = page.getByRole('row').filter({ hasText: ALONE.name });
    await alone.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar contabilista' });
    await confirm.getByText('Esta ação não pode ser revertida', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectToast('Contabilista eliminado com sucesso');
    await alone.waitFor({ state: 'detached' });
  });

  it('licences: edit, and delete after a warning', async () => {
    await openScreen('/admin/licenses', 'Licenças');
    await page.getByRole('button', { name: 'Editar licença Escritório Aurora' }).click();
    const form = dialog('Editar Licença');
    await form.waitFor();
    expect(await form.getByLabel('Nome do escritório').inputValue()).toBe('Escritório Aurora');
    await form.getByLabel('Nome do escritório').fill('Escritório Aurora Norte');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expectToast('Licença actualizada com sucesso');
    await licenseCard('Escritório Aurora Norte').waitFor();

    await page.getByRole('button', { name: 'Eliminar licença Escritório Aurora Norte' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar licença' });
    await confirm.getByText('Esta ação não pode ser revertida', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectToast('Licença eliminada com sucesso');
    await licenseCard('Escritório Aurora Norte').waitFor({ state: 'detached' });
  });

  it('every admin screen: no serious axe violation, screenshots, nothing overflows at 375 px', async () => {
    const screens = [
      { path: '/admin', heading: 'Painel Administrativo', name: 'admin-dashboard' },
      { path: '/admin/licenses', heading: 'Licenças', name: 'admin-licenses' },
      { path: '/admin/accountants', heading: 'Contabilistas', name: 'admin-accountants' },
    ];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      for (const screen of screens) {
        await openScreen(screen.path, screen.heading);
        await page.getByRole('region').first().waitFor();
        expect(await seriousAxeViolations(page), `${screen.path} at ${width}px`).toEqual([]);
        await keepScreenshot(page, `${screen.name}-${width}.png`, { fullPage: true });
        if (width === 375) {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${screen.path} overflows`,
          ).toBeLessThanOrEqual(375);
        }
      }
    }
    // The dialogs too.
    await openScreen('/admin/accountants', 'Contabilistas');
    await page.getByRole('button', { name: 'Novo Contabilista' }).click();
    await dialog('Novo Contabilista').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-accountant-dialog-375.png');
    await page.keyboard.press('Escape');
    await dialog('Novo Contabilista').waitFor({ state: 'hidden' });

    await openScreen('/admin/licenses', 'Licenças');
    await page.getByRole('button', { name: 'Nova Licença' }).click();
    const form = dialog('Criar Nova Licença');
    await form.waitFor();
    await form.getByRole('button', { name: 'Abrir calendário' }).click();
    await page
      .locator('[data-scope="date-picker"][data-part="table-cell-trigger"]')
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-license-dialog-calendar-375.png');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('offline: admin actions are disabled and say they need the network', async () => {
    await openScreen('/admin/licenses', 'Licenças');
    await page.context().setOffline(true);
    const create = page.getByRole('button', { name: 'Nova Licença' });
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true');
    await page
      .getByText('as ações de administração precisam de ligação à internet', { exact: false })
      .waitFor();
    await create.focus();
    await page.getByText('Esta ação precisa de ligação à internet.').waitFor();
    await create.dispatchEvent('click');
    expect(await dialog('Criar Nova Licença').count()).toBe(0);
    await page.context().setOffline(false);
  });
});
