import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_LOGIN_FAILURES } from '../auth/login-limiter';
import type { TestServer } from '../testing';
import { STORES, startTestServer } from '../testing';
import { HSTS_VALUE, TrustedProxies, isAddressOrCidr } from './request-origin';

describe('TrustedProxies', () => {
  it('matches addresses and CIDR blocks, IPv4-mapped IPv6 as IPv4', () => {
    const proxies = new TrustedProxies(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(proxies.trusts('10.20.30.40')).toBe(true);
    expect(proxies.trusts('::ffff:10.1.2.3')).toBe(true);
    expect(proxies.trusts('192.168.1.5')).toBe(true);
    expect(proxies.trusts('192.168.1.6')).toBe(false);
    expect(proxies.trusts('fd12::1')).toBe(true);
    expect(proxies.trusts('unknown')).toBe(false);
    expect(new TrustedProxies().trusts('127.0.0.1')).toBe(false);
  });

  it('refuses what is not an address or a CIDR block', () => {
    expect(isAddressOrCidr('10.0.0.0/33')).toBe(false);
    expect(isAddressOrCidr('proxy.local')).toBe(false);
    expect(isAddressOrCidr('::1/128')).toBe(true);
    expect(() => new TrustedProxies(['10.0.0.0/x'])).toThrow(/TRUST_PROXY/);
  });
});

describe.each(STORES)('request origin on %s', (store) => {
  let direct: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startTestServer({ store }),
      startTestServer({ store, trustProxy: ['127.0.0.0/8', '::1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.stop(), proxied.stop()]);
  });

  const health = (server: TestServer, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/health`, { headers });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await health(proxied, https)).headers.get('Strict-Transport-Security')).toBe(
      HSTS_VALUE,
    );
    expect((await health(proxied)).headers.get('Strict-Transport-Security')).toBeNull();
    expect(
      (await health(proxied, { 'X-Forwarded-Proto': 'http' })).headers.get(
        'Strict-Transport-Security',
      ),
    ).toBeNull();
    // Without TRUST_PROXY the header is the client's word, not believed.
    expect((await health(direct, https)).headers.get('Strict-Transport-Security')).toBeNull();
  });

  const signIn = (server: TestServer, forwardedFor: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: server.admin.email, password }),
    });

  it('throttles the right-most untrusted X-Forwarded-For address behind a trusted proxy', async () => {
    // The client forges a left-most address each time; the proxy appends the real one.
    for (let i = 0; i <= FREE_LOGIN_FAILURES; i++) {
      await signIn(proxied, `203.0.113.${i}, 198.51.100.7`, 'wrong-password');
    }
    expect(
      (await signIn(proxied, '203.0.113.99, 198.51.100.7', proxied.admin.password)).status,
    ).toBe(429);
    expect((await signIn(proxied, '198.51.100.8', proxied.admin.password)).status).toBe(200);
  }, 30_000);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i <= FREE_LOGIN_FAILURES; i++) {
      await signIn(direct, `198.51.100.${i}`, 'wrong-password');
    }
    expect((await signIn(direct, '198.51.100.200', direct.admin.password)).status).toBe(429);
  }, 30_000);
});
