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
});
