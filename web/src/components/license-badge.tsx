import { Badge } from '@chakra-ui/react';
import { licenseStatus } from '@risema/finance-core/contract';
import type { License, LicenseStatus } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';

type LicenseState = Pick<License, 'isActive' | 'expiryDate'>;

const STATUS: Readonly<Record<LicenseStatus, { label: string; color: string }>> = {
  active: { label: 'Ativa', color: 'green' },
  suspended: { label: 'Inativa', color: 'gray' },
  expired: { label: 'Expirada', color: 'red' },
};

/** The text of a licence's state at `now` (finance-core's rule): `Ativa`, `Inativa`, `Expirada`. */
export function licenseStateLabel(license: LicenseState, now: Date): string {
  return STATUS[licenseStatus(license, now)].label;
}

/**
 * One badge for a licence's state at `now`: `Ativa`, `Inativa` or `Expirada` (expired is derived
 * from the date, whatever isActive says), optionally with the expiry date; `Sem licença` without a
 * licence.
 */
export function LicenseBadge({
  license,
  now,
  withDate = false,
}: {
  license: LicenseState | null;
  now: Date;
  withDate?: boolean;
}) {
  if (!license) return <Badge colorPalette="gray">Sem licença</Badge>;
  const status = STATUS[licenseStatus(license, now)];
  return (
    <Badge colorPalette={status.color}>
      {status.label}
      {withDate ? ` · ${formatDate(license.expiryDate)}` : ''}
    </Badge>
  );
}
