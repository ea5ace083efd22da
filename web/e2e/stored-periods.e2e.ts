// The Upload tab's list of stored periods (issue 16) in Chromium against the real server: each
// period with its sources, files, who and when; the accountant deletes one after a confirmation
// naming it; another device of the accountant (its portfolio's kept figures included) and the
// manager see it gone after their sync.
import { formatDate } from '@risema/finance-core/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, keepScreenshot, seriousAxeViolations } from './browser';
import { useWorld } from './world';

const ACCOUNTANT_NAME = 'Marta Figueiredo';

const world = useWorld({
  office: {
    accountant: { name: ACCOUNTANT_NAME },
    company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
  },
});

/** The ids of the rows of a store of the device's database. */
function storedIds(page: Page, store: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('risema');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAllKeys();
          request.onsuccess = () => {
            resolve(request.result.map(String));
            open.result.close();
          };
          request.onerror = () => reject(new Error('the keys were not read'));
        };
      }),
    store,
  );
}

describe('Períodos guardados', () => {
  it('lists the periods with their uploads; a deletion reaches every device', async () => {
    const { office } = world;
    const companyId = office.company.id;
    await world.uploadAndConfirm(office, 'myreport-padaria-lusitana-2025-06.xlsx');
    await world.uploadAndConfirm(office, 'myreport-padaria-lusitana-2025-12.xlsx');
    await world.uploadAndConfirm(office, 'risema-padaria-lusitana-2026-03.xlsx', {
      kind: 'risema',
      period: '2025-12',
    });
    const today = formatDate(new Date());

    // Another device of the accountant holds the portfolio's figures of December.
    const other = await world.page({ as: office.accountant });
    await other.goto('/accountant');
    await other.getByTestId('portfolio-row').first().waitFor();
    await expect.poll(() => storedIds(other, 'periodFigures')).toContain(`${companyId}:2025-12`);
    // The manager's device holds December.
    const manager = await world.page({ as: office.manager });
    await manager.goto(`/company/${companyId}`);
    await manager.getByTestId('dashboard').waitFor();
    expect(await storedIds(manager, 'periods')).toContain(`${companyId}:2025-12`);

    const page = await world.page({ as: office.accountant });
    await page.goto(`/company/${companyId}`);
    await page.getByRole('tab', { name: 'Upload' }).click();
    const list = page.getByRole('region', { name: 'Períodos guardados' });
    await list.waitFor();
    const december = list.locator('tr[data-period="2025-12"]');
    const cells = await december.locator('td').allInnerTexts();
    // One line per upload (innerText puts a blank line between paragraphs).
    expect(cells.slice(0, 5).map((cell) => cell.replace(/\n+/g, '\n'))).toEqual([
      'Dezembro 2025',
      'MyReport\nSimulação RISEMA',
      'myreport-padaria-lusitana-2025-12.xlsx\nrisema-padaria-lusitana-2026-03.xlsx',
      `${ACCOUNTANT_NAME}\n${ACCOUNTANT_NAME}`,
      `${today}\n${today}`,
    ]);
    expect(
      await list
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-period'))),
    ).toEqual(['2025-12', '2025-06']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'stored-periods-1280.png', { fullPage: true });

    await list.getByRole('button', { name: 'Eliminar período Dezembro 2025' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar período' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Dezembro 2025 (2025-12)');
    await dialog.getByRole('button', { name: 'Eliminar período' }).click();
    await expectToast(page, 'Período eliminado');
    await december.waitFor({ state: 'detached' });
    expect(await list.locator('tbody tr').count()).toBe(1);
    const token = await world.token(office.accountant);
    expect((await world.storedPeriods(office, token)).map((period) => period.period)).toEqual([
      '2025-06',
    ]);

    // The other devices drop it at their next sync.
    await other.reload();
    await other.getByTestId('portfolio-row').first().getByText('Junho 2025').waitFor();
    // The row may paint before the sync's deletion reaches every table: wait for the tables.
    // A reload's first sync round waits for the page's load, two seconds and an idle moment, so
    // the wait outlasts the poll's one-second default.
    const untilSynced = { timeout: 20_000 };
    await expect
      .poll(() => storedIds(other, 'periods'), untilSynced)
      .not.toContain(`${companyId}:2025-12`);
    await expect
      .poll(() => storedIds(other, 'periodFigures'), untilSynced)
      .not.toContain(`${companyId}:2025-12`);
    await manager.reload();
    await manager.getByTestId('dashboard').waitFor();
    await expect
      .poll(() => storedIds(manager, 'periods'), untilSynced)
      .toEqual([`${companyId}:2025-06`]);
    await expect.poll(() => manager.getByTestId('dashboard').innerText()).not.toContain('dezembro');
  });

  it('the manager has no Upload tab and the server refuses their deletion (403)', async () => {
    const { office } = world;
    const manager = await world.page({ as: office.manager });
    await manager.goto(`/company/${office.company.id}`);
    await manager.getByTestId('dashboard').waitFor();
    expect(await manager.getByRole('tab', { name: 'Upload' }).count()).toBe(0);
    const token = await world.token(office.manager);
    const answer = await fetch(
      `${world.server.url}/api/companies/${office.company.id}/periods/2025-06`,
      { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } },
    );
    expect(answer.status).toBe(403);
  });
});
