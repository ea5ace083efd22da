import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipJsonSync } from './gzip-json';
import { jsonBytes } from './json-bytes';

describe('gzipJsonSync', () => {
  it('answers a buffer of its own size, so a kept answer holds no more than it counts', () => {
    const json = jsonBytes<{ lines: string[] }>(
      Buffer.from(JSON.stringify({ lines: Array.from({ length: 300 }, (_, i) => `Linha ${i}`) })),
    );
    const gzip = gzipJsonSync(json);
    // zlib's own answer is a view on a buffer of at least 16 KiB.
    expect(gzip.byteLength).toBeLessThan(16 * 1024);
    expect(gzip.buffer.byteLength).toBe(gzip.byteLength);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
  });
});
