import { z } from 'zod';
import { emailField, idSchema, isoDateTimeSchema, passwordSchema, requiredText } from './common';
import { licenseTierSchema } from './license';

export const roleSchema = z.enum(['admin', 'accountant', 'manager'], { error: 'Perfil inválido' });
export type Role = z.infer<typeof roleSchema>;

/** Portuguese role names for the navigation area. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Administrador',
  accountant: 'Contabilista',
  manager: 'Gestor',
};

export const licenseDetailsSchema = z.lazy(() =>
  z.object({
    officeName: z.string(),
    expiryDate: isoDateTimeSchema,
    isActive: z.boolean(),
  }),
);
export type LicenseDetails = z.infer<typeof licenseDetailsSchema>;

/** A user as the API answers it; the password is write-only and never appears. */
export const userSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    isActive: z.boolean(),
    licenseId: idSchema.nullable(),
    licenseDetails: licenseDetailsSchema.nullable(),
    /**
     * The password was set by someone else (the NIF for a manager, an admin's choice, a reset): the
     * user must set their own (`POST /api/auth/password`) before anything else. Absent (stored
     * before the field existed) reads as false.
     */
    mustChangePassword: z.boolean().default(false),
    /**
     * Only in the answers of sign-in and `me`: the password is still the company's NIF, so the
     * change must carry the activation code the accountant gave (`Código de ativação`).
     */
    needsActivationCode: z.boolean().optional(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  }),
);
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.lazy(() => z.array(userSchema));

export const LICENSE_FIELDS_MISSING = 'Por favor, preencha todos os campos da licença';

/**
 * POST /api/users. An accountant is created with an existing licence (`licenseId`), a new one
 * (`newLicense`, created in the same transaction) or none.
 */
export const createUserRequestSchema = z.lazy(() =>
  z
    .object({
      name: requiredText('Nome é obrigatório', 'Nome'),
      email: emailField('Email inválido', 'Email é obrigatório'),
      password: passwordSchema,
      role: roleSchema.default('accountant'),
      isActive: z.boolean().default(true),
      licenseId: idSchema.nullish(),
      newLicense: z
        .object({
          officeName: requiredText(LICENSE_FIELDS_MISSING, 'Nome do escritório'),
          tier: licenseTierSchema,
        })
        .optional(),
    })
    .superRefine((body, ctx) => {
      if (body.newLicense && body.licenseId) {
        ctx.addIssue({
          code: 'custom',
          path: ['licenseId'],
          message: 'Escolha uma licença existente ou uma nova, não as duas',
        });
      }
    }),
);
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /api/users/:userId/license. */
export const assignLicenseRequestSchema = z.lazy(() =>
  z.object({
    licenseId: idSchema,
  }),
);
export type AssignLicenseRequest = z.infer<typeof assignLicenseRequestSchema>;
