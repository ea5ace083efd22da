import { describe, expect, it } from 'vitest';
import type { Endpoint } from './index';
import {
  addOneYear,
  changeLicenseDateRequestSchema,
  createCompanyRequestSchema,
  createLicenseRequestSchema,
  createUserRequestSchema,
  endpointPath,
  endpoints,
  isExpiringSoon,
  licenseAllowsWrites,
  licenseDaysRemaining,
  licenseStatus,
  loginRequestSchema,
  nifMismatchWarning,
  periodSchema,
  quotaLevel,
  renewedExpiry,
  updateCompanyRequestSchema,
  updateLicenseRequestSchema,
} from './index';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('login request', () => {
  it('gives the docs/product.md §5 messages', () => {
    expect(messagesOf(loginRequestSchema.safeParse({ email: 'x', password: '' }))).toEqual([
      'Email inválido',
      'Password é obrigatória',
    ]);
    expect(messagesOf(loginRequestSchema.safeParse({}))).toEqual([
      'Email inválido',
      'Password é obrigatória',
    ]);
  });

  it('trims and lower-cases the email', () => {
    expect(loginRequestSchema.parse({ email: ' Ana@Example.PT ', password: 'x' }).email).toBe(
      'ana@example.pt',
    );
  });
});

describe('period', () => {
  it('takes AAAA-MM with a real month only', () => {
    expect(periodSchema.safeParse('2025-06').success).toBe(true);
    expect(periodSchema.safeParse('2025-12').success).toBe(true);
    expect(periodSchema.safeParse('2025-13').success).toBe(false);
    expect(periodSchema.safeParse('2025-00').success).toBe(false);
    expect(periodSchema.safeParse('2025-6').success).toBe(false);
    expect(periodSchema.safeParse('2000-01').success).toBe(true);
    expect(periodSchema.safeParse('2100-12').success).toBe(true);
    for (const early of ['1900-01', '1999-12', '2101-01', '0000-01']) {
      expect(messagesOf(periodSchema.safeParse(early))).toEqual([
        'Período inválido: use um mês entre 2000-01 e 2100-12',
      ]);
    }
    expect(messagesOf(periodSchema.safeParse('junho'))).toEqual([
      'Período inválido: use o formato AAAA-MM',
    ]);
  });
});

describe('licence requests', () => {
  it('requires an office name, a positive limit and a date in the simple form', () => {
    expect(
      messagesOf(createLicenseRequestSchema.safeParse({ officeName: ' ', maxCompanies: 0 })),
    ).toEqual([
      'Nome do escritório é obrigatório',
      'Número de empresas deve ser maior que 0',
      'Data de expiração é obrigatória',
    ]);
  });

  it('refuses a limit that is not a whole number, and dates outside 2000–2100', () => {
    const base = { officeName: 'Escritório Silva', expiresAt: '2027-01-31' };
    for (const maxCompanies of [true, '0x10', [5], 2.5, '2.5', '1e3', null, {}]) {
      expect(
        messagesOf(createLicenseRequestSchema.safeParse({ ...base, maxCompanies })),
        JSON.stringify(maxCompanies),
      ).toEqual(['Número de empresas deve ser um número inteiro']);
    }
    expect(updateLicenseRequestSchema.safeParse({ maxCompanies: true }).success).toBe(false);
    expect(createLicenseRequestSchema.parse({ ...base, maxCompanies: 5 }).maxCompanies).toBe(5);
    for (const date of ['1999-12-31', '2101-01-01', '0001-01-01T00:00:00.000Z', '9999-12-31']) {
      expect(
        messagesOf(createLicenseRequestSchema.safeParse({ ...base, expiresAt: date })),
      ).toEqual(['Data inválida: use uma data entre 2000 e 2100']);
      expect(
        createLicenseRequestSchema.safeParse({ ...base, tier: 'business', activationDate: date })
          .success,
      ).toBe(false);
      expect(changeLicenseDateRequestSchema.safeParse({ expiryDate: date }).success).toBe(false);
    }
    expect(changeLicenseDateRequestSchema.safeParse({ expiryDate: '2100-12-31' }).success).toBe(
      true,
    );
  });

  it('accepts the simple form with an ISO date and coerces the limit', () => {
    const body = createLicenseRequestSchema.parse({
      officeName: 'Escritório Silva',
      maxCompanies: '10',
      expiresAt: '2027-01-31T00:00:00.000Z',
    });
    expect(body.maxCompanies).toBe(10);
  });

  it('accepts the tiered form without a date', () => {
    expect(
      createLicenseRequestSchema.safeParse({ officeName: 'Escritório', tier: 'business' }).success,
    ).toBe(true);
    expect(createLicenseRequestSchema.safeParse({ officeName: 'E', tier: 'gold' }).success).toBe(
      false,
    );
  });

  it('requires the date when changing it', () => {
    expect(messagesOf(changeLicenseDateRequestSchema.safeParse({}))).toEqual([
      'Data de expiração é obrigatória',
    ]);
    expect(changeLicenseDateRequestSchema.safeParse({ expiryDate: '2027-02-01' }).success).toBe(
      true,
    );
  });
});

