import { z } from 'zod';
import {
  dateInputSchema,
  idSchema,
  isoDateTimeSchema,
  requiredText,
  strictIntegerSchema,
} from './common';

export const licenseTierSchema = z.enum(['professional', 'business'], {
  error: 'Plano de licença inválido',
});
export type LicenseTier = z.infer<typeof licenseTierSchema>;

/** Tier prices and company limits (docs/design.md §4.5). */
export const LICENSE_TIERS: Readonly<
  Record<LicenseTier, { price: number; maxCompanies: number; label: string }>
> = {
  professional: { price: 249, maxCompanies: 50, label: 'Professional' },
  business: { price: 349, maxCompanies: 100, label: 'Business' },
};

/** The simple licence form's default company limit. */
export const DEFAULT_MAX_COMPANIES = 10;
/** From this share of the quota the accountant is warned; at 100 % creation is blocked. */
export const QUOTA_WARNING_RATIO = 0.8;
/** Active licences expiring within this many days count as `expiring soon` (docs/design.md §4.4). */
export const EXPIRING_SOON_DAYS = 30;

export const licenseStatusSchema = z.enum(['active', 'suspended', 'expired']);
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

export const licenseSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    officeName: z.string(),
    tier: licenseTierSchema.nullable(),
    maxCompanies: z.number().int().positive(),
    price: z.number().nonnegative().nullable(),
    activationDate: isoDateTimeSchema,
    expiryDate: isoDateTimeSchema,
    /** Same instant as `expiryDate`; docs/product.md names it both ways. */
    expiresAt: isoDateTimeSchema,
    isActive: z.boolean(),
    status: licenseStatusSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  }),
);
export type License = z.infer<typeof licenseSchema>;

const maxCompaniesField = z.lazy(() =>
  strictIntegerSchema('Número de empresas deve ser um número inteiro').pipe(
    z
      .number()
      .min(1, { error: 'Número de empresas deve ser maior que 0' })
      .max(1_000_000, { error: 'Número de empresas demasiado grande' }),
  ),
);

const EXPIRY_REQUIRED = 'Data de expiração é obrigatória';

/**
 * POST /api/licenses. Two forms: the simple one (officeName, maxCompanies, expiresAt) and the
 * tiered one (officeName, tier, …, expiryDate). A tier without a date is valid for one year.
 */
export const createLicenseRequestSchema = z.lazy(() =>
  z
    .object({
      officeName: requiredText('Nome do escritório é obrigatório', 'Nome do escritório'),
      maxCompanies: maxCompaniesField.optional(),
      expiresAt: dateInputSchema.optional(),
      tier: licenseTierSchema.optional(),
      price: z.number().nonnegative().optional(),
      activationDate: dateInputSchema.optional(),
      expiryDate: dateInputSchema.optional(),
      isActive: z.boolean().optional(),
      status: z.literal('active').optional(),
    })
    .superRefine((body, ctx) => {
      if (!body.tier && !body.expiresAt && !body.expiryDate) {
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: EXPIRY_REQUIRED });
      }
    }),
);
export type CreateLicenseRequest = z.infer<typeof createLicenseRequestSchema>;

/** PUT /api/licenses/:id — edit (office, limit, expiry) or `isActive: false` to suspend. */
export const updateLicenseRequestSchema = z.lazy(() =>
  z.object({
    id: idSchema.optional(),
    officeName: requiredText('Nome do escritório é obrigatório', 'Nome do escritório').optional(),
    maxCompanies: maxCompaniesField.optional(),
    expiresAt: dateInputSchema.optional(),
    tier: licenseTierSchema.optional(),
    isActive: z.boolean().optional(),
  }),
);
export type UpdateLicenseRequest = z.infer<typeof updateLicenseRequestSchema>;

/** PATCH /api/licenses/:id/date — a new expiry date (today or later); reactivates. */
export const changeLicenseDateRequestSchema = z.lazy(() =>
  z
    .object({
      expiryDate: dateInputSchema.optional(),
    })
    .refine((body) => body.expiryDate !== undefined, {
      path: ['expiryDate'],
      message: EXPIRY_REQUIRED,
    }),
);
export type ChangeLicenseDateRequest = z.infer<typeof changeLicenseDateRequestSchema>;

/** GET /api/licenses/quota. */
export const quotaSchema = z.lazy(() =>
  z.object({
    current: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
    tier: licenseTierSchema.nullable(),
  }),
);
export type Quota = z.infer<typeof quotaSchema>;

export const licenseListSchema = z.lazy(() => z.array(licenseSchema));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Status of a licence at `now`: expired is derived from the date, independent of isActive. */
export function licenseStatus(
  license: Pick<License, 'isActive' | 'expiryDate'>,
  now: Date,
): LicenseStatus {
  if (Date.parse(license.expiryDate) < now.getTime()) return 'expired';
  return license.isActive ? 'active' : 'suspended';
}

/** Whole days from `now` to the expiry; negative once expired. */
export function licenseDaysRemaining(license: Pick<License, 'expiryDate'>, now: Date): number {
  return Math.floor((Date.parse(license.expiryDate) - now.getTime()) / DAY_MS);
}

/** Active licences that expire within the next 30 days (docs/design.md §4.4). */
export function isExpiringSoon(license: Pick<License, 'isActive' | 'expiryDate'>, now: Date) {
  const days = licenseDaysRemaining(license, now);
  return licenseStatus(license, now) === 'active' && days < EXPIRING_SOON_DAYS;
}

/** An accountant may create companies and upload only under an active, unexpired licence. */
export function licenseAllowsWrites(
  license: Pick<License, 'isActive' | 'expiryDate'> | null,
  now: Date,
): boolean {
  return license !== null && licenseStatus(license, now) === 'active';
}

/** Renewal adds one year to the current expiry, or to today when already expired. */
export function renewedExpiry(expiryDate: string, now: Date): Date {
  const expiry = new Date(expiryDate);
  const base = expiry.getTime() < now.getTime() ? new Date(now) : expiry;
  return addOneYear(base);
}

/** The same calendar day one year later (29 February becomes 28 February). */
export function addOneYear(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  if (next.getUTCMonth() !== date.getUTCMonth()) next.setUTCDate(0);
  return next;
}

export type QuotaLevel = 'normal' | 'warning' | 'full';

/** Quota bar level: normal below 80 %, warning from 80 % to below the limit, full at or over it. */
export function quotaLevel(quota: Pick<Quota, 'current' | 'limit'>): QuotaLevel {
  if (quota.current >= quota.limit) return 'full';
  if (quota.current >= quota.limit * QUOTA_WARNING_RATIO) return 'warning';
  return 'normal';
}
