import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  createCompanyRequestSchema,
  createLicenseRequestSchema,
  createUserRequestSchema,
  loginRequestSchema,
  textMessages,
  updateCompanyRequestSchema,
} from './index';

const company = {
  name: 'Empresa, Lda',
  taxId: '503504564',
  managerEmail: 'gestor@empresa.pt',
  managerName: 'Ana Gestora',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('text fields of the contract', () => {
  it('trim and normalise names (NFC, inner runs of spaces made one)', () => {
    const parsed = createCompanyRequestSchema.parse({
      ...company,
      name: '  Cafe\u0301   Central,\u00a0 Lda ',
    });
    expect(parsed.name).toBe('Café Central, Lda');
  });

  it('take a name of 200 characters and refuse 201, in Portuguese', () => {
    const long = 'a'.repeat(MAX_NAME_LENGTH);
    expect(createCompanyRequestSchema.safeParse({ ...company, name: long }).success).toBe(true);
    const tooLong = createCompanyRequestSchema.safeParse({ ...company, name: `${long}b` });
    expect(firstMessage(tooLong)).toBe(textMessages.tooLong('Nome da empresa', MAX_NAME_LENGTH));
    expect(textMessages.tooLong('Nome da empresa', 200)).toBe(
      'Nome da empresa não pode ter mais de 200 caracteres',
    );
    // Counted in characters, not UTF-16 units.
    expect(
      createCompanyRequestSchema.safeParse({ ...company, name: '😀'.repeat(MAX_NAME_LENGTH) })
        .success,
    ).toBe(true);
    // A 90,000-character office name is refused.
    expect(
      createLicenseRequestSchema.safeParse({ officeName: 'x'.repeat(90_000), tier: 'business' })
        .success,
    ).toBe(false);
  });

  it('refuse control characters, CR/LF and every format character (bidi, zero-width, tags)', () => {
    for (const name of [
      'Linha\nNova',
      'Linha\r\nNova',
      'Tab\tulada',
      'Nul\u0000',
      'evil\u202Etxt.exe',
      'a\u2066b',
      'c\u0085d',
      'Ana\u200Eisa',
      'Ana\u061Cisa',
      'Jo\u200Dão',
      'Rui\u200B',
      'Eva\u2060Lima',
      'Sara\u00ADLopes',
      'Tag\u{E0041}\u{E007F}',
      'Nome\uFEFFFinal',
    ]) {
      const result = createCompanyRequestSchema.safeParse({ ...company, name });
      expect(firstMessage(result), JSON.stringify(name)).toBe(
        textMessages.invalidCharacters('Nome da empresa'),
      );
    }
    expect(textMessages.invalidCharacters('Nome do gestor')).toBe(
      'Nome do gestor contém caracteres não permitidos',
    );
  });

  it('need at least one visible character: zero-width only is empty', () => {
    for (const name of ['\u200B\u200B', ' \u200C\u200D\uFEFF ', '\u2060', '']) {
      const result = createCompanyRequestSchema.safeParse({ ...company, name });
      expect(firstMessage(result), JSON.stringify(name)).toBe('Nome da empresa é obrigatório');
    }
    expect(
      firstMessage(
        createUserRequestSchema.safeParse({ name: '\u200B', email: 'a@b.pt', password: 'secret1' }),
      ),
    ).toBe('Nome é obrigatório');
  });

  it('apply the same rules to the optional manager name of an edit, and to office names', () => {
    const edit = { name: 'Empresa', taxId: '503504564' };
    expect(updateCompanyRequestSchema.parse({ ...edit, managerName: '  Rui  ' }).managerName).toBe(
      'Rui',
    );
    expect(updateCompanyRequestSchema.parse({ ...edit, managerName: '' }).managerName).toBe(
      undefined,
    );
    expect(
      firstMessage(updateCompanyRequestSchema.safeParse({ ...edit, managerName: 'R\u202Eui' })),
    ).toBe(textMessages.invalidCharacters('Nome do gestor'));
    expect(
      firstMessage(
        createUserRequestSchema.safeParse({
          name: 'Ana',
          email: 'a@b.pt',
          password: 'secret1',
          newLicense: { officeName: 'x'.repeat(201), tier: 'business' },
        }),
      ),
    ).toBe(textMessages.tooLong('Nome do escritório', MAX_NAME_LENGTH));
  });

  it('limit emails to 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.pt`;
    const email = `${local}@${domain}`.slice(0, MAX_EMAIL_LENGTH);
    expect(email.length).toBe(MAX_EMAIL_LENGTH);
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ptx`;
    expect(tooLong.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    expect(
      firstMessage(createCompanyRequestSchema.safeParse({ ...company, managerEmail: tooLong })),
    ).toBe(textMessages.emailTooLong);
    expect(firstMessage(loginRequestSchema.safeParse({ email: tooLong, password: 'x' }))).toBe(
      textMessages.emailTooLong,
    );
    expect(
      firstMessage(createCompanyRequestSchema.safeParse({ ...company, managerEmail: 'a@b.pt\n' })),
    ).toBe(undefined);
    expect(
      createCompanyRequestSchema.safeParse({ ...company, managerEmail: 'a\u202E@b.pt' }).success,
    ).toBe(false);
  });
});
