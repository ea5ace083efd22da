import { LICENSE_FIELDS_MISSING } from '@risema/finance-core/contract';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { AccountantFormValues } from './accountant-form';
import { ACCOUNTANT_FORM_DEFAULTS, accountantResolver } from './accountant-form';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<AccountantFormValues>;

async function messagesOf(values: Partial<AccountantFormValues>) {
  const result = await accountantResolver(
    { ...ACCOUNTANT_FORM_DEFAULTS, ...values },
    undefined,
    options,
  );
  const errors = result.errors as FieldValues;
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
}

describe('accountant form (docs/product.md §5 through the contract schema)', () => {
  it('names every missing field', async () => {
    expect(await messagesOf({})).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      password: 'Password deve ter pelo menos 6 caracteres',
      licenseId: LICENSE_FIELDS_MISSING,
    });
  });

  it('checks the email, the password length and a new licence office', async () => {
    expect(
      await messagesOf({
        name: 'Ana',
        email: 'ana',
        password: '12345',
        licenseOption: 'new',
        newOfficeName: '  ',
      }),
    ).toEqual({
      email: 'Email inválido',
      password: 'Password deve ter pelo menos 6 caracteres',
      newOfficeName: LICENSE_FIELDS_MISSING,
    });
  });

  it('gives the request body when valid', async () => {
    const result = await accountantResolver(
      {
        ...ACCOUNTANT_FORM_DEFAULTS,
        name: ' Ana ',
        email: 'Ana@Risema.test',
        password: 'segredo',
        licenseOption: 'new',
        newOfficeName: 'Escritório',
        newTier: 'business',
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Ana',
      email: 'ana@risema.test',
      password: 'segredo',
      role: 'accountant',
      isActive: true,
      newLicense: { officeName: 'Escritório', tier: 'business' },
    });
  });
});
