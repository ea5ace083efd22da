// The company view without a network, in Chromium against the real server: an accountant's
// upload (a MyReport workbook, a SAF-T and its chosen months) is read on the device and queued
// with its file, the page stays usable, and once online the periods reach the server exactly
// once; a manager's phone opens the company offline after a reload.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Company } from '@risema/finance-core/contract';
import { formatEuros, formatPercent } from '@risema/finance-core/format';
import { analyzePeriod } from '@risema/finance-core/views';
import { apiRequest } from '@risema/sync-server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, serviceWorkerReady } from './browser';
import { fixturesDir as fixtures, useWorld } from './world';

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
/** The hand-worked figures of the sample SAF-T (fixtures/saft-oficina-exemplo-2024.*). */
const SAFT_EXPECTED = JSON.parse(
  readFileSync(resolve(fixtures, 'saft-oficina-exemplo-2024.expected.json'), 'utf8'),
) as {
  company: string;
  nif: string;
  periods: string[];
  months: Record<string, { balanceSheet: Record<string, number[]> } | undefined>;
};
const DECEMBER_2025 = 'myreport-padaria-lusitana-2025-12.xlsx';

const world = useWorld();

/**
 * Every element's computed style in the Dashboard, once its animations have ended; a chart's
 * place only as a place (whether it is drawn yet depends on where the page was scrolled).
 */
async function dashboardStyles(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return page.getByTestId('dashboard').evaluate((dashboard) =>
    [dashboard, ...dashboard.querySelectorAll(':not([data-chart-slot] *)')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`;
    }),
  );
}

describe('the company view offline', () => {
  it('reads and queues an upload offline; online, the period is stored exactly once', async () => {
    const office = await world.seedOffice({ company: PADARIA });
    const token = await world.token(office.accountant);
    const context = await world.context({ as: office.accountant, serviceWorker: true });
    const page = await context.newPage();
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
    await keepScreenshot(page, 'company-offline-queued.png');

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

  it('reads and queues a SAF-T offline; online, its chosen months are stored as online', async () => {
    const office = await world.seedOffice({
      company: { name: SAFT_EXPECTED.company, taxId: SAFT_EXPECTED.nif },
    });
    const token = await world.token(office.accountant);
    const context = await world.context({ as: office.accountant, serviceWorker: true });
    const page = await context.newPage();
    await page.goto(`/company/${office.company.id}`);
    await page.getByRole('tablist').waitFor();
    await serviceWorkerReady(page);
    await page.reload();
    await page.getByRole('tablist').waitFor();

    await context.setOffline(true);
    await page
      .getByLabel('Ficheiro SAF-T (PT) — contabilidade')
      .setInputFiles(resolve(fixtures, 'saft-oficina-exemplo-2024.zip'));
    const dialog = page.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
    await dialog.waitFor();
    // Read on the device: every month of the file, checked, as online.
    expect(await dialog.getByRole('checkbox').count()).toBe(12);
    expect(await dialog.getByRole('checkbox', { name: 'Dezembro 2024' }).isChecked()).toBe(true);
    expect(await dialog.innerText()).toContain('Sem ligação');
    await dialog.getByText('Junho 2024', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Junho 2024' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
    await page.getByText('Documento em fila de envio').waitFor();
    await page.getByText(/será gravado para 11 períodos quando houver ligação/).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const status = page.getByTestId('connection-status');
    await status.getByText('1 alteração por enviar').waitFor();
    expect(await world.storedPeriods(office, token)).toEqual([]);

    await context.setOffline(false);
    await status.getByText('1 alteração por enviar').waitFor({ state: 'hidden' });
    const chosen = SAFT_EXPECTED.periods.filter((period) => period !== '2024-06');
    const stored = await world.storedPeriods(office, token);
    expect(stored.map((period) => period.period).sort()).toEqual(chosen);
    expect(stored.every((period) => period.incomeStatementSource === 'saft')).toBe(true);
    const company = await apiRequest<Company>(world.server, `/api/companies/${office.company.id}`, {
      token,
    });
    expect(company.body.documentCount).toBe(1);
    // The months came back to the device: the Dashboard opens on December, with its figures.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const panel = page.getByTestId('dashboard');
    await panel.waitFor();
    const cash = SAFT_EXPECTED.months['2024-12']?.balanceSheet['Caixa e depósitos bancários']?.[0];
    if (cash === undefined) throw new Error('the fixture has no cash in December');
    expect(await panel.locator('[data-detail="cash"] [data-value]').innerText()).toBe(
      formatEuros(cash),
    );
    await context.close();
  });

  it('the manager’s phone opens the company offline after a reload', async () => {
    const office = await world.seedOffice({ company: PADARIA });
    await world.uploadAndConfirm(office, DECEMBER_2025);
    const context = await world.context({
      width: 375,
      height: 740,
      as: office.manager,
      serviceWorker: true,
    });
    const page = await context.newPage();
    await page.goto(`/company/${office.company.id}`);
    await page.getByTestId('dashboard').waitFor();
    await serviceWorkerReady(page);
    const firstVisit = await dashboardStyles(page);

    await context.setOffline(true);
    await page.reload();
    const dashboard = page.getByTestId('dashboard');
    await dashboard.waitFor();
    // The component styles came back from the first visit's snapshot (app/style-snapshot.ts):
    // emotion took them as its own and inserted none of them again; the page looks the same.
    const styles = await page.evaluate(() => {
      const kept = document.querySelector('style[data-emotion^="css "]');
      const names = (kept?.getAttribute('data-emotion') ?? '').split(' ').slice(1);
      const inserted = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
        .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])])
        .map((rule) => rule.cssText);
      const used = new Set(
        [...document.querySelectorAll('[class*="css-"]')].flatMap((element) =>
          [...element.classList]
            .filter((name) => name.startsWith('css-'))
            .map((name) => name.slice(4)),
        ),
      );
      return {
        names: names.length,
        insertedAgain: inserted.filter((text) =>
          names.some((name) => text.includes(`.css-${name}`)),
        ),
        usedKept: [...used].filter((name) => names.includes(name)).length,
        used: used.size,
      };
    });
    expect(styles.names).toBeGreaterThan(50);
    expect(styles.insertedAgain).toEqual([]);
    expect(styles.usedKept).toBe(styles.used);
    expect(await dashboardStyles(page)).toEqual(firstVisit);
    const token = await world.token(office.accountant);
    const stored = await world.storedPeriods(office, token);
    const [december] = stored;
    if (!december) throw new Error('2025-12 missing');
    const gauge = analyzePeriod(december, stored).dashboard.gauges[0];
    expect(
      await dashboard.locator(`[data-gauge="${gauge?.id ?? ''}"] [data-value]`).innerText(),
    ).toBe(formatPercent(gauge?.value));
    expect(await page.getByRole('tab', { name: 'Upload' }).count()).toBe(0);
    await keepScreenshot(page, 'company-offline-manager-375.png', { fullPage: true });
    await context.close();
  });
});
