import { z } from 'zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
} from './auth';
import { messageResponseSchema } from './common';
import {
  companyListSchema,
  companySchema,
  companyWriteResponseSchema,
  createCompanyRequestSchema,
  managerActivationResponseSchema,
  updateCompanyRequestSchema,
} from './company';
import {
  confirmDocumentRequestSchema,
  confirmDocumentResponseSchema,
  MAX_SAFT_UPLOAD_BYTES,
  uploadFieldsSchema,
  uploadResponseSchema,
} from './document';
import {
  financialDataResponseSchema,
  financialRatiosResponseSchema,
  periodQuerySchema,
  periodsResponseSchema,
} from './financial';
import { savePeriodNoteRequestSchema, savePeriodNoteResponseSchema } from './period-note';
import {
  changeLicenseDateRequestSchema,
  createLicenseRequestSchema,
  licenseListSchema,
  licenseSchema,
  quotaSchema,
  updateLicenseRequestSchema,
} from './license';
import { adminStatsSchema } from './stats';
import { syncQuerySchema, syncResponseSchema } from './sync';
import type { Role } from './user';
import {
  assignLicenseRequestSchema,
  createUserRequestSchema,
  userListSchema,
  userSchema,
} from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: its path (Hono style, `:param`), who may call it, and its shapes. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** Roles that may call it at all; `public` needs no session. Finer rules live in the server. */
  roles: readonly Role[] | 'public';
  body?: z.ZodType;
  /** Multipart form fields (the `document` file is checked by the reader). */
  multipart?: z.ZodType;
  /** Largest file a multipart endpoint takes (default: a workbook's, `MAX_UPLOAD_BYTES`). */
  maxFileBytes?: number;
  query?: z.ZodType;
  response: z.ZodType;
}

const ALL: readonly Role[] = ['admin', 'accountant', 'manager'];

const usersQuerySchema = z.lazy(() =>
  z.object({
    role: z.enum(['admin', 'accountant', 'manager']).optional(),
  }),
);
const healthSchema = z.lazy(() => z.object({ status: z.literal('ok') }));

