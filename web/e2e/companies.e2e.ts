// The companies of an office, in the browser against the real server: the accountant's dashboard
// (quota at 80 % and at the limit, the server refusing past it), the Empresas page (search, edit,
// delete), companies created offline reaching the server exactly once, a refused replay, and an
// admin's grouped list. axe-core, screenshots at 1280 and 375 px, nothing overflowing.
import { messages } from '@risema/finance-core/contract';
import type { Company } from '@risema/finance-core/contract';
import { apiRequest, randomNif } from '@risema/sync-server/testing';
import type { SeededUser } from '@risema/sync-server/testing';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, expectToast, keepScreenshot, seriousAxeViolations } from './browser';
import { useWorld } from './world';

const world = useWorld();

/** Sets the user's own password through the API (an admin-created user must, docs/design.md §4.13). */
async function ownPassword(user: SeededUser): Promise<SeededUser> {
  const token = await world.token(user);
  const password = `${user.password}-proprio`;
  const answer = await apiRequest(world.server, '/api/auth/password', {
    token,
    body: { currentPassword: user.password, newPassword: password },
  });
  if (answer.status !== 200) throw new Error(`password change failed: ${answer.status}`);
  return { ...user, password };
}

/** The server's list of the accountant's companies, by name. */
async function serverCompanyNames(user: SeededUser): Promise<string[]> {
  const token = await world.token(user);
  const answer = await apiRequest<Company[]>(world.server, '/api/companies', { token });
  return answer.body.map((company) => company.name);
}

interface CompanyInput {
  name: string;
  taxId: string;
  managerName: string;
  managerEmail: string;
}

function newCompany(name: string): CompanyInput {
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    name,
    taxId: randomNif(),
    managerName: `Gestor ${tag}`,
    managerEmail: `g-${tag}@risema.test`,
  };
}

async function fillCompany(form: Locator, input: CompanyInput): Promise<void> {
  await form.getByLabel('Nome da empresa').fill(input.name);
  await form.getByLabel('NIF').fill(input.taxId);
  await form.getByLabel('Nome do gestor').fill(input.managerName);
  await form.getByLabel('Email do gestor').fill(input.managerEmail);
}

/** Creates a company through the dialog; online, its manager's activation code shows first. */
async function createThroughDialog(page: Page, button: string, input: CompanyInput, online = true) {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('dialog', { name: 'Criar Empresa' });
  await form.waitFor();
  await fillCompany(form, input);
  await form.getByRole('button', { name: 'Criar Empresa' }).click();
  await form.waitFor({ state: 'hidden' });
  // The toast region sits outside the code's modal dialog (aria-hidden meanwhile): by its part.
  await createdToast(page).waitFor();
  if (online) await closeActivation(page);
}

function createdToast(page: Page): Locator {
  return page
    .locator('[data-scope="toast"][data-part="root"]')
    .getByText('Empresa criada', { exact: true })
    .first();
}

/** The manager's activation code shown once after the company is saved; closes its dialog. */
async function closeActivation(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: 'Código de ativação do gestor' });
  await dialog.waitFor();
  const code = (await dialog.getByTestId('activation-code').innerText()).replace('-', '');
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  return code;
}

function row(page: Page, name: string): Locator {
  return page.getByTestId('company-row').filter({ has: page.getByRole('heading', { name }) });
}

