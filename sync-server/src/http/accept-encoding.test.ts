import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding';

describe('acceptsGzip', () => {
  it("accepts what browsers and Node's fetch send", () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br, gzip, deflate')).toBe(true);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('refuses no header, other codings, and a zero weight', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.0, br')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });

  it('lets gzip named on its own win over *', () => {
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
  });

  it('answers the same header the same way again', () => {
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('gzip')).toBe(true);
  });
});
