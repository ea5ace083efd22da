// The first hour of a new office (issue 16) in Chromium against the real server: a RISEMA
// simulation marked wherever it shows and never opened first, phone tables that show their
// numbers at 390 px, one name per figure, a back arrow that stays in the app, cost arrows that
// follow the size, the like-for-like Comparativo, the forced password change without errors,
// Admin → Empresas without a refused call, and printing. Screenshots at 390 px of every
// analysis tab are kept in web/e2e/artifacts.
import { resolve } from 'node:path';
import {
  FIGURE_LABELS,
  SIMULATION_MARK,
  periodLabel,
  simulationSavedText,
} from '@risema/finance-core/analysis';
import type { PeriodData, WorkbookKind } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import { formatDays, formatEuros, formatExplanation } from '@risema/finance-core/format';
import { readWorkbook } from '@risema/finance-core/reader';
import { analyzePeriod } from '@risema/finance-core/views';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import { apiRequest, login, setMustChangePassword } from '@risema/sync-server/testing';
import type { SeededOffice } from '@risema/sync-server/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawCharts, keepScreenshot, seriousAxeViolations, signInThroughUi } from './browser';
import { fixturesDir, useWorld } from './world';
import type { Credentials } from './world';
const PADARIA = { name: 'Padaria Lusitana, Lda', taxId: '509442013' };
const MYREPORT = [
  'myreport-padaria-lusitana-2024-12.xlsx',
  'myreport-padaria-lusitana-2025-06.xlsx',
  'myreport-padaria-lusitana-2025-12.xlsx',
];
const RISEMA = 'risema-padaria-lusitana-2026-03.xlsx';
const PHONE = { width: 390, height: 844 };

/** The analysis tabs: their full name (a tab's accessible name) and an artefact name. */
const ANALYSIS_TABS = [
  ['Dashboard', 'dashboard'],
  ['Resumo', 'resumo'],
  ['Proveitos', 'proveitos'],
  ['Balanço', 'balanco'],
  ['DRE', 'dre'],
  ['FSE', 'fse'],
  ['Rácios', 'racios'],
  ['Comparativo', 'comparativo'],
] as const;

const world = useWorld();
/** Padaria with its three MyReport periods and the RISEMA simulation of March 2026 (new). */
let padaria: SeededOffice;
/** What finance-core computes from the same workbooks. */
let stored: PeriodData[];

/**
 * Seeds Padaria with MyReport workbooks (and the RISEMA simulation for a new period, March
 * 2026), uploaded through the API; the data finance-core's reader makes of the same bytes.
 */
async function seedPadaria(files: readonly string[], simulation: boolean) {
  const office = await world.seedOffice({ company: PADARIA });
  const uploads: [string, WorkbookKind][] = files.map((file) => [file, 'myreport']);
  if (simulation) uploads.push([RISEMA, 'risema']);
  const data: PeriodData[] = [];
  for (const [fileName, kind] of uploads) {
    const { period, bytes } = await world.uploadAndConfirm(office, fileName, { kind });
    const read = readWorkbook(bytes, fileName, { kind });
    data.push({
      id: periodDataId(office.company.id, period),
      companyId: office.company.id,
      period,
      balanceSheet: read.balanceSheet,
      incomeStatement: read.incomeStatement,
      externalServices: read.externalServices,
      financialRatios: read.financialRatios,
      incomeStatementSource: kind,
      updatedAt: new Date().toISOString(),
    });
  }
  return { office, data };
}

function analysisOf(period: string): PeriodAnalysis {
  const data = stored.find((item) => item.period === period);
  if (!data) throw new Error(`no data for ${period}`);
  return analyzePeriod(data, stored);
}

beforeAll(async () => {
  ({ office: padaria, data: stored } = await seedPadaria(MYREPORT, true));
});

/**
 * A signed-in page, its calls to the API recorded (`METHOD path status`) from its first request:
 * opened on `at`, or the user's home, with a session planted as a sign-in leaves it; `throughUi`
 * signs in through the login screen instead (what a forced password change follows).
 */
