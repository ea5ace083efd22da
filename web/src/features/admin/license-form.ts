import {
  DEFAULT_MAX_COMPANIES,
  LICENSE_TIERS,
  createLicenseRequestSchema,
  messages,
} from '@risema/finance-core/contract';
import type { License, LicenseTier } from '@risema/finance-core/contract';
import type { z } from 'zod';
import { calendarDateOf, todayCalendarDate } from '../../components/date-field';

/** The licence dialog's plan: a tier of docs/design.md §4.5, or a custom limit. */
export type LicensePlan = LicenseTier | 'custom';

/** The plan choices, with price and limit as the select shows them. */
export const PLAN_OPTIONS: readonly { value: LicensePlan; label: string }[] = [
  ...(Object.entries(LICENSE_TIERS) as [LicenseTier, (typeof LICENSE_TIERS)[LicenseTier]][]).map(
    ([tier, info]) => ({
      value: tier,
      label: `${info.label} — ${info.price} €/ano, ${info.maxCompanies} empresas`,
    }),
  ),
  { value: 'custom', label: `Personalizada — ${DEFAULT_MAX_COMPANIES} empresas por omissão` },
];

/** The company limit a plan starts with. */
export function planMaxCompanies(plan: LicensePlan): number {
  return plan === 'custom' ? DEFAULT_MAX_COMPANIES : LICENSE_TIERS[plan].maxCompanies;
}

const EXPIRY_REQUIRED = 'Data de expiração é obrigatória';

/**
 * The licence form's schema: the contract's `createLicenseRequestSchema` (same rules and messages
 * as the server), plus the form's own: the expiry date is always asked for, and may not be in the
 * past, except the unchanged date of a licence being edited.
 */
export function licenseFormSchema(unchangedExpiry?: string) {
  return createLicenseRequestSchema.superRefine((body, ctx) => {
    const expiry = body.expiresAt ?? '';
    if (!expiry) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: EXPIRY_REQUIRED });
    } else if (expiry !== unchangedExpiry && expiry < todayCalendarDate()) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: messages.pastDate });
    }
  });
}

/** What the licence form holds (the contract's create body, before coercion). */
export type LicenseFormValues = z.input<ReturnType<typeof licenseFormSchema>>;
/** What a valid licence form gives. */
export type LicenseFormOutput = z.output<ReturnType<typeof licenseFormSchema>>;

/** The form's starting values: a new licence (custom, 10 companies) or the edited one's. */
export function licenseFormDefaults(license?: License): LicenseFormValues {
  return {
    officeName: license?.officeName ?? '',
    tier: license?.tier ?? undefined,
    maxCompanies: license?.maxCompanies ?? DEFAULT_MAX_COMPANIES,
    expiresAt: license ? calendarDateOf(license.expiryDate) : undefined,
  };
}
