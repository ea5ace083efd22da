import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip, zeroBombDeflate } from '../testing';
import { MAX_INFLATED_BYTES } from './limits';
import { WorkbookRefusal } from './refusal';
import { inflateArchive, readCentralDirectory } from './zip-archive';

const text = (value: string) => new TextEncoder().encode(value);

function refusalCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof WorkbookRefusal) return error.code;
    throw error;
  }
  return 'none';
}

describe('zip archive', () => {
  it('reads stored and deflated entries by their central directory', () => {
    const data = text('<x>'.repeat(1000));
    const zip = writeZip([
      { name: 'a.txt', content: text('olá') },
      { name: 'dir/b.xml', deflated: deflateRawSync(data), declaredSize: data.length },
    ]);
    const entries = readCentralDirectory(zip);
    expect(entries.map((entry) => [entry.name, entry.method, entry.declaredSize])).toEqual([
      ['a.txt', 0, 4],
      ['dir/b.xml', 8, 3000],
    ]);
    const { files } = inflateArchive(zip, entries);
    expect(new TextDecoder().decode(files.get('a.txt'))).toBe('olá');
    expect(files.get('dir/b.xml')).toEqual(data);
  });

  it('finds the directory behind a trailing comment', () => {
    const zip = writeZip([{ name: 'a.txt', content: text('a') }]);
    const commented = new Uint8Array(zip.length + 5);
    commented.set(zip);
    commented[zip.length - 2] = 5; // comment length
    commented.set(text('notas'), zip.length);
    expect(readCentralDirectory(commented)).toHaveLength(1);
  });

  it('refuses a missing or damaged directory as corrupt', () => {
    const zip = writeZip([{ name: 'a.txt', content: text('a') }]);
    expect(refusalCode(() => readCentralDirectory(zip.slice(0, zip.length - 30)))).toBe('corrupt');
    const badOffset = zip.slice();
    badOffset[zip.length - 6] = 0xff; // directory offset past the end
    expect(refusalCode(() => readCentralDirectory(badOffset))).toBe('corrupt');
    const badLocal = zip.slice();
    badLocal[0] = 0; // local header signature
    expect(refusalCode(() => inflateArchive(badLocal, readCentralDirectory(badLocal)))).toBe(
      'corrupt',
    );
  });

  it('refuses declared sizes past the limit before inflating anything', () => {
    const zip = writeZip([
      { name: 'a', content: text('a'), declaredSize: MAX_INFLATED_BYTES },
      { name: 'b', content: text('b'), declaredSize: 1 },
    ]);
    expect(refusalCode(() => readCentralDirectory(zip))).toBe('too_complex');
  });

  it('stops a lying entry at the limit, counting all entries together', () => {
    // Each entry expands to half the limit and then some: together they pass it.
    const half = zeroBombDeflate(Math.ceil(MAX_INFLATED_BYTES / 2 / 258) + 1);
    const zip = writeZip([
      { name: 'a', deflated: half, declaredSize: 10 },
      { name: 'b', deflated: half, declaredSize: 10 },
    ]);
    const entries = readCentralDirectory(zip);
    expect(refusalCode(() => inflateArchive(zip, entries))).toBe('too_complex');
    const one = writeZip([{ name: 'a', deflated: half, declaredSize: 10 }]);
    expect(inflateArchive(one, readCentralDirectory(one)).files.get('a')?.length).toBe(
      1 + 258 * (Math.ceil(MAX_INFLATED_BYTES / 2 / 258) + 1),
    );
  });
});