async function signedIn(
  user: Credentials,
  viewport = { width: 1280, height: 800 },
  { at, throughUi = false }: { at?: string; throughUi?: boolean } = {},
): Promise<{ page: Page; calls: string[] }> {
  const calls: string[] = [];
  const page = await world.page({
    ...viewport,
    as: throughUi ? undefined : user,
    at,
    beforeOpen: (opened) =>
      opened.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/')) {
          calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
        }
      }),
  });
  if (throughUi) await signInThroughUi(page, user);
  return { page, calls };
}

/** Opens the company as the manager (their home) and waits for its tabs. */
async function managerOnCompany(viewport?: { width: number; height: number }) {
  const opened = await signedIn(padaria.manager, viewport);
  await opened.page.waitForURL(`**/company/${padaria.company.id}`);
  await opened.page.getByRole('tablist').waitFor();
  return opened;
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** Opens a tab and waits for its content (its print button). */
async function openTab(page: Page, name: string): Promise<Locator> {
  await tab(page, name).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Imprimir' }).waitFor();
  return panel;
}

/** The cells of a table row found by its first cell, as shown (hidden cells left out). */
async function shownCells(panel: Locator, firstCell: RegExp): Promise<string[]> {
  const row = panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('cell', { name: firstCell }) });
  return row
    .first()
    .locator('td, th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .map((cell) => (cell as HTMLElement).innerText.trim()),
    );
}

describe('a RISEMA simulation is marked wherever it shows, and never opened first', () => {
  it('the manager opens on the latest real period; the simulation is marked in the selector, the header, every tab, the print and the report', async () => {
    const { page } = await managerOnCompany();
    const selector = page.getByLabel('Período', { exact: true });
    // Not the newer March 2026 simulation: December 2025, the latest real data.
    expect(await selector.inputValue()).toBe('2025-12');
    expect(await page.getByTestId('simulation-mark').count()).toBe(0);
    const options = await selector.locator('option').allInnerTexts();
    expect(options).toEqual([
      `Março de 2026 (${SIMULATION_MARK})`,
      'Dezembro de 2025',
      'Junho de 2025',
      'Dezembro de 2024',
    ]);

    await selector.selectOption('2026-03');
    expect(await page.getByTestId('simulation-mark').innerText()).toBe(SIMULATION_MARK);
    for (const [name] of ANALYSIS_TABS.filter(([name]) => name !== 'Comparativo')) {
      const panel = await openTab(page, name);
      expect(await panel.getByTestId('tab-simulation-mark').innerText(), name).toBe(
        SIMULATION_MARK,
      );
      const note = await panel.getByTestId('period-source-note').innerText();
      expect(note, name).toContain('a DRE deste período vem de uma simulação');
      // The balance comes from no file; the last one is December 2025's.
      expect(note, name).toContain(`o último balanço é o de ${periodLabel('2025-12')}`);
    }
    const comparison = await openTab(page, 'Comparativo');
    const picker = comparison.getByRole('group', { name: 'Períodos a comparar (2 a 4)' });
    expect(await picker.locator('[data-period="2026-03"]').innerText()).toContain(
      `${periodLabel('2026-03')} (${SIMULATION_MARK})`,
    );

    // On paper too: the print header names the period as a simulation.
    await openTab(page, 'Dashboard');
    await page.emulateMedia({ media: 'print' });
    const header = page.getByRole('tabpanel').getByTestId('print-header');
    expect(await header.innerText()).toContain(`${periodLabel('2026-03')} (${SIMULATION_MARK})`);
    await page.emulateMedia({ media: 'screen' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The management report of the simulation: marked on its cover, which says where its
    // figures come from as the tabs do.
    await page.getByRole('button', { name: 'Relatório de gestão' }).click();
    const cover = page.locator('[data-report-section="cover"]');
    await cover.waitFor();
    expect(await cover.getByTestId('report-simulation-mark').innerText()).toBe(SIMULATION_MARK);
    const coverNote = await cover.getByTestId('report-source-note').innerText();
    expect(coverNote).toContain('a DRE deste período vem de uma simulação');
    expect(coverNote).toContain(`o último balanço é o de ${periodLabel('2025-12')}`);
  });

  it('a RISEMA upload for a new period says so, without claiming to preserve anything', async () => {
    const { office } = await seedPadaria([MYREPORT[2] ?? ''], false);
    const { page } = await signedIn(office.accountant, undefined, {
      at: `/company/${office.company.id}`,
    });
    await page.getByRole('tablist').waitFor();
    await page.getByLabel('Ficheiro RISEMA').setInputFiles(resolve(fixturesDir, RISEMA));
    const dialog = page.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Período/).inputValue()).toBe('2026-03');
    await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await toast.getByText('Ficheiro RISEMA processado com sucesso').waitFor();
    const text = await toast.innerText();
    expect(text).toContain(simulationSavedText('2026-03', null));
    expect(text).not.toContain('preservados');
    // The accountant lands on the period just saved: marked as a simulation.
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('simulation-mark').innerText()).toBe(SIMULATION_MARK);
  });
});

