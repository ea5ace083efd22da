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

export const companySchema = z.object({
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
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = z.array(companySchema);

const companyName = requiredText('Nome da empresa é obrigatório', 'Nome da empresa');

/**
 * POST /api/companies. `id` may be proposed by a client that created the company offline; the
 * server keeps it. accountantId/licenseId are accepted for compatibility and checked by the server.
 */
export const createCompanyRequestSchema = z.object({
  id: idSchema.optional(),
  name: companyName,
  taxId: nifSchema,
  managerEmail: emailField('Email do gestor inválido'),
  managerName: requiredText('Nome do gestor é obrigatório', 'Nome do gestor'),
  accountantId: idSchema.nullish(),
  licenseId: idSchema.nullish(),
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

/** An optional text: empty or missing means "leave as it is". */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** PUT /api/companies/:id (optional new manager details and password). */
export const updateCompanyRequestSchema = z.object({
  name: companyName,
  taxId: nifSchema,
  managerEmail: optionalText(emailField('Email do gestor inválido')),
  managerName: optionalText(requiredText('Nome do gestor é obrigatório', 'Nome do gestor')),
  newManagerPassword: optionalText(passwordSchema),
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;
