import { sampleCompanyBooks, saftBytes, saftXml } from '@risema/finance-core/testing';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packFile, unpackFile } from './stored-file';

const fixtures = fileURLToPath(new URL('../../../fixtures', import.meta.url));

/** The bytes on a SharedArrayBuffer, as the multipart reader hands them over. */
function shared(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

describe('kept upload files', () => {
  it('keeps a SAF-T XML as gzip, several times smaller, and gives back every byte', async () => {
    const xml = shared(saftBytes(saftXml(sampleCompanyBooks({ fiscalYear: 2024 })), 'utf-8'));
    const stored = await packFile(xml);
    expect(stored.encoding).toBe('gzip');
    expect(stored.content.byteLength).toBeLessThan(xml.byteLength / 4);
    expect(Buffer.from(unpackFile(stored)).equals(Buffer.from(xml))).toBe(true);
  });

  it('keeps a zip (an .xlsx, a zipped SAF-T) and bytes that do not compress as received', async () => {
    for (const bytes of [
      new Uint8Array(readFileSync(`${fixtures}/saft-oficina-exemplo-2024.zip`)),
      new Uint8Array(readFileSync(`${fixtures}/myreport-padaria-lusitana-2025-12.xlsx`)),
      shared(randomBytes(200_000)),
    ]) {
      const stored = await packFile(bytes);
      expect(stored.encoding).toBe('identity');
      expect(Buffer.from(unpackFile(stored)).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});
