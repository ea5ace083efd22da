// The management report (Relatório de gestão) in Chromium against the real server: opened from
// the analysis view by both roles, its cover (what each role's device knows, nothing made up),
// its sections in order, printed with print media to a PDF of several A4 pages (each section
// from a new page), `Imprimir / Guardar PDF` calling the browser's print, offline after a
// reload, axe-clean, and laid out at 375 px.
import { formatDate } from '@risema/finance-core/format';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, seriousAxeViolations, serviceWorkerReady } from './browser';
import { useWorld } from './world';

const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const OFFICE_NAME = 'Gabinete Contas Certas';
const ACCOUNTANT_NAME = 'Marta Figueiredo';
const FILES = [
  'myreport-padaria-lusitana-2024-12.xlsx',
  'myreport-padaria-lusitana-2025-06.xlsx',
  'myreport-padaria-lusitana-2025-12.xlsx',
];
/** The sections after the cover, in order (the Comparativo: 2024-12 is stored). */
const SECTIONS = [
  'Resumo executivo',
  'Balanço',
  'Demonstração de Resultados (DRE)',
  'Fornecimentos e Serviços Externos (FSE)',
  'Rácios financeiros',
  'Comparativo',
];

const world = useWorld({
  office: { officeName: OFFICE_NAME, accountant: { name: ACCOUNTANT_NAME }, company: PADARIA },
});

beforeAll(async () => {
  for (const file of FILES) await world.uploadAndConfirm(world.office, file);
}, 120_000);

/** The cover's terms and values (`dt` → `dd`). */
async function coverEntries(page: Page): Promise<Record<string, string>> {
  return page.locator('[data-report-section="cover"] dl').evaluate((list) => {
    const entries: Record<string, string> = {};
    for (const term of list.querySelectorAll('dt')) {
      const value = term.nextElementSibling;
      entries[term.innerText.trim()] = (value as HTMLElement).innerText.trim();
    }
    return entries;
  });
}

/** Opens the company view, chooses a period and presses `Relatório de gestão`. */
async function openReport(page: Page, period: string): Promise<void> {
  await page.goto(`/company/${world.office.company.id}`);
  await page.getByRole('tablist').waitFor();
  await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
  await page.getByLabel('Período', { exact: true }).selectOption(period);
  await page.getByRole('button', { name: 'Relatório de gestão' }).click();
  await page.waitForURL(`**/company/${world.office.company.id}/relatorio?period=${period}`);
  await page.getByTestId('management-report').waitFor();
}

/** The number of pages of a PDF (its page objects). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('the management report', () => {
  it('the accountant: cover with the office, sections in order, print to several A4 pages', async () => {
    const page = await world.page({ as: world.office.accountant });
    await openReport(page, '2025-12');

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Relatório de gestão');
    expect(await coverEntries(page)).toEqual({
      NIF: PADARIA.taxId,
      Período: 'Dezembro 2025',
      Escritório: OFFICE_NAME,
      Contabilista: ACCOUNTANT_NAME,
      'Elaborado em': formatDate(new Date()),
    });
    expect(await page.locator('[data-report-section="cover"]').innerText()).toContain(PADARIA.name);
    const report = page.getByTestId('management-report');
    expect(await report.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(SECTIONS);
    // The Rácios with their insights; the Comparativo against December 2024.
    const ratios = report.locator('[data-report-section="ratios"]');
    expect(await ratios.locator('[data-insight]').count()).toBeGreaterThan(0);
    const comparison = report.locator('[data-report-section="comparison"]');
    expect(await comparison.locator('table thead').innerText()).toContain('dezembro de 2024');
    // The summary's chart is drawn.
    expect(await report.locator('[data-report-section="summary"] canvas').count()).toBe(1);
    // The whole report (every table's rows): axe takes its time here.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'report-1280.png', { fullPage: true });

    // `Imprimir / Guardar PDF` opens the browser's print.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole('button', { name: 'Imprimir / Guardar PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: the app's frame and the buttons left out, each section from a new page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimir / Guardar PDF' }).isVisible()).toBe(
      false,
    );
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    const breaks = await report
      .locator('.report-section')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakBefore));
    expect(breaks).toEqual(SECTIONS.map(() => 'page'));
    const rowBreaks = await report
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside);
    expect(rowBreaks).toBe('avoid');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdfPages(pdf);
    // The cover and each section on pages of their own; the statements take several.
    expect(pages).toBeGreaterThanOrEqual(1 + SECTIONS.length);
    await page.emulateMedia({ media: 'screen' });
  });

  it('the manager: no office on the cover (their device holds no licence), offline after a reload', async () => {
    const page = await world.page({
      width: 375,
      height: 740,
      as: world.office.manager,
      serviceWorker: true,
    });
    expect(await serviceWorkerReady(page)).toBeGreaterThan(0);
    await openReport(page, '2025-06');
    const entries = await coverEntries(page);
    expect(entries).toEqual({
      NIF: PADARIA.taxId,
      Período: 'Junho 2025',
      Contabilista: ACCOUNTANT_NAME,
      'Elaborado em': formatDate(new Date()),
    });
    // June 2025 against the previous year's latest period (December 2024): no same months stored.
    const comparison = page.locator('[data-report-section="comparison"]');
    expect(await comparison.locator('table thead').innerText()).toContain('dezembro de 2024');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('management-report').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(SECTIONS);
    // Nothing wider than the phone: tables scroll inside their cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousAxeViolations(page, '[data-report-section="cover"]')).toEqual([]);
    await keepScreenshot(page, 'report-375.png', { fullPage: true });
  });

  it('a period this device does not hold: Dados não disponíveis, no report', async () => {
    const page = await world.page({ as: world.office.manager });
    await page.goto(`/company/${world.office.company.id}/relatorio?period=2023-12`);
    await page.getByText('Dados não disponíveis').waitFor();
    expect(await page.getByTestId('management-report').count()).toBe(0);
  });
});
