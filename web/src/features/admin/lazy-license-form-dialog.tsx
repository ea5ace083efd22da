import { lazyDialog } from '../../components/lazy-dialog';

/**
 * `Criar Nova Licença` / `Editar Licença` (see `LicenseFormDialog`). The form (react-hook-form,
 * the contract's schema and the pt-PT date picker) is the heaviest code of the licence screens
 * and is only needed once a dialog opens: opening Licenças or the dashboard does not load it.
 */
export const LazyLicenseFormDialog = lazyDialog(
  async () => (await import('./license-form-dialog')).LicenseFormDialog,
);
