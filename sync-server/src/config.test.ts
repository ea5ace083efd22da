import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to ./data, port 3000 and the repository web/dist', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      dataDir: path.resolve('data'),
      port: 3000,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(path.join('web', 'dist'))).toBe(true);
    expect(path.dirname(path.dirname(DEFAULT_WEB_DIST_DIR))).toBe(
      path.resolve(import.meta.dirname, '../..'),
    );
  });

  it('reads the environment and refuses a bad port', () => {
    expect(
      readConfig({ DATA_DIR: '/tmp/x', PORT: '8080', ADMIN_EMAIL: 'a@b.pt', ADMIN_PASSWORD: 'p' }),
    ).toMatchObject({ dataDir: '/tmp/x', port: 8080, adminEmail: 'a@b.pt', adminPassword: 'p' });
    expect(() => readConfig({ PORT: 'abc' })).toThrow();
  });

  it('takes a PostgreSQL DATABASE_URL and refuses anything else', () => {
    const url = 'postgres://risema:segredo@db.example:5432/risema';
    expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(readConfig({ DATABASE_URL: 'postgresql://h/d' }).databaseUrl).toBe('postgresql://h/d');
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => readConfig({ DATABASE_URL: 'sqlite:///data/x.sqlite' })).toThrow(/PostgreSQL/);
  });

  it('reads TRUST_PROXY as addresses and CIDR blocks (none by default)', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
