import { LICENSE_FIELDS_MISSING, createUserRequestSchema } from '@risema/finance-core/contract';
import type { CreateUserRequest, LicenseTier } from '@risema/finance-core/contract';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** The accountant dialog's values; the licence is an existing one or a new one. */
export interface AccountantFormValues {
  name: string;
  email: string;
  password: string;
  licenseOption: 'existing' | 'new';
  licenseId: string;
  newOfficeName: string;
  newTier: LicenseTier;
}

export const ACCOUNTANT_FORM_DEFAULTS: AccountantFormValues = {
  name: '',
  email: '',
  password: '',
  licenseOption: 'existing',
  licenseId: '',
  newOfficeName: '',
  newTier: 'professional',
};

/** The `POST /api/users` body the form stands for. */
export function accountantRequest(values: AccountantFormValues): CreateUserRequest {
  const base = { name: values.name, email: values.email, password: values.password };
  if (values.licenseOption === 'new') {
    return { ...base, newLicense: { officeName: values.newOfficeName, tier: values.newTier } };
  }
  return { ...base, licenseId: values.licenseId || undefined };
}

/** Which form field shows an error of the request's field. */
const FIELD_OF: Readonly<Record<string, keyof AccountantFormValues>> = {
  name: 'name',
  email: 'email',
  password: 'password',
  licenseId: 'licenseId',
  newLicense: 'newOfficeName',
};

/**
 * Validates the form with the contract's `createUserRequestSchema` (the server's rules and
 * messages, docs/product.md §5), plus the form's own rule: an existing licence must be chosen. Its output
 * is the request body as the contract parses it (trimmed, email in lower case).
 */
export const accountantResolver: Resolver<AccountantFormValues, unknown, CreateUserRequest> = (
  values,
) => {
  const errors: Partial<Record<keyof AccountantFormValues, FieldError>> = {};
  const request = accountantRequest(values);
  const parsed = createUserRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
  }
  if (values.licenseOption === 'existing' && !values.licenseId && !errors.licenseId) {
    errors.licenseId = { type: 'custom', message: LICENSE_FIELDS_MISSING };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as FieldErrors<AccountantFormValues> };
  }
  return { values: parsed.data, errors: {} };
};