describe('an accountant runs their companies', () => {
  it('creates companies up to the quota: warning at 80 %, blocked at the limit, refused by the server past it', async () => {
    const office = await world.seedOffice({ maxCompanies: 5 });
    const accountant = await ownPassword(office.accountant);
    const page = await world.page({ as: accountant });
    await page.getByRole('heading', { name: 'Dashboard Contabilista', level: 1 }).waitFor();
    await page.getByRole('main').getByText(`Bem-vindo, ${accountant.name}`).waitFor();
    const quota = page.locator('[data-quota-level]');
    await quota.getByText('1/5 empresas', { exact: true }).waitFor();
    expect(await quota.getAttribute('data-quota-level')).toBe('normal');

    // The dialog says the NIF becomes the manager's first password, and checks every field.
    await page.getByRole('button', { name: 'Nova Empresa' }).click();
    const form = page.getByRole('dialog', { name: 'Criar Empresa' });
    await form
      .getByText('O NIF da empresa será a password inicial do gestor', { exact: false })
      .waitFor();
    await form.getByLabel('NIF').fill('1234');
    await form.getByLabel('Email do gestor').fill('não-é-email');
    await form.getByRole('button', { name: 'Criar Empresa' }).click();
    await form.getByText('Nome da empresa é obrigatório').waitFor();
    await form.getByText('NIF deve ter pelo menos 9 dígitos').waitFor();
    await form.getByText('Nome do gestor é obrigatório').waitFor();
    await form.getByText('Email do gestor inválido').waitFor();
    await form.getByLabel('NIF').fill('123456780');
    await form.getByRole('button', { name: 'Criar Empresa' }).click();
    await form.getByText('NIF inválido').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'accountant-create-dialog-1280.png');

    // A refusal by the server keeps the dialog open with everything typed.
    const refused = { ...newCompany('Padaria Lusitânia, Lda'), managerEmail: accountant.email };
    await fillCompany(form, refused);
    await form.getByRole('button', { name: 'Criar Empresa' }).click();
    // The toast region sits outside the modal dialog (aria-hidden meanwhile): found by its part.
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await toast.getByText('Erro ao criar empresa').waitFor();
    expect(await form.getByLabel('Nome da empresa').inputValue()).toBe(refused.name);
    expect(await form.getByLabel('NIF').inputValue()).toBe(refused.taxId);
    await form
      .getByLabel('Email do gestor')
      .fill(`padaria-${crypto.randomUUID().slice(0, 6)}@risema.test`);
    await form.getByRole('button', { name: 'Criar Empresa' }).click();
    await createdToast(page).waitFor();
    // The code is shown once, with a note for the client to print.
    const activation = page.getByRole('alertdialog', { name: 'Código de ativação do gestor' });
    await activation.getByText('Nota para o cliente').waitFor();
    await activation.getByText('Padaria Lusitânia, Lda', { exact: false }).waitFor();
    await activation.getByRole('button', { name: 'Imprimir nota' }).waitFor();
    await activation.getByRole('button', { name: 'Copiar código' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'accountant-activation-code-1280.png');
    await closeActivation(page);
    await quota.getByText('2/5 empresas', { exact: true }).waitFor();

    await createThroughDialog(page, 'Nova Empresa', newCompany('Café Central'));
    await quota.getByText('3/5 empresas', { exact: true }).waitFor();
    expect(await quota.getAttribute('data-quota-level')).toBe('normal');
    await createThroughDialog(page, 'Nova Empresa', newCompany('Oficina do Zé'));
    await quota.getByText('4/5 empresas', { exact: true }).waitFor();
    await quota
      .getByText(
        'Aviso: Está próximo do limite (4/5 empresas). Considere upgrade para o plano Business (100 empresas) por apenas €100/ano extra.',
      )
      .waitFor();
    expect(await quota.getAttribute('data-quota-level')).toBe('warning');
    await checkScreen(page, 'accountant-dashboard-warning');

    await createThroughDialog(page, 'Nova Empresa', newCompany('Quinta do Limite'));
    await quota.getByText('5/5 empresas', { exact: true }).waitFor();
    await quota.getByText(messages.quotaReached).waitFor();
    expect(await quota.getAttribute('data-quota-level')).toBe('full');
    expect(await page.getByRole('button', { name: 'Nova Empresa' }).isDisabled()).toBe(true);
    await page
      .getByTestId('company-card')
      .filter({ hasText: 'Quinta do Limite' })
      .getByText('Ativa', { exact: true })
      .waitFor();
    await checkScreen(page, 'accountant-dashboard-full');

    // The server refuses a sixth one whatever the screen does.
    const token = await world.token(accountant);
    const past = await apiRequest<{ message: string }>(world.server, '/api/companies', {
      token,
      body: newCompany('Uma a Mais, Lda'),
    });
    expect(past.status).toBe(409);
    expect(past.body.message).toBe(messages.quotaReached);

    // Empresas: counters, search ignoring case and accents, edit and delete.
    await page.getByRole('link', { name: 'Empresas' }).first().click();
    await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
    await page.getByText('Total de empresas').waitFor();
    await expect.poll(() => page.getByTestId('company-row').count()).toBe(5);
    await page.getByLabel('Pesquisar empresas').fill('LUSITANIA');
    await expect.poll(() => page.getByTestId('company-row').count()).toBe(1);
    const padaria = row(page, 'Padaria Lusitânia, Lda');
    await padaria.getByText('Criada em', { exact: false }).waitFor();
    await padaria.getByText('Último upload: sem uploads', { exact: false }).waitFor();

    await padaria.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Empresa' });
    await edit.getByLabel('Nome da empresa').fill('Padaria Lusitânia Nova, Lda');
    await edit.getByLabel('Nova password do gestor').fill('123');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.getByText('Password deve ter pelo menos 6 caracteres').waitFor();
    await edit.getByLabel('Nova password do gestor').fill('');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Empresa atualizada');
    await row(page, 'Padaria Lusitânia Nova, Lda').waitFor();

    // A new activation code from the edit dialog: shown once, a new one each time.
    await row(page, 'Padaria Lusitânia Nova, Lda').getByRole('button', { name: 'Editar' }).click();
    await edit.getByRole('button', { name: 'Novo código de ativação' }).click();
    const issued = await closeActivation(page);
    await row(page, 'Padaria Lusitânia Nova, Lda').getByRole('button', { name: 'Editar' }).click();
    await edit.getByRole('button', { name: 'Novo código de ativação' }).click();
    expect(await closeActivation(page)).not.toBe(issued);

    await page.getByLabel('Pesquisar empresas').fill('cafe');
    await row(page, 'Café Central').getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar Empresa' });
    // The confirmation names the company it deletes.
    await confirm.getByText('Café Central', { exact: false }).first().waitFor();
    expect(await confirm.innerText()).toMatch(
      /A empresa Café Central[^\n]* \(NIF \d{9}\) será eliminada\./,
    );
    await confirm
      .getByText(
        'Esta ação não pode ser revertida. Todos os dados financeiros da empresa serão permanentemente eliminados.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Empresa eliminada');
    await page.getByText('Nenhuma empresa encontrada').waitFor();
    const names = await serverCompanyNames(accountant);
    expect(names).toContain('Padaria Lusitânia Nova, Lda');
    expect(names).not.toContain('Café Central');

    await page.getByLabel('Pesquisar empresas').fill('');
    await checkScreen(page, 'companies-accountant');
    await page.setViewportSize({ width: 375, height: 740 });
    await checkScreen(page, 'companies-accountant');
    await page.goto('/accountant');
    await page.locator('[data-quota-level]').waitFor();
    await checkScreen(page, 'accountant-dashboard-full');
  });

  it('a company created offline shows Por enviar and reaches the server exactly once; a refused one shows its message', async () => {
    const office = await world.seedOffice({ maxCompanies: 10 });
    const accountant = await ownPassword(office.accountant);
    const page = await world.page({ as: accountant, at: '/companies', serviceWorker: true });
    await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
    await page.getByTestId('company-row').first().waitFor();

    await page.context().setOffline(true);
    await createThroughDialog(page, 'Criar Empresa', newCompany('Criada Sem Rede, Lda'), false);
    // An accountant's email cannot be a manager's: the server will refuse this one.
    await createThroughDialog(
      page,
      'Criar Empresa',
      {
        ...newCompany('Recusada Sem Rede, Lda'),
        managerEmail: accountant.email,
      },
      false,
    );
    await row(page, 'Criada Sem Rede, Lda').getByText('Por enviar').waitFor();
    await row(page, 'Recusada Sem Rede, Lda').getByText('Por enviar').waitFor();
    await checkScreen(page, 'companies-offline-pending');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const accepted = row(page, 'Criada Sem Rede, Lda');
    await accepted.getByText('Ativa', { exact: true }).waitFor();
    await expect.poll(() => accepted.getByText('Por enviar').count(), { timeout: 15_000 }).toBe(0);
    const refused = row(page, 'Recusada Sem Rede, Lda');
    await refused.getByRole('alert').waitFor({ timeout: 15_000 });
    await refused.getByText('Recusada', { exact: true }).waitFor();
    expect(await refused.getByRole('alert').textContent()).toMatch(
      /Criar empresa Recusada Sem Rede, Lda: .+/,
    );
    await refused.getByRole('button', { name: 'Tentar de novo' }).waitFor();
    await checkScreen(page, 'companies-refused-replay');

    const names = await serverCompanyNames(accountant);
    expect(names.filter((name) => name === 'Criada Sem Rede, Lda')).toHaveLength(1);
    expect(names).not.toContain('Recusada Sem Rede, Lda');

    await refused.getByRole('button', { name: 'Descartar' }).click();
    await expectToast(page, 'Alteração descartada');
    await expect
      .poll(() => row(page, 'Recusada Sem Rede, Lda').count(), { timeout: 15_000 })
      .toBe(0);
  });
});