/** Every call of docs/product.md §7 and docs/design.md §5. */
export const endpoints = {
  health: { method: 'GET', path: '/api/health', roles: 'public', response: healthSchema },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    roles: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  me: { method: 'GET', path: '/api/auth/me', roles: ALL, response: meResponseSchema },
  logout: { method: 'POST', path: '/api/auth/logout', roles: ALL, response: messageResponseSchema },
  /** `Terminar sessão em todos os dispositivos`: every session of the caller ends, this one too. */
  logoutAll: {
    method: 'POST',
    path: '/api/auth/logout-all',
    roles: ALL,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    roles: ALL,
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  },

  listLicenses: {
    method: 'GET',
    path: '/api/licenses',
    roles: ['admin'],
    response: licenseListSchema,
  },
  createLicense: {
    method: 'POST',
    path: '/api/licenses',
    roles: ['admin'],
    body: createLicenseRequestSchema,
    response: licenseSchema,
  },
  licenseQuota: {
    method: 'GET',
    path: '/api/licenses/quota',
    roles: ['accountant'],
    response: quotaSchema,
  },
  updateLicense: {
    method: 'PUT',
    path: '/api/licenses/:id',
    roles: ['admin'],
    body: updateLicenseRequestSchema,
    response: licenseSchema,
  },
  deleteLicense: {
    method: 'DELETE',
    path: '/api/licenses/:id',
    roles: ['admin'],
    response: messageResponseSchema,
  },
  renewLicense: {
    method: 'PATCH',
    path: '/api/licenses/:id/renew',
    roles: ['admin'],
    response: licenseSchema,
  },
  changeLicenseDate: {
    method: 'PATCH',
    path: '/api/licenses/:id/date',
    roles: ['admin'],
    body: changeLicenseDateRequestSchema,
    response: licenseSchema,
  },

  listUsers: {
    method: 'GET',
    path: '/api/users',
    roles: ['admin'],
    query: usersQuerySchema,
    response: userListSchema,
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    roles: ['admin'],
    body: createUserRequestSchema,
    response: userSchema,
  },
  toggleUserActive: {
    method: 'PATCH',
    path: '/api/users/:id/toggle-active',
    roles: ['admin'],
    response: userSchema,
  },
  assignUserLicense: {
    method: 'PUT',
    path: '/api/users/:id/license',
    roles: ['admin'],
    body: assignLicenseRequestSchema,
    response: userSchema,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/users/:id',
    roles: ['admin'],
    response: messageResponseSchema,
  },

  listCompanies: {
    method: 'GET',
    path: '/api/companies',
    roles: ALL,
    response: companyListSchema,
  },
  createCompany: {
    method: 'POST',
    path: '/api/companies',
    roles: ['accountant'],
    body: createCompanyRequestSchema,
    response: companyWriteResponseSchema,
  },
  getCompany: { method: 'GET', path: '/api/companies/:id', roles: ALL, response: companySchema },
  updateCompany: {
    method: 'PUT',
    path: '/api/companies/:id',
    roles: ['accountant'],
    body: updateCompanyRequestSchema,
    response: companyWriteResponseSchema,
  },
  issueManagerActivation: {
    method: 'POST',
    path: '/api/companies/:id/manager-activation',
    roles: ['accountant'],
    response: managerActivationResponseSchema,
  },
  toggleCompanyActive: {
    method: 'PATCH',
    path: '/api/companies/:id/toggle-active',
    roles: ['admin', 'accountant'],
    response: companySchema,
  },
  deleteCompany: {
    method: 'DELETE',
    path: '/api/companies/:id',
    roles: ['accountant'],
    response: messageResponseSchema,
  },
  companyPeriods: {
    method: 'GET',
    path: '/api/companies/:id/periods',
    roles: ['accountant', 'manager'],
    response: periodsResponseSchema,
  },
  deletePeriod: {
    method: 'DELETE',
    path: '/api/companies/:id/periods/:period',
    roles: ['accountant'],
    response: messageResponseSchema,
  },
  savePeriodNote: {
    method: 'PUT',
    path: '/api/companies/:id/periods/:period/note',
    roles: ['accountant'],
    body: savePeriodNoteRequestSchema,
    response: savePeriodNoteResponseSchema,
  },
  financialData: {
    method: 'GET',
    path: '/api/companies/:id/financial-data',
    roles: ['accountant', 'manager'],
    query: periodQuerySchema,
    response: financialDataResponseSchema,
  },
  financialRatios: {
    method: 'GET',
    path: '/api/companies/:id/financial-ratios',
    roles: ['accountant', 'manager'],
    query: periodQuerySchema,
    response: financialRatiosResponseSchema,
  },

  uploadMyReport: {
    method: 'POST',
    path: '/api/documents/upload',
    roles: ['accountant'],
    multipart: uploadFieldsSchema,
    response: uploadResponseSchema,
  },
  uploadRisema: {
    method: 'POST',
    path: '/api/documents/upload-risema',
    roles: ['accountant'],
    multipart: uploadFieldsSchema,
    response: uploadResponseSchema,
  },
  uploadSaft: {
    method: 'POST',
    path: '/api/documents/upload-saft',
    roles: ['accountant'],
    multipart: uploadFieldsSchema,
    maxFileBytes: MAX_SAFT_UPLOAD_BYTES,
    response: uploadResponseSchema,
  },
  confirmDocument: {
    method: 'POST',
    path: '/api/documents/:id/confirm',
    roles: ['accountant'],
    body: confirmDocumentRequestSchema,
    response: confirmDocumentResponseSchema,
  },

  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    roles: ['admin'],
    response: adminStatsSchema,
  },
  sync: {
    method: 'GET',
    path: '/api/sync',
    roles: ALL,
    query: syncQuerySchema,
    response: syncResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** A path with its `:params` filled in, e.g. `endpointPath('getCompany', { id })`. */
export function endpointPath(name: EndpointName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}
