import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, sanitiseFileName } from './file-name';

describe('sanitiseFileName', () => {
  it('keeps an ordinary Portuguese file name as it is', () => {
    expect(sanitiseFileName('Balancete Dezembro 2025 — Café Ção.xlsx')).toBe(
      'Balancete Dezembro 2025 — Café Ção.xlsx',
    );
  });

  it('keeps the base name only', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\ana\\relatorio.xlsx')).toBe('relatorio.xlsx');
    expect(sanitiseFileName('..')).toBe('ficheiro');
    expect(sanitiseFileName('pasta/')).toBe('ficheiro');
  });

  it('strips control, bidi and invisible characters', () => {
    expect(sanitiseFileName('fatura\u202Excl.exe')).toBe('faturaxcl.exe');
    expect(sanitiseFileName('a\u0000b\r\nc\u2066d\u200Be\u{E0041}.xlsx')).toBe('abcde.xlsx');
    expect(sanitiseFileName('\u200E\u200F')).toBe('ficheiro');
  });

  it('never starts with a formula character', () => {
    expect(sanitiseFileName('=HYPERLINK("x").xlsx')).toBe('_=HYPERLINK("x").xlsx');
    expect(sanitiseFileName('+1.xlsx')).toBe('_+1.xlsx');
    expect(sanitiseFileName('-2.xlsx')).toBe('_-2.xlsx');
    expect(sanitiseFileName('@SUM.xlsx')).toBe('_@SUM.xlsx');
    expect(sanitiseFileName('\u200B=cmd.xlsx')).toBe('_=cmd.xlsx');
    expect(sanitiseFileName('dir/ =x.xlsx')).toBe('_=x.xlsx');
  });

  it('bounds the length, keeping the extension', () => {
    const long = sanitiseFileName(`${'a'.repeat(500)}.xlsx`);
    expect([...long]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('a.xlsx')).toBe(true);
    expect([...sanitiseFileName('ç'.repeat(300))]).toHaveLength(MAX_FILE_NAME_LENGTH);
  });
});
