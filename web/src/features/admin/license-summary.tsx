import { SimpleGrid } from '@chakra-ui/react';
import { isExpiringSoon, licenseStatus } from '@risema/finance-core/contract';
import type { License } from '@risema/finance-core/contract';
import { StatCard } from '../../components/stat-card';

/** The licence counters of docs/design.md §4.4: total, active, expiring within 30 days, expired. */
export function LicenseSummary({ licenses, now }: { licenses: readonly License[]; now: Date }) {
  const active = licenses.filter((license) => licenseStatus(license, now) === 'active').length;
  const expiring = licenses.filter((license) => isExpiringSoon(license, now)).length;
  const expired = licenses.filter((license) => licenseStatus(license, now) === 'expired').length;
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard label="Total de licenças" value={licenses.length} />
      <StatCard label="Licenças ativas" value={active} />
      <StatCard
        label="A expirar em 30 dias"
        value={expiring}
        valueColor={expiring > 0 ? 'orange.fg' : undefined}
      />
      <StatCard label="Expiradas" value={expired} valueColor={expired > 0 ? 'red.fg' : undefined} />
    </SimpleGrid>
  );
}
