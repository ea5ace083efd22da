import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedOffice, startTestServer } from '@risema/sync-server/testing';
import type { TestServer } from '@risema/sync-server/testing';
import type { BrowserContext, Page } from 'playwright-core';
import type { OutboxEntry } from '../src/data/sync/outbox-entry';
import { afterEach, describe, expect, it } from 'vitest';
import { keepScreenshot, serviceWorkerReady, startAppServer, webDist } from './browser';
import type { Credentials } from './world';
import { useWorld } from './world';

// Each test starts a server of its own: one is stopped, another serves a changed build.
const world = useWorld({ server: false });
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A context of `server` with the service worker; with `as`, signed in (a planted session). */
function context(server: TestServer, as?: Credentials): Promise<BrowserContext> {
  return world.context({ server, as, serviceWorker: true });
}

/**
 * Fetches `path` in the page: whether it answered, and where the browser took it from
 * (`workerMatchedSourceType`/`workerFinalSourceType` of its resource timing: the worker's static
 * route, then the cache or the network it ended on).
 */
async function fetchedFrom(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const absolute = new URL(url, location.href).href;
    const ok = await fetch(absolute).then(
      async (response) => response.ok && (await response.text()).length > 0,
      () => false,
    );
    // The entry is added in a task after the body's end.
    type Timing = PerformanceEntry & {
      workerMatchedSourceType?: string;
      workerFinalSourceType?: string;
    };
    let entry: Timing | undefined;
    for (let tries = 0; !entry && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      entry = performance.getEntriesByName(absolute).at(-1);
    }
    return { ok, matched: entry?.workerMatchedSourceType, final: entry?.workerFinalSourceType };
  }, path);
}

describe('installable and offline', () => {
  it('serves a web app manifest with the icons generated from one source', async () => {
    const server = await startAppServer();
    cleanups.push(() => server.stop());
    const page = await (await context(server)).newPage();
    await page.goto('/login');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href ?? '', server.url))).json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'RISEMA',
      short_name: 'RISEMA',
      lang: 'pt-PT',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, server.url));
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it('the service worker installs; offline, a reload still shows the signed-in shell and `Sem ligação`', async () => {
    const server = await startAppServer();
    cleanups.push(() => server.stop());
    const office = await seedOffice(server);
    const page = await (await context(server, office.accountant)).newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: office.company.name }).waitFor();
    // Everything of the build is precached (the shell, every page's code, the icons).
    expect(await serviceWorkerReady(page)).toBeGreaterThan(20);
    await page.reload();
    // A built file the worker does not precache (the password dictionaries) still loads: the
    // static route for the build's files falls back to the network.
    const dictionary = readdirSync(join(webDist, 'assets')).find((name) =>
      name.startsWith('password-strength-'),
    );
    expect(dictionary).toBeDefined();
    expect(await fetchedFrom(page, `/assets/${dictionary}`)).toEqual({
      ok: true,
      matched: 'cache',
      final: 'network',
    });

    // No network for the browser, and no server at all: only the service worker can answer.
    await page.context().setOffline(true);
    await server.stop();
    await page.reload();

    await page.getByRole('heading', { name: 'Dashboard Contabilista' }).waitFor();
    await page.getByText('Sem ligação').waitFor();
    // The build's files come from the precache by the worker's static route, which the
    // browser follows without starting the worker's script (sw-routes.js).
    const main = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
    );
    expect(await fetchedFrom(page, main)).toEqual({ ok: true, matched: 'cache', final: 'cache' });
    // The user is still signed in, with the last synced data (read from IndexedDB after the
    // shell's first paint, so waited for rather than sampled).
    await page.getByRole('heading', { name: office.company.name }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    // Pages not opened before load from the precache too.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Empresas' })
      .click();
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    await keepScreenshot(page, 'offline-1280.png');
  });

  it('changes waiting to be sent are counted offline and go when the network returns', async () => {
    const server = await startAppServer();
    cleanups.push(() => server.stop());
    const office = await seedOffice(server);
    const page = await (await context(server, office.accountant)).newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: office.company.name }).waitFor();
    expect(await serviceWorkerReady(page)).toBeGreaterThan(20);
    await page.context().setOffline(true);

    // A company created offline, as the create action queues it (its screen comes later).
    const companyId = crypto.randomUUID();
    const entry: OutboxEntry = {
      id: crypto.randomUUID(),
      userId: office.accountant.id,
      label: 'Criar empresa Sem Rede, Lda',
      op: {
        kind: 'company.create',
        companyId,
        body: {
          id: companyId,
          name: 'Sem Rede, Lda',
          taxId: '508444799',
          managerName: 'Sara Rede',
          managerEmail: `rede-${companyId}@risema.test`,
        },
      },
      status: 'pending',
      error: null,
      errorStatus: null,
      attempts: 0,
      createdAt: new Date().toISOString(),
      lastAttemptAt: null,
    };
    await page.evaluate(
      (queued) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('risema');
          open.onerror = () => reject(new Error('IndexedDB did not open'));
          open.onsuccess = () => {
            const transaction = open.result.transaction('outbox', 'readwrite');
            transaction.objectStore('outbox').add(queued);
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(new Error('the entry was not stored'));
          };
        }),
      entry,
    );
    await page.reload();

    const status = page.getByTestId('connection-status');
    await status.getByText('Sem ligação').waitFor();
    await status.getByText('1 alteração por enviar').waitFor();
    await keepScreenshot(page, 'offline-waiting.png');

    await page.context().setOffline(false);
    await status.getByText('1 alteração por enviar').waitFor({ state: 'hidden' });
    // The indicator follows the browser's `online` event and the server's answers: wait for both.
    await status.getByText('Sem ligação').waitFor({ state: 'hidden' });
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const companies = (await (
      await fetch(`${server.url}/api/companies`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: string }[];
    expect(companies.map((company) => company.id)).toContain(companyId);
  });

  it('a new version waits for the user: `Nova versão disponível` + `Atualizar`', async () => {
    // A copy of the build, so that this test can publish a "new version" of it.
    const dist = mkdtempSync(join(tmpdir(), 'risema-dist-'));
    cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
    cpSync(webDist, dist, { recursive: true });
    const server = await startTestServer({ webDistDir: dist });
    cleanups.push(() => server.stop());
    const page = await (await context(server)).newPage();
    await page.goto('/login');
    expect(await serviceWorkerReady(page)).toBeGreaterThan(20);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    appendFileSync(join(dist, 'sw.js'), '\n// nova versão\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('alert').filter({ hasText: 'Nova versão disponível' });
    await prompt.waitFor();
    await keepScreenshot(page, 'update-prompt.png');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    await page.getByText('Iniciar Sessão').waitFor();
    expect(await page.getByText('Nova versão disponível').count()).toBe(0);
  });
});