describe('licence rules', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const at = (iso: string, isActive = true) => ({ expiryDate: iso, isActive });

  it('derives expired from the date, independent of isActive', () => {
    expect(licenseStatus(at('2026-11-21T11:59:59.000Z'), now)).toBe('expired');
    expect(licenseStatus(at('2026-11-21T11:59:59.000Z', false), now)).toBe('expired');
    expect(licenseStatus(at('2026-11-21T12:00:01.000Z', false), now)).toBe('suspended');
    expect(licenseStatus(at('2026-11-21T12:00:01.000Z'), now)).toBe('active');
  });

  it('counts whole days remaining, negative after expiry', () => {
    expect(licenseDaysRemaining(at('2026-12-21T12:00:00.000Z'), now)).toBe(30);
    expect(licenseDaysRemaining(at('2026-11-20T12:00:00.000Z'), now)).toBe(-1);
  });

  it('is expiring soon when active and under 30 days away', () => {
    expect(isExpiringSoon(at('2026-12-21T11:00:00.000Z'), now)).toBe(true);
    expect(isExpiringSoon(at('2026-12-21T12:00:00.000Z'), now)).toBe(false);
    expect(isExpiringSoon(at('2026-12-01T00:00:00.000Z', false), now)).toBe(false);
    expect(isExpiringSoon(at('2026-11-01T00:00:00.000Z'), now)).toBe(false);
  });

  it('allows writes only under an active licence', () => {
    expect(licenseAllowsWrites(null, now)).toBe(false);
    expect(licenseAllowsWrites(at('2027-01-01T00:00:00.000Z'), now)).toBe(true);
    expect(licenseAllowsWrites(at('2027-01-01T00:00:00.000Z', false), now)).toBe(false);
    expect(licenseAllowsWrites(at('2026-01-01T00:00:00.000Z'), now)).toBe(false);
  });

  it('renews from the expiry, or from today once expired', () => {
    expect(renewedExpiry('2027-03-01T00:00:00.000Z', now).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
    expect(renewedExpiry('2025-03-01T00:00:00.000Z', now).toISOString()).toBe(
      '2027-11-21T12:00:00.000Z',
    );
    expect(addOneYear(new Date('2028-02-29T00:00:00.000Z')).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('levels the quota at 80 % and 100 %', () => {
    expect(quotaLevel({ current: 7, limit: 10 })).toBe('normal');
    expect(quotaLevel({ current: 8, limit: 10 })).toBe('warning');
    expect(quotaLevel({ current: 9, limit: 10 })).toBe('warning');
    expect(quotaLevel({ current: 10, limit: 10 })).toBe('full');
    expect(quotaLevel({ current: 11, limit: 10 })).toBe('full');
  });
});

describe('user and company requests', () => {
  it('validates an accountant with the docs/product.md messages', () => {
    expect(
      messagesOf(createUserRequestSchema.safeParse({ name: '', email: '', password: '123' })),
    ).toEqual([
      'Nome é obrigatório',
      'Email é obrigatório',
      'Password deve ter pelo menos 6 caracteres',
    ]);
    expect(
      messagesOf(
        createUserRequestSchema.safeParse({
          name: 'Ana',
          email: 'ana@x.pt',
          password: '123456',
          newLicense: { officeName: '', tier: 'professional' },
        }),
      ),
    ).toEqual(['Por favor, preencha todos os campos da licença']);
    expect(
      createUserRequestSchema.parse({ name: 'Ana', email: 'ana@x.pt', password: '123456' }).role,
    ).toBe('accountant');
  });

  it('validates a company with the docs/product.md messages', () => {
    expect(
      messagesOf(
        createCompanyRequestSchema.safeParse({
          name: '',
          taxId: '1234',
          managerEmail: 'nope',
          managerName: '',
        }),
      ),
    ).toEqual([
      'Nome da empresa é obrigatório',
      'NIF deve ter pelo menos 9 dígitos',
      'Email do gestor inválido',
      'Nome do gestor é obrigatório',
    ]);
    expect(
      messagesOf(
        createCompanyRequestSchema.safeParse({
          name: 'Padaria',
          taxId: '509442014',
          managerEmail: 'g@x.pt',
          managerName: 'G',
        }),
      ),
    ).toEqual(['NIF inválido']);
  });

  it('treats empty optional fields of a company edit as absent', () => {
    const body = updateCompanyRequestSchema.parse({
      name: 'Padaria',
      taxId: '509442013',
      managerEmail: '',
      managerName: ' ',
      newManagerPassword: '',
    });
    expect(body).toEqual({ name: 'Padaria', taxId: '509442013' });
    expect(
      messagesOf(
        updateCompanyRequestSchema.safeParse({
          name: 'P',
          taxId: '509442013',
          managerEmail: 'bad',
          newManagerPassword: '123',
        }),
      ),
    ).toEqual(['Email do gestor inválido', 'Password deve ter pelo menos 6 caracteres']);
  });
});

describe('endpoints', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointPath('getCompany', { id: 'a b' })).toBe('/api/companies/a%20b');
    expect(() => endpointPath('getCompany')).toThrow(/Missing path parameter id/);
  });

  it('has one entry per method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds each body, query and answer schema on its first use, not when the contract loads', () => {
    const eager = Object.entries(endpoints).flatMap(([name, endpoint]: [string, Endpoint]) =>
      [endpoint.body, endpoint.query, endpoint.multipart, endpoint.response]
        .filter((schema) => schema !== undefined && schema.def.type !== 'lazy')
        .map(() => name),
    );
    expect(eager).toEqual([]);
  });
});

describe('nifMismatchWarning', () => {
  it("names the file's company when the workbook gives it", () => {
    expect(nifMismatchWarning('509442013', '516073486', 'Padaria Lusitana, Lda')).toBe(
      'O NIF do ficheiro (509442013, de Padaria Lusitana, Lda) difere do NIF da empresa (516073486)',
    );
    expect(nifMismatchWarning('509442013', '516073486', null)).toBe(
      'O NIF do ficheiro (509442013) difere do NIF da empresa (516073486)',
    );
  });
});
