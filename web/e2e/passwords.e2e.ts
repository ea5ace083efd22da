// Passwords in the browser against the real server: a manager signs in with the company's NIF,
// must set their own password before anything else, then lands on their company; any user
// changes their password from the user panel. The /manager screen of an inactive company.
// axe-core, screenshots at 1280 and 375 px, nothing overflowing.
import { messages, passwordPolicyMessages } from '@risema/finance-core/contract';
import type { Company } from '@risema/finance-core/contract';
import { apiRequest, login, randomNif } from '@risema/sync-server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, keepScreenshot, seriousAxeViolations, signInThroughUi } from './browser';
import { useWorld } from './world';

const world = useWorld();

function newPage(width = 1280): Promise<Page> {
  return world.page({ width });
}

/** The toast, found by its part (the region is aria-hidden while a dialog is open). */
function toast(page: Page) {
  return page.locator('[data-scope="toast"][data-part="root"]');
}

/** An accountant creates a company through the API: its new manager's password is the NIF. */
async function companyWithNewManager(): Promise<{
  company: Company;
  manager: { email: string; password: string };
  activationCode: string;
}> {
  const office = await world.seedOffice();
  const token = await world.token(office.accountant);
  const tag = crypto.randomUUID().slice(0, 8);
  const taxId = randomNif();
  const answer = await apiRequest<Company & { managerActivationCode: string }>(
    world.server,
    '/api/companies',
    {
      token,
      body: {
        name: `Mercearia ${tag}, Lda`,
        taxId,
        managerName: `Gestora ${tag}`,
        managerEmail: `gestora-${tag}@risema.test`,
      },
    },
  );
  if (answer.status !== 201) throw new Error(`company: ${answer.status}`);
  return {
    company: answer.body,
    manager: { email: `gestora-${tag}@risema.test`, password: taxId },
    activationCode: answer.body.managerActivationCode,
  };
}