describe("an admin's companies", () => {
  it('groups them by accountant, activates and deactivates, shows details', async () => {
    const office = await world.seedOffice({ accountant: { name: 'Zélia Contabilista' } });
    const page = await world.page({ as: world.server.admin, at: '/admin/companies' });
    await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
    const group = page.getByRole('region', { name: 'Zélia Contabilista' });
    const companyRow = group.getByTestId('company-row').filter({ hasText: office.company.name });
    await companyRow.getByText('Ativa', { exact: true }).waitFor();
    await page.getByLabel('Pesquisar empresas').fill('zelia');
    await expect.poll(() => page.getByTestId('company-row').count()).toBe(1);

    await companyRow.getByRole('button', { name: 'Desativar' }).click();
    await expectToast(page, 'Estado da empresa alterado com sucesso');
    await companyRow.getByText('Inativa', { exact: true }).waitFor();
    await companyRow.getByRole('button', { name: 'Ativar' }).click();
    await expectToast(page, 'Estado da empresa alterado com sucesso');
    await companyRow.getByText('Ativa', { exact: true }).waitFor();

    await companyRow.getByRole('button', { name: 'Ver Detalhes' }).click();
    const details = page.getByRole('dialog', { name: office.company.name });
    await details.getByText(office.company.taxId).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Pesquisar empresas').fill('');
    await checkScreen(page, 'companies-admin');
    await page.setViewportSize({ width: 375, height: 740 });
    await checkScreen(page, 'companies-admin');
  });
});
