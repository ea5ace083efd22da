import { z } from 'zod';
import {
  emailField,
  idSchema,
  isoDateTimeSchema,
  passwordSchema,
  periodSchema,
  requiredText,
} from './common';
import { nifSchema } from './nif';

export const companySchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    /** NIF. */
    taxId: z.string(),
    managerId: idSchema.nullable(),
    managerName: z.string().nullable(),
    managerEmail: z.string().nullable(),
    accountantId: idSchema.nullable(),
    accountantName: z.string().nullable(),
    licenseId: idSchema.nullable(),
    isActive: z.boolean(),
    /** Documents confirmed for this company. */
    documentCount: z.number().int().nonnegative(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
    /** When the last workbook was confirmed, or null. */
    lastUploadDate: isoDateTimeSchema.nullable(),
    /** The newest period with stored data, or null. */
    dataPeriod: periodSchema.nullable(),
  }),
);
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = z.lazy(() => z.array(companySchema));

/**
 * A manager's activation code: 10 characters from an alphabet without look-alikes (no I, O, 0,
 * 1). While a manager's password is still the NIF (public), changing it also takes this code,
 * which only the accountant has; valid 30 days, single use.
 */
export const activationCodeSchema = z
  .string()
  .regex(/^[A-HJ-NP-Z2-9]{10}$/, { error: 'Código de ativação inválido' });

/**
 * The answer of POST /api/companies and PUT /api/companies/:id: the company, and the manager's
 * activation code when this very call gave the manager the NIF as password (a new manager, a
 * reset to the NIF). Shown once: never stored by the client nor answered again.
 */
export const companyWriteResponseSchema = z.lazy(() =>
  companySchema.unwrap().extend({
    managerActivationCode: activationCodeSchema.optional(),
  }),
);
export type CompanyWriteResponse = z.infer<typeof companyWriteResponseSchema>;

/** POST /api/companies/:id/manager-activation: a new code for the company's manager. */
export const managerActivationResponseSchema = z.lazy(() =>
  z.object({
    managerActivationCode: activationCodeSchema,
    /** When the code stops working. */
    expiresAt: isoDateTimeSchema,
  }),
);
export type ManagerActivationResponse = z.infer<typeof managerActivationResponseSchema>;

const companyName = z.lazy(() => requiredText('Nome da empresa é obrigatório', 'Nome da empresa'));

/**
 * POST /api/companies. `id` may be proposed by a client that created the company offline; the
 * server keeps it. accountantId/licenseId are accepted for compatibility and checked by the server.
 */
export const createCompanyRequestSchema = z.lazy(() =>
  z.object({
    id: idSchema.optional(),
    name: companyName,
    taxId: nifSchema,
    managerEmail: emailField('Email do gestor inválido'),
    managerName: requiredText('Nome do gestor é obrigatório', 'Nome do gestor'),
    accountantId: idSchema.nullish(),
    licenseId: idSchema.nullish(),
  }),
);
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

/** An optional text: empty or missing means "leave as it is". */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** PUT /api/companies/:id (optional new manager details and password). */
export const updateCompanyRequestSchema = z.lazy(() =>
  z.object({
    name: companyName,
    taxId: nifSchema,
    managerEmail: optionalText(emailField('Email do gestor inválido')),
    managerName: optionalText(requiredText('Nome do gestor é obrigatório', 'Nome do gestor')),
    newManagerPassword: optionalText(passwordSchema),
  }),
);
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;
