import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { GzipWithConstants } from './gzip-with-constants';

const statement = (name: string, lines: number) =>
  Buffer.from(
    JSON.stringify(
      Array.from({ length: lines }, (_, i) => ({ code: `${name}${i}`, value: i * 1234.5 })),
    ),
  );

describe('GzipWithConstants', () => {
  const balance = statement('B', 60);
  const income = statement('I', 40);
  const gzip = new GzipWithConstants([balance, income]);

  it('decompresses to the exact answer, with its shared pieces and what lies between them', () => {
    for (const id of ['a1', 'company-2:2025-11']) {
      const json = Buffer.concat([
        Buffer.from(`{"id":"${id}","balanceSheet":`),
        balance,
        Buffer.from(`,"incomeStatement":{"id":"${id}:ç","lines":`),
        income,
        Buffer.from('}}'),
      ]);
      const answer = gzip.gzip(json);
      expect(answer.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
      expect(gunzipSync(answer)).toEqual(json);
      // The shared pieces are compressed: the answer is far smaller than its JSON.
      expect(answer.length).toBeLessThan(json.length / 2);
    }
  });

  it('keeps an answer without the shared pieces, or with them missing, exact', () => {
    for (const json of [
      Buffer.from('{"balanceSheet":null}'),
      Buffer.alloc(0),
      Buffer.concat([Buffer.from('['), income, Buffer.from(']')]),
      Buffer.from('x'.repeat(70_000)),
    ]) {
      expect(gunzipSync(gzip.gzip(json))).toEqual(json);
    }
  });
});