describe('passwords', () => {
  it('a manager signs in with the NIF, must change the password first, then lands on their company', async () => {
    const { company, manager, activationCode } = await companyWithNewManager();
    const page = await newPage();
    // The password dictionaries are fetched only when the form first checks a new password.
    const dictionaryFetches: string[] = [];
    page.on('request', (request) => {
      if (/\/password-strength-[^/]*\.js$/.test(request.url()))
        dictionaryFetches.push(request.url());
    });
    await signInThroughUi(page, manager);
    await page.waitForURL('**/change-password');
    const heading = page.getByRole('heading', { name: 'Alterar password', level: 1 });
    await heading.waitFor();
    await page
      .getByText('A sua password foi definida por outra pessoa', { exact: false })
      .waitFor();

    // Nothing else opens before the change.
    await page.goto('/manager');
    await page.waitForURL('**/change-password');
    await page.goto(`/company/${company.id}`);
    await page.waitForURL('**/change-password');
    await heading.waitFor();

    const submit = page.getByRole('button', { name: 'Alterar password' }).last();
    await submit.click();
    await page.getByText('Password atual é obrigatória').waitFor();
    await page.getByText(passwordPolicyMessages.tooShort).waitFor();
    // The NIF is public: the change also takes the code the accountant gave.
    await page.getByText('Código de ativação é obrigatório').waitFor();
    await page.getByLabel('Password atual').fill(manager.password);
    await page.getByLabel(/^Nova password/).fill(manager.password);
    await page.getByLabel('Repetir nova password').fill('outra-coisa');
    await submit.click();
    await page.getByText(messages.samePassword).waitFor();
    await page.getByText('As passwords não coincidem').waitFor();
    await checkScreen(page, 'change-password-forced');
    expect(dictionaryFetches).toEqual([]);

    // A common password is refused in the form, under the field, before anything is sent.
    const newPasswordField = page
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: page.getByLabel(/^Nova password/) });
    await page.getByLabel(/^Nova password/).fill('Password1!');
    await page.getByLabel('Repetir nova password').fill('Password1!');
    await submit.click();
    await newPasswordField.getByText(passwordPolicyMessages.common).waitFor();
    expect(dictionaryFetches).toHaveLength(1);

    // A wrong current password: the server's refusal, everything typed kept.
    await page.getByLabel('Código de ativação').fill(activationCode);
    await page.getByLabel('Password atual').fill('000000000');
    await page.getByLabel(/^Nova password/).fill('minha-password-nova');
    await page.getByLabel('Repetir nova password').fill('minha-password-nova');
    await submit.click();
    await toast(page).getByText('Erro ao alterar password').waitFor();
    expect(await page.getByLabel(/^Nova password/).inputValue()).toBe('minha-password-nova');
    expect(page.url()).toContain('/change-password');

    // A wrong code: refused by the server, nothing changed.
    await page.getByLabel('Password atual').fill(manager.password);
    await page.getByLabel('Código de ativação').fill('ABCDE-FGHJK');
    await submit.click();
    await toast(page).getByText(messages.activationCodeInvalid).waitFor();
    expect(page.url()).toContain('/change-password');

    await page.getByLabel('Código de ativação').fill(activationCode.toLowerCase());
    await submit.click();
    await page.waitForURL(`**/company/${company.id}`);
    await toast(page).getByText('Password alterada com sucesso').waitFor();

    // The NIF no longer opens the account; the new password does, straight to the company.
    const again = await newPage(375);
    await again.goto('/login');
    await again.getByLabel('Email').fill(manager.email);
    await again.getByLabel('Password', { exact: true }).fill(manager.password);
    await again.getByRole('button', { name: 'Entrar' }).click();
    await toast(again).getByText('Erro no login').waitFor();
    await signInThroughUi(again, { email: manager.email, password: 'minha-password-nova' });
    await again.waitForURL(`**/company/${company.id}`);
  });

  it('the forced change screen fits a phone', async () => {
    const { manager } = await companyWithNewManager();
    const page = await newPage(375);
    await signInThroughUi(page, manager);
    await page.getByRole('heading', { name: 'Alterar password', level: 1 }).waitFor();
    await checkScreen(page, 'change-password-forced');
  });

  it('any user changes their own password from the user panel', async () => {
    const office = await world.seedOffice();
    const page = await world.page({ as: office.accountant });
    await page.getByRole('heading', { name: 'Dashboard Contabilista', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Alterar password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar password' });
    await dialog.getByLabel('Password atual').fill(office.accountant.password);
    await dialog.getByLabel(/^Nova password/).fill('nova-do-contabilista');
    await dialog.getByLabel('Repetir nova password').fill('nova-do-contabilista');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'change-password-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Alterar password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(page).getByText('Password alterada com sucesso').waitFor();
    expect(await login(world.server, office.accountant.email, 'nova-do-contabilista')).toBeTruthy();

    // On a phone the panel is in the menu drawer.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Alterar password' }).click();
    await page.getByRole('dialog', { name: 'Alterar password' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'change-password-dialog-375.png');
  });
});

describe('/manager', () => {
  it("an inactive company's manager is asked to contact the accountant instead of seeing its data", async () => {
    const office = await world.seedOffice();
    const token = await world.token(office.accountant);
    const toggled = await apiRequest<Company>(
      world.server,
      `/api/companies/${office.company.id}/toggle-active`,
      { method: 'PATCH', token },
    );
    expect(toggled.body.isActive).toBe(false);
    for (const width of [1280, 375]) {
      const page = await world.page({ width, as: office.manager });
      await page.getByText('Empresa inativa').waitFor();
      await page.getByText('Contacte o seu contabilista', { exact: false }).waitFor();
      expect(page.url()).toContain('/manager');
      await checkScreen(page, 'manager-inactive-company');
    }
  });

  it('a manager without a company sees Nenhuma empresa encontrada', async () => {
    const office = await world.seedOffice();
    const token = await world.token(office.accountant);
    const deleted = await apiRequest(world.server, `/api/companies/${office.company.id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(200);
    const page = await world.page({ width: 375, as: office.manager });
    await page.getByText('Nenhuma empresa encontrada').waitFor();
    await page.getByText('Contacte o seu contabilista', { exact: false }).waitFor();
    await checkScreen(page, 'manager-no-company');
  });
});

describe('Terminar sessão em todos os dispositivos', () => {
  it('needs the network; online it ends the sessions of every device and signs this one out', async () => {
    const office = await world.seedOffice();
    const otherDevice = await login(
      world.server,
      office.accountant.email,
      office.accountant.password,
    );
    const page = await world.page({ as: office.accountant, serviceWorker: true });
    await page.getByRole('heading', { name: 'Dashboard Contabilista', level: 1 }).waitFor();
    const item = page.getByRole('button', { name: 'Terminar sessão em todos os dispositivos' });

    await page.context().setOffline(true);
    await item.click();
    await toast(page).getByText('precisa de ligação à internet', { exact: false }).waitFor();
    expect(page.url()).not.toContain('/login');
    const me = () => apiRequest(world.server, '/api/auth/me', { token: otherDevice });
    expect((await me()).status).toBe(200);

    await page.context().setOffline(false);
    await item.click();
    await page.waitForURL('**/login');
    expect((await me()).status).toBe(401);
  });
});
