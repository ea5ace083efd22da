import { Suspense, lazy, useState } from 'react';
import type { ComponentProps } from 'react';

// The form (react-hook-form, the contract's schema and the pt-PT date picker) is the heaviest
// code of the licence screens and is only needed once a dialog opens: it loads then, so opening
// Licenças or the dashboard does not fetch, parse and mount it.
const LicenseFormDialog = lazy(async () => ({
  default: (await import('./license-form-dialog')).LicenseFormDialog,
}));

/**
 * `Criar Nova Licença` / `Editar Licença` (see `LicenseFormDialog`), mounted the first time it
 * opens and kept mounted after that, so its closing animation still plays.
 */
export function LazyLicenseFormDialog(props: ComponentProps<typeof LicenseFormDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LicenseFormDialog {...props} />
    </Suspense>
  );
}