describe('phone tables at 390 px', () => {
  it('every analysis table shows each row’s description, current value and change without scrolling', async () => {
    const { page } = await managerOnCompany(PHONE);
    for (const [name, file] of ANALYSIS_TABS) {
      const panel = await openTab(page, name);
      const tables = panel.getByRole('table');
      await tables.first().waitFor();
      const count = await tables.count();
      expect(count, name).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const report = await tables.nth(index).evaluate((table) => {
          const area = table.closest('[role="region"]') as HTMLElement;
          const right = Math.min(area.getBoundingClientRect().right, window.innerWidth);
          const problems: string[] = [];
          for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
            const cells = Array.from(row.children).filter(
              (cell) => getComputedStyle(cell).display !== 'none',
            ) as HTMLElement[];
            if (cells.length === 1 && cells[0]?.hasAttribute('colspan')) continue;
            const text = cells.map((cell) => cell.innerText.trim()).join(' | ');
            if (cells.length !== 3) problems.push(`${cells.length} cells: ${text}`);
            for (const cell of cells) {
              if (cell.getBoundingClientRect().right > right + 0.5) {
                problems.push(`beyond the screen: ${text}`);
              }
            }
            const change = cells[2]?.innerText.trim() ?? '';
            if (!/%|p\.p\.|dias?|—|n\.c\./.test(change)) problems.push(`no change: ${text}`);
          }
          return {
            problems,
            scrolls: area.scrollWidth > area.clientWidth + 1,
            headers: Array.from(table.querySelectorAll('thead th'))
              .filter((cell) => getComputedStyle(cell).display !== 'none')
              .map((cell) => (cell as HTMLElement).innerText.trim()),
          };
        });
        expect(report.problems, `${name} table ${index}`).toEqual([]);
        expect(report.scrolls, `${name} table ${index} scrolls`).toBe(false);
        expect(report.headers.length, `${name} table ${index}`).toBe(3);
        expect(report.headers[2], `${name} table ${index}`).toMatch(/^(Δ|Variação)/);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows`).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `phone-390-${file}.png`, { fullPage: true });
    }

    // Rows read as finance-core computes them (description | current | Δ %).
    const december = analysisOf('2025-12');
    const dre = await openTab(page, 'DRE');
    const fse = december.incomeStatement.rows.find((row) => row.code === '62');
    expect(await shownCells(dre, /^62\s/)).toEqual([
      '62 Fornecimentos e serviços externos',
      formatEuros(fse?.current),
      `↑ +3,6%`,
    ]);
    const dashboard = await openTab(page, 'Dashboard');
    const ebitda = december.dashboard.details.find((card) => card.id === 'ebitda');
    const ebitdaCells = await shownCells(dashboard, /^EBITDA/);
    expect(ebitdaCells[0]).toBe(FIGURE_LABELS.ebitda);
    expect(ebitdaCells[1]).toBe(formatEuros(ebitda?.comparison.current));
    expect(ebitdaCells[2]).toMatch(/^↑ \+18,0%$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('`Todas as colunas` brings every column back in a scroll whose first column stays', async () => {
    const { page } = await managerOnCompany(PHONE);
    const panel = await openTab(page, 'Balanço');
    const card = panel
      .locator('section')
      .filter({ has: page.getByRole('table') })
      .first();
    expect(await card.getByTestId('columns-cue').innerText()).toContain('ocultas');
    await card.getByRole('button', { name: 'Todas as colunas' }).click();
    expect(
      await card.getByRole('button', { name: 'Menos colunas' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await card.getByTestId('columns-cue').innerText()).toBe(
      'Deslize a tabela para o lado para ver todas as colunas →',
    );
    const area = card.getByRole('region');
    // The first column sticks once the browser has seen the table slide (a resize observer).
    await expect
      .poll(() =>
        area.evaluate(
          (element) =>
            getComputedStyle(element.querySelector('tbody tr:not(.section) td') as HTMLElement)
              .position,
        ),
      )
      .toBe('sticky');
    const before = await area.evaluate((element) => {
      const row = element.querySelector('tbody tr:not(.section)');
      const first = row?.querySelector('td') as HTMLElement;
      return {
        cells: Array.from(row?.children ?? []).filter(
          (cell) => getComputedStyle(cell).display !== 'none',
        ).length,
        scrolls: element.scrollWidth > element.clientWidth,
        sticky: getComputedStyle(first).position,
        left: first.getBoundingClientRect().left,
      };
    });
    expect(before).toMatchObject({ cells: 7, scrolls: true, sticky: 'sticky' });
    await area.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const left = await area.evaluate(
      (element) =>
        (element.querySelector('tbody tr:not(.section) td') as HTMLElement).getBoundingClientRect()
          .left,
    );
    expect(Math.abs(left - before.left)).toBeLessThan(1);
    await keepScreenshot(page, 'phone-390-balanco-all-columns.png');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('one figure, one name', () => {
  it('the two EBITDAs and the two day ratios say which formula or source each is; the popovers agree', async () => {
    const december = analysisOf('2025-12');
    const { page } = await managerOnCompany();
    let panel = await openTab(page, 'Dashboard');
    const ebitda = panel.locator('[data-detail="ebitda"]');
    expect(await ebitda.innerText()).toContain(FIGURE_LABELS.ebitda);
    expect(await ebitda.locator('[data-value]').innerText()).toBe(formatEuros(172875.68));
    const payment = december.dashboard.gauges.find((gauge) => gauge.id === 'paymentDays');
    const gauge = panel.locator('[data-gauge="paymentDays"]');
    expect(await gauge.innerText()).toContain('calculado, sem IVA');
    expect(await gauge.locator('[data-value]').innerText()).toBe(formatDays(payment?.value));
    await gauge.getByRole('button', { name: /^Como é calculado/ }).click();
    const values = page.getByTestId('formula-values');
    await values.waitFor();
    const gaugePopover = await page
      .locator('[data-scope="popover"][data-part="content"]')
      .innerText();
    // The dashboard's popover names the file's value the Rácios tab shows.
    expect(gaugePopover).toContain('A folha Rácios do ficheiro indica 27,3 dias');
    await page.keyboard.press('Escape');
    await values.waitFor({ state: 'detached' });

    panel = await openTab(page, 'Resumo');
    const chart = panel.getByRole('img', { name: /^Resumo do negócio/ });
    expect(await chart.getAttribute('aria-label')).toContain(
      `${FIGURE_LABELS.ebitdaSummary}: ${formatEuros(170551.97)}`,
    );
    await panel
      .getByRole('button', { name: `Como é calculado: ${FIGURE_LABELS.ebitdaSummary}` })
      .click();
    await values.waitFor();
    expect(await values.innerText()).toBe(formatExplanation(december.summary.ebitdaExplanation));
    await page.keyboard.press('Escape');
    await values.waitFor({ state: 'detached' });

    panel = await openTab(page, 'Comparativo');
    expect(await panel.locator('[data-indicator="ebitda"]').innerText()).toContain(
      FIGURE_LABELS.ebitda,
    );

    panel = await openTab(page, 'Rácios');
    const rows = december.ratioTable.groups.flatMap((group) => group.rows);
    const sheetPayment = rows.find((row) => row.kind === 'paymentDays');
    if (!sheetPayment) throw new Error('no payment days row');
    const row = panel.getByRole('row').filter({ hasText: sheetPayment.description });
    expect(await row.innerText()).toContain('do ficheiro, com IVA');
    await row
      .getByRole('button', { name: `Como é calculado: ${sheetPayment.description}` })
      .click();
    await values.waitFor();
    expect(await values.innerText()).toBe(formatExplanation(sheetPayment.explanation));
    const rowPopover = await page
      .locator('[data-scope="popover"][data-part="content"]')
      .innerText();
    // The file's value with VAT; the dashboard's, without.
    expect(rowPopover).toContain('Folha Rácios do ficheiro');
    expect(rowPopover).toContain('33,6 dias, sem IVA');
    await page.keyboard.press('Escape');
  });
});

describe('Voltar', () => {
  it('opened directly, it goes to the role’s home; after a page of the app, back to it; a manager’s own company has none', async () => {
    const { page } = await signedIn(padaria.accountant, undefined, {
      at: `/company/${padaria.company.id}`,
    });
    await page.getByRole('tablist').waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/accountant');
    await page.getByRole('heading', { name: 'Dashboard Contabilista', level: 1 }).waitFor();

    await page.goto('/companies');
    await page.getByRole('link', { name: `Ver ${PADARIA.name}` }).click();
    await page.waitForURL(`**/company/${padaria.company.id}`);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/companies');
    const manager = await managerOnCompany();
    expect(await manager.page.getByRole('button', { name: 'Voltar' }).count()).toBe(0);
  });
});

describe('cost arrows and the Comparativo default', () => {
  it('a cost that rose points up, in red, in the DRE as in the Resumo', async () => {
    const { page } = await managerOnCompany();
    const dre = await openTab(page, 'DRE');
    const cmvmc = dre.getByRole('row').filter({ has: page.getByRole('cell', { name: /^61\s/ }) });
    const arrow = cmvmc.getByRole('img');
    expect(await arrow.getAttribute('aria-label')).toBe('A subir, desfavorável');
    expect(await arrow.innerText()).toBe('↑');
    expect(await arrow.getAttribute('data-tone')).toBe('unfavourable');
    const dreChange = (await cmvmc.locator('td').last().innerText()).trim();
    expect(dreChange).toBe('+4,4%');
    // A cost that fell (financing costs): down, favourable.
    const financing = dre
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /^69\s/ }) });
    expect(await financing.getByRole('img').getAttribute('aria-label')).toBe('A descer, favorável');

    const summary = await openTab(page, 'Resumo');
    const total = summary.getByRole('row').filter({ hasText: 'Total CMVMC' });
    expect(await total.getByRole('img').getAttribute('aria-label')).toBe('A subir, desfavorável');
    expect((await total.locator('td').last().innerText()).trim()).toBe(dreChange);
  });

  it('Comparativo starts like for like: the latest real period and the same month a year before', async () => {
    const { page } = await managerOnCompany();
    const panel = await openTab(page, 'Comparativo');
    const pressed = panel
      .getByRole('group', { name: 'Períodos a comparar (2 a 4)' })
      .locator('button[aria-pressed="true"]');
    await expect
      .poll(() =>
        pressed.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-period'))),
      )
      .toEqual(['2025-12', '2024-12']);
    // Both cover twelve months: every change is shown, none `n.c.`.
    await panel.locator('[data-indicator="turnover"]').waitFor();
    expect(await panel.getByRole('table').innerText()).not.toContain('n.c.');
  });
});

describe('printing', () => {
  it('the Dashboard’s gauges and cards fit one A4 page; charts print at their size; the DRE’s descriptions take a third', async () => {
    const { page } = await managerOnCompany();
    const panel = await openTab(page, 'Dashboard');
    await drawCharts(panel);
    // Charts are drawn no wider than a printed page (A4 less 12 mm margins: 703 px), so their
    // text is not shrunk on paper.
    const widths = await panel
      .locator('canvas')
      .evaluateAll((canvases) => canvases.map((canvas) => canvas.clientWidth));
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toBeLessThanOrEqual(740);

    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 703, height: 1032 });
    const subtitle = panel.getByTestId('dashboard-subtitle');
    expect(await subtitle.isVisible()).toBe(false);
    await panel.getByTestId('print-header').waitFor();
    // Polled: the charts take their printed size in a frame after the media change, and the
    // cards' bottom is read once that layout is done (a busy machine measured it before).
    await expect
      .poll(() =>
        panel
          .locator('[data-card]')
          .evaluateAll((cards) =>
            Math.max(...cards.map((card) => card.getBoundingClientRect().bottom + window.scrollY)),
          ),
      )
      .toBeLessThanOrEqual(1032);
    await keepScreenshot(page, 'print-dashboard.png', { fullPage: true });

    // The tabs are not on paper: choose the DRE on screen, then print it.
    await page.emulateMedia({ media: 'screen' });
    const dre = await openTab(page, 'DRE');
    await page.emulateMedia({ media: 'print' });
    const ratio = await dre.getByRole('table').evaluate((table) => {
      const first = table.querySelector('thead tr:last-child th') as HTMLElement;
      return first.getBoundingClientRect().width / table.getBoundingClientRect().width;
    });
    expect(ratio).toBeGreaterThanOrEqual(1 / 3);
    await keepScreenshot(page, 'print-dre.png', { fullPage: true });
    const opened = await managerOnCompany();
    await drawCharts(await openTab(opened.page, 'Dashboard'));
    const pdf = await opened.page.pdf({ format: 'A4', printBackground: true });
    // Gauges and cards on the first page, the tables and charts on the second.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBe(2);
  });
});

describe('Admin → Empresas and the forced password change', () => {
  it('Admin → Empresas makes no call the admin may not make', async () => {
    const { page, calls } = await signedIn(world.server.admin);
    await page.getByRole('link', { name: 'Empresas' }).first().click();
    await page.waitForURL('**/admin/companies');
    await page.getByRole('heading', { name: 'Empresas', level: 1 }).waitFor();
    await page.getByText(PADARIA.name).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => / 4\d\d$/.test(call))).toEqual([]);
  });

  for (const role of ['manager', 'admin'] as const) {
    const who = role === 'admin' ? 'an admin' : 'a manager';
    it(`${who} whose password was set by someone else: one route, no menu, no sync, no error`, async () => {
      const manager =
        role === 'admin' ? null : (await world.seedOffice({ passwordsToChange: true })).manager;
      const user = manager ?? world.server.admin;
      const token = await login(world.server, user.email, user.password);
      const me = await apiRequest<{ user: { id: string } }>(world.server, '/api/auth/me', {
        token,
      });
      await apiRequest(world.server, '/api/auth/logout', { method: 'POST', token });
      await setMustChangePassword(world.server, me.body.user.id, true);
      const { page, calls } = await signedIn(user, PHONE, { throughUi: true });
      await page.waitForURL('**/change-password');
      await page.getByRole('heading', { name: 'Alterar password', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Abrir menu' }).count()).toBe(0);
      expect(await page.getByText('Falha na sincronização').count()).toBe(0);
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      expect(calls.filter((call) => call.includes('/api/sync'))).toEqual([]);
      expect(calls.filter((call) => / 4\d\d$/.test(call))).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, `forced-change-${role}-390.png`);

      const password = `${role}-nova-password`;
      if (manager) {
        // The manager's password is still the NIF: the change takes the accountant's code too.
        expect(manager.activationCode).toEqual(expect.any(String));
        await page.getByLabel('Código de ativação').fill(manager.activationCode ?? '');
      } else {
        expect(await page.getByLabel('Código de ativação').count()).toBe(0);
      }
      await page.getByLabel('Password atual').fill(user.password);
      await page.getByLabel(/^Nova password/).fill(password);
      await page.getByLabel('Repetir nova password').fill(password);
      await page.getByRole('button', { name: 'Alterar password' }).last().click();
      await page.waitForURL((url) => url.pathname !== '/change-password');
      await expect
        .poll(() => calls.some((call) => call.startsWith('GET /api/sync 200')))
        .toBe(true);
      await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
      expect(calls.filter((call) => / 4\d\d$/.test(call))).toEqual([]);
      if (role === 'admin') {
        // Later tests and the office helpers sign in with the admin's seeded password.
        const newToken = await login(world.server, user.email, password);
        await apiRequest(world.server, '/api/auth/password', {
          token: newToken,
          body: { currentPassword: password, newPassword: user.password },
        });
        await setMustChangePassword(world.server, me.body.user.id, false);
      }
    });
  }
});
