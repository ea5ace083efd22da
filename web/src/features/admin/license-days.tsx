import { Text } from '@chakra-ui/react';
import { licenseDaysRemaining } from '@risema/finance-core/contract';
import type { License } from '@risema/finance-core/contract';
import { formatDays } from '@risema/finance-core/format';

/** Below this many days left the count turns orange (SPEC.md §9). */
const WARNING_DAYS = 30;

/**
 * Days left before the expiry (green, orange under 30) or since it (red), from finance-core's
 * `licenseDaysRemaining`.
 */
export function LicenseDays({ license, now }: { license: Pick<License, 'expiryDate'>; now: Date }) {
  const days = licenseDaysRemaining(license, now);
  const color = days < 0 ? 'red.fg' : days < WARNING_DAYS ? 'orange.fg' : 'green.fg';
  const text = days < 0 ? `Expirada há ${formatDays(-days)}` : `${formatDays(days)} restantes`;
  return (
    <Text as="span" fontWeight="medium" color={color}>
      {text}
    </Text>
  );
}
