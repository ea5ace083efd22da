import { Inflate } from 'fflate';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { writeZip, zeroBombDeflate } from '../testing';
import { MAX_INFLATED_BYTES, MAX_PART_RATIO, MIN_PART_CAP } from './limits';
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

  it('stops a part as soon as it passes its declared size', () => {
    // 50 MiB of zeros declared as 10 bytes: refused within the first chunk, not at 100 MiB.
    const bomb = zeroBombDeflate(Math.ceil((50 * 1024 * 1024) / 258));
    const zip = writeZip([{ name: 'a', deflated: bomb, declaredSize: 10 }]);
    // The inflater is fed in chunks (16 KiB at least): the bomb spans several, and it is refused
    // within the first (counted, not timed).
    expect(bomb.length).toBeGreaterThan(2 * 16 * 1024);
    const push = vi.spyOn(Inflate.prototype, 'push');
    try {
      expect(refusalCode(() => inflateArchive(zip, readCentralDirectory(zip)))).toBe('too_complex');
      // One push, of a part of the bomb: the rest was never inflated.
      expect(push).toHaveBeenCalledTimes(1);
      expect(push.mock.calls[0]?.[0].length).toBeLessThan(bomb.length);
    } finally {
      push.mockRestore();
    }
  });

  // Inflates 16 MiB twice: seconds on a busy machine.
  it(
    'caps one part relative to the size of the file, declared or inflated',
    { timeout: 30_000 },
    () => {
      const repeats = Math.ceil((MIN_PART_CAP + 1) / 258);
      const honest = writeZip([
        { name: 'a', deflated: zeroBombDeflate(repeats), declaredSize: 1 + 258 * repeats },
      ]);
      expect(honest.length * MAX_PART_RATIO).toBeLessThan(MIN_PART_CAP);
      expect(refusalCode(() => readCentralDirectory(honest))).toBe('too_complex');
      // The same bytes under a cap large enough are read: the cap is what refuses.
      const entries = readCentralDirectory(honest, MAX_INFLATED_BYTES, MAX_INFLATED_BYTES);
      expect(
        inflateArchive(honest, entries, MAX_INFLATED_BYTES, MAX_INFLATED_BYTES).files.get('a')
          ?.length,
      ).toBe(1 + 258 * repeats);
      expect(
        refusalCode(() => inflateArchive(honest, entries, MAX_INFLATED_BYTES, MIN_PART_CAP)),
      ).toBe('too_complex');
    },
  );
});
