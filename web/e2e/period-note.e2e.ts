// The accountant's note of a period (issue 17 §2) in Chromium against the real server: written
// offline on the Dashboard, queued, sent once when the connection returns; the manager reads it
// at the top of their Dashboard with the accountant's name and the date, read-only (no text area,
// no button), and in the Relatório de gestão.
import { formatDate } from '@risema/finance-core/format';
import { describe, expect, it } from 'vitest';
import { expectToast, keepScreenshot, seriousAxeViolations, serviceWorkerReady } from './browser';
import { useWorld } from './world';

const ACCOUNTANT_NAME = 'Marta Figueiredo';
const NOTE = 'Vendas acima do previsto em dezembro.\nAtenção à tesouraria no 1.º trimestre.';

const world = useWorld({
  office: {
    accountant: { name: ACCOUNTANT_NAME },
    company: { name: 'Padaria Lusitana, Lda', taxId: '509442013' },
  },
});

describe('Nota do contabilista', () => {
  it('written offline reaches the server once and the manager’s Dashboard, read-only', async () => {
    const { office } = world;
    await world.uploadAndConfirm(office, 'myreport-padaria-lusitana-2025-12.xlsx');
    const token = await world.token(office.accountant);

    const context = await world.context({ as: office.accountant, serviceWorker: true });
    const page = await context.newPage();
    await page.goto(`/company/${office.company.id}`);
    await page.getByRole('tablist').waitFor();
    await serviceWorkerReady(page);
    await page.reload();
    // The accountant's view opens on Upload.
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    const dashboard = page.getByTestId('dashboard');
    await dashboard.waitFor();

    await context.setOffline(true);
    const note = dashboard.getByLabel('Nota do contabilista');
    await note.fill(NOTE);
    await dashboard.getByRole('button', { name: 'Guardar nota' }).click();
    await expectToast(page, 'Nota guardada');
    const status = page.getByTestId('connection-status');
    await status.getByText('1 alteração por enviar').waitFor();
    // Shown on the device as saved, not yet on the server.
    expect(await note.inputValue()).toBe(NOTE);
    const [waiting] = await world.storedPeriods(office, token);
    expect(waiting?.note ?? null).toBeNull();

    await context.setOffline(false);
    await status.getByText('1 alteração por enviar').waitFor({ state: 'hidden' });
    const [stored] = await world.storedPeriods(office, token);
    expect(stored?.note).toMatchObject({
      text: NOTE,
      authorId: office.accountant.id,
      authorName: ACCOUNTANT_NAME,
    });
    // Sent exactly once: the replay ended with nothing left to send, and the note kept the
    // time of its one write.
    await page.waitForTimeout(500);
    const [again] = await world.storedPeriods(office, token);
    expect(again?.note?.updatedAt).toBe(stored?.note?.updatedAt);
    await context.close();

    const phone = await world.page({ as: office.manager, width: 390, height: 844 });
    await phone.goto(`/company/${office.company.id}`);
    const managerDashboard = phone.getByTestId('dashboard');
    await managerDashboard.waitFor();
    const section = managerDashboard.getByRole('region', { name: 'Nota do contabilista' });
    await section.waitFor();
    expect(await section.getByTestId('period-note-text').innerText()).toBe(NOTE);
    expect(await section.getByTestId('period-note-author').innerText()).toBe(
      `${ACCOUNTANT_NAME} · ${formatDate(stored?.note?.updatedAt)}`,
    );
    expect(await managerDashboard.getByRole('textbox').count()).toBe(0);
    expect(await phone.getByRole('button', { name: 'Guardar nota' }).count()).toBe(0);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await keepScreenshot(phone, 'period-note-manager-390.png', { fullPage: true });

    // The Relatório de gestão opens with it.
    await phone.goto(`/company/${office.company.id}/relatorio?period=2025-12`);
    const report = phone.getByTestId('management-report');
    await report.waitFor();
    const noteSection = report.locator('[data-report-section="note"]');
    expect(await noteSection.getByRole('heading').innerText()).toBe('Nota do contabilista');
    expect(await noteSection.getByTestId('period-note-text').innerText()).toBe(NOTE);
  });

  it('the manager cannot write it: the server refuses with 403', async () => {
    const { office } = world;
    const token = await world.token(office.manager);
    const answer = await fetch(
      `${world.server.url}/api/companies/${office.company.id}/periods/2025-12/note`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Do gestor' }),
      },
    );
    expect(answer.status).toBe(403);
  });
});
