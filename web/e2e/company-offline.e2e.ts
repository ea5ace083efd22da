// The company view without a network, in Chromium against the real server: an accountant's
// upload is read on the device and queued with its file, the page stays usable, and once online
// the period reaches the server exactly once; a manager's phone opens the company offline after
// a reload.
import { resolve } from 'node:path';
import type { Company } from '@risema/finance-core/contract';
import { formatPercent } from '@risema/finance-core/format';
import { analyzePeriod } from '@risema/finance-core/views';
import { apiRequest } from '@risema/sync-server/testing';
import { describe, expect, it } from 'vitest';
import { artifact, serviceWorkerReady, signInThroughUi } from './browser';
import { fixturesDir as fixtures, useWorld } from './world';

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const DECEMBER_2025 = 'myreport-padaria-lusitana-2025-12.xlsx';

const world = useWorld();

describe('the company view offline', () => {
  it('reads and queues an upload offline; online, the period is stored exactly once', async () => {
    const office = await world.seedOffice({ company: PADARIA });
    const token = await world.token(office.accountant);
    const context = await world.context();
    const page = await context.newPage();
    await signInThroughUi(page, office.accountant);
    await page.goto(`/company/${office.company.id}`);
    await page.getByRole('tablist').waitFor();
    await serviceWorkerReady(page);
    // Controlled by the service worker from now on, as on any later visit.
    await page.reload();
    await page.getByRole('tablist').waitFor();

    await context.setOffline(true);
    await page.getByLabel('Ficheiro MyReport').setInputFiles(resolve(fixtures, DECEMBER_2025));
    const dialog = page.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Período/).inputValue()).toBe('2025-12');
    expect(await dialog.innerText()).toContain('Sem ligação');
    await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
    await page.getByText('Documento em fila de envio').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The page stays usable: the cards take files again, the change waits to be sent.
    const status = page.getByTestId('connection-status');
    await status.getByText('1 alteração por enviar').waitFor();
    expect(await page.getByRole('button', { name: 'Escolher ficheiro MyReport' }).isEnabled()).toBe(
      true,
    );
    await page.getByRole('tab', { name: 'Upload' }).focus();
    expect(await world.storedPeriods(office, token)).toEqual([]);
    await page.screenshot({ path: artifact('company-offline-queued.png') });

    await context.setOffline(false);
    await status.getByText('1 alteração por enviar').waitFor({ state: 'hidden' });
    await page.getByText('Dados disponíveis').waitFor();
    const stored = await world.storedPeriods(office, token);
    expect(stored.map((period) => period.period)).toEqual(['2025-12']);
    const company = await apiRequest<Company>(world.server, `/api/companies/${office.company.id}`, {
      token,
    });
    expect(company.body.documentCount).toBe(1);
    // The data came back to the device: the Dashboard opens on it.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByTestId('dashboard').waitFor();
    await context.close();
  });

  it('the manager’s phone opens the company offline after a reload', async () => {
    const office = await world.seedOffice({ company: PADARIA });
    await world.uploadAndConfirm(office, DECEMBER_2025);
    const context = await world.context({ width: 375, height: 740 });
    const page = await context.newPage();
    await signInThroughUi(page, office.manager);
    await page.goto(`/company/${office.company.id}`);
    await page.getByTestId('dashboard').waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.reload();
    const dashboard = page.getByTestId('dashboard');
    await dashboard.waitFor();
    const token = await world.token(office.accountant);
    const stored = await world.storedPeriods(office, token);
    const [december] = stored;
    if (!december) throw new Error('2025-12 missing');
    const gauge = analyzePeriod(december, stored).dashboard.gauges[0];
    expect(
      await dashboard.locator(`[data-gauge="${gauge?.id ?? ''}"] [data-value]`).innerText(),
    ).toBe(formatPercent(gauge?.value));
    expect(await page.getByRole('tab', { name: 'Upload' }).count()).toBe(0);
    await page.screenshot({ path: artifact('company-offline-manager-375.png'), fullPage: true });
    await context.close();
  });
});
