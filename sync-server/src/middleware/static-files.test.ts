import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing';
import { startTestServer } from '../testing';
import { CONTENT_SECURITY_POLICY } from './security-headers';

let dist: string;
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'risema-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>RISEMA</title>');
  writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Iniciar Sessão</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"RISEMA"}');
  writeFileSync(path.join(dist, 'icon-192.png'), 'png');
  server = await startTestServer({ webDistDir: dist });
  bare = await startTestServer({ webDistDir: path.join(dist, 'missing') });
});
afterAll(async () => {
  await server.stop();
  await bare.stop();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('the built web app', () => {
  it('serves the shell, revalidated, for / and for client routes', async () => {
    for (const route of ['/', '/index.html', '/company/123', '/admin/licenses']) {
      const response = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>RISEMA</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  it('answers /login with the login page the build drew, revalidated, or else the shell', async () => {
    const login = await fetch(`${server.url}/login`, { headers: { Accept: 'text/html' } });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<title>Iniciar Sessão</title>');
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(login);
    // Other pages keep the shell.
    const other = await fetch(`${server.url}/login/outra`, { headers: { Accept: 'text/html' } });
    expect(await other.text()).toContain('<title>RISEMA</title>');

    const withoutLogin = mkdtempSync(path.join(tmpdir(), 'risema-dist-'));
    writeFileSync(path.join(withoutLogin, 'index.html'), '<!doctype html><title>RISEMA</title>');
    const older = await startTestServer({ webDistDir: withoutLogin });
    try {
      const shell = await fetch(`${older.url}/login`, { headers: { Accept: 'text/html' } });
      expect(shell.status).toBe(200);
      expect(await shell.text()).toContain('<title>RISEMA</title>');
    } finally {
      await older.stop();
      rmSync(withoutLogin, { recursive: true, force: true });
    }
  });

  it('caches hashed assets for a year and revalidates the service worker and manifest', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(manifest);
    const head = await fetch(`${server.url}/icon-192.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers 404 for a missing file, not the shell', async () => {
    const response = await fetch(`${server.url}/assets/missing-999.js`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('answers unknown /api routes with 404 JSON, never the shell', async () => {
    for (const route of ['/api/nothing', '/api', '/api/companies/x/y/z']) {
      const response = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status, route).toBe(404);
      expect(await response.json()).toEqual({ message: 'Recurso não encontrado' });
      expectSecurityHeaders(response);
    }
  });

  it('does not serve files outside the directory', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

describe('without the built app', () => {
  it('answers 404 outside /api and keeps the API working', async () => {
    const page = await fetch(`${bare.url}/admin`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
    expectSecurityHeaders(page);
    const health = await fetch(`${bare.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(health);
  });
});
