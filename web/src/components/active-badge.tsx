import { Badge } from '@chakra-ui/react';

/** `Ativa`/`Inativa` (or the masculine forms) from the real state (docs/design.md §4.3). */
export function ActiveBadge({
  active,
  masculine = false,
}: {
  active: boolean;
  masculine?: boolean;
}) {
  const label = active ? (masculine ? 'Ativo' : 'Ativa') : masculine ? 'Inativo' : 'Inativa';
  return <Badge colorPalette={active ? 'green' : 'gray'}>{label}</Badge>;
}
