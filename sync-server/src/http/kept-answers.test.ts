import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

describe('KeptAnswers', () => {
  it('serialises what the read gives, once while the version stays', async () => {
    let version = 1;
    let reads = 0;
    const answers = new KeptAnswers<{ n: number }[]>(10, () => version);
    const read = () => Promise.resolve([{ n: ++reads }]);
    const first = await answers.get('a', read);
    expect(JSON.parse(Buffer.from(first.json).toString())).toEqual([{ n: 1 }]);
    expect(JSON.parse(gunzipSync(first.gzip).toString())).toEqual([{ n: 1 }]);
    expect(await answers.get('a', read)).toBe(first);
    expect(reads).toBe(1);
    version = 2;
    const second = await answers.get('a', read);
    expect(JSON.parse(Buffer.from(second.json).toString())).toEqual([{ n: 2 }]);
  });

  it('keeps answers apart by key', async () => {
    const answers = new KeptAnswers<string>(10, () => 1);
    await answers.get('a', () => Promise.resolve('A'));
    const b = await answers.get('b', () => Promise.resolve('B'));
    expect(Buffer.from(b.json).toString()).toBe('"B"');
  });

  it('reads again after a write that came in while it read', async () => {
    let version = 1;
    const answers = new KeptAnswers<string>(10, () => version);
    await answers.get('a', () => {
      version = 2;
      return Promise.resolve('old');
    });
    const next = await answers.get('a', () => Promise.resolve('new'));
    expect(Buffer.from(next.json).toString()).toBe('"new"');
  });
});
