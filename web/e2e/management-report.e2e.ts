// The management report (Relatório de gestão) in Chromium against the real server: opened from
// the analysis view by both roles, its cover (what each role's device knows, nothing made up),
// its sections in order, printed with print media to a PDF of several A4 pages (each section
// from a new page), `Imprimir / Guardar PDF` calling the browser's print, offline after a
// reload, axe-clean, and laid out at 375 px.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDate } from '@risema/finance-core/format';
import { apiRequest, login, seedOffice } from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifact,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signInThroughUi,
  startAppServer,
} from './browser';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
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

let server: TestServer;
let browser: Browser;
let office: SeededOffice;

async function uploadWorkbooks(seeded: SeededOffice, files: readonly string[]): Promise<void> {
  const token = await login(server, seeded.accountant.email, seeded.accountant.password);
  for (const fileName of files) {
    const form = new FormData();
    form.set('companyId', seeded.company.id);
    form.set('document', new Blob([readFileSync(resolve(fixtures, fileName))]), fileName);
    const upload = await apiRequest<{ documentId: string; extractedPeriod: string }>(
      server,
      '/api/documents/upload',
      { token, form },
    );
    expect(upload.status).toBe(201);
    const confirm = await apiRequest(server, `/api/documents/${upload.body.documentId}/confirm`, {
      token,
      body: { confirmedPeriod: upload.body.extractedPeriod },
    });
    expect(confirm.status).toBe(200);
  }
}

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  office = await seedOffice(server, {
    officeName: OFFICE_NAME,
    accountant: { name: ACCOUNTANT_NAME },
    company: PADARIA,
  });
  await uploadWorkbooks(office, FILES);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the service worker is active and has precached the build. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((done) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') done();
        });
      });
    }
  });
}

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
  await page.goto(`/company/${office.company.id}`);
  await page.getByRole('tablist').waitFor();
  await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
  await page.getByLabel('Período', { exact: true }).selectOption(period);
  await page.getByRole('button', { name: 'Relatório de gestão' }).click();
  await page.waitForURL(`**/company/${office.company.id}/relatorio?period=${period}`);
  await page.getByTestId('management-report').waitFor();
}

/** The number of pages of a PDF (its page objects). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('the management report', () => {
  it(
    'the accountant: cover with the office, sections in order, print to several A4 pages',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, server);
      const page = await context.newPage();
      await signInThroughUi(page, office.accountant);
      await openReport(page, '2025-12');

      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Relatório de gestão');
      expect(await coverEntries(page)).toEqual({
        NIF: PADARIA.taxId,
        Período: 'Dezembro 2025',
        Escritório: OFFICE_NAME,
        Contabilista: ACCOUNTANT_NAME,
        'Elaborado em': formatDate(new Date()),
      });
      expect(await page.locator('[data-report-section="cover"]').innerText()).toContain(
        PADARIA.name,
      );
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
      await page.screenshot({ path: artifact('report-1280.png'), fullPage: true });

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
      await context.close();
    },
  );

  it('the manager: no office on the cover (their device holds no licence), offline after a reload', async () => {
    const context = await newContext(browser, server, { width: 375, height: 740 });
    const page = await context.newPage();
    await signInThroughUi(page, office.manager);
    await serviceWorkerReady(page);
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

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('management-report').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(SECTIONS);
    // Nothing wider than the phone: tables scroll inside their cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousAxeViolations(page, '[data-report-section="cover"]')).toEqual([]);
    await page.screenshot({ path: artifact('report-375.png'), fullPage: true });
    await context.close();
  });

  it('a period this device does not hold: Dados não disponíveis, no report', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await signInThroughUi(page, office.manager);
    await page.goto(`/company/${office.company.id}/relatorio?period=2023-12`);
    await page.getByText('Dados não disponíveis').waitFor();
    expect(await page.getByTestId('management-report').count()).toBe(0);
    await context.close();
  });
});
