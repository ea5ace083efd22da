import { describe, expect, it } from 'vitest';
import { exportFileName, safeFileNamePart } from './file-name';

describe('exportFileName', () => {
  it('names the workbook after the company and the period', () => {
    expect(exportFileName('Padaria Lusitana', '2025-12')).toBe('Padaria Lusitana - 2025-12.xlsx');
    expect(exportFileName('Padaria Lusitana, Lda', '2025-12')).toBe(
      'Padaria Lusitana, Lda - 2025-12.xlsx',
    );
  });

  it('removes the characters file systems refuse', () => {
    expect(exportFileName('A/B\\C:D*E?F"G<H>I|J', '2025-06')).toBe('ABCDEFGHIJ - 2025-06.xlsx');
    expect(exportFileName('Tab\there\u0000\u001f\u007f', '2025-06')).toBe(
      'Tab here - 2025-06.xlsx',
    );
    // Bidirectional controls could make `xlsx.exe` read as something else.
    expect(exportFileName('Empresa\u202egpj.exe', '2025-06')).toBe('Empresagpj.exe - 2025-06.xlsx');
  });

  it('keeps accents, trims dots and spaces, and never leaves the name empty', () => {
    expect(exportFileName('  Café  Açores, Lda.  ', '2025-12')).toBe(
      'Café Açores, Lda - 2025-12.xlsx',
    );
    expect(exportFileName('...', '2025-12')).toBe('RISEMA - 2025-12.xlsx');
    expect(exportFileName('<>', '2025-12')).toBe('RISEMA - 2025-12.xlsx');
  });

  it('cuts very long names to 120 characters', () => {
    expect(safeFileNamePart('x'.repeat(300))).toHaveLength(120);
  });
});
