import { Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DataGate } from '../../components/data-gate';
import { NetworkButton } from '../../components/network-button';
import { Page } from '../../components/page';
import { useLicenseCompanyCounts, useLicenses } from '../../data/queries/use-licenses';
import { LazyLicenseFormDialog } from './lazy-license-form-dialog';
import { LicenseList } from './license-list';
import { LicenseSummary } from './license-summary';
import { OfflineAdminNote } from './offline-admin-note';

/** `/admin/licenses` — the licence counters, the licence cards with their actions, `Nova Licença`. */
export default function LicensesRoute() {
  const [now] = useState(() => new Date());
  const licenses = useLicenses();
  const companyCounts = useLicenseCompanyCounts();
  const [creating, setCreating] = useState(false);

  return (
    <Page
      title="Licenças"
      actions={
        <NetworkButton colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden /> Nova Licença
        </NetworkButton>
      }
    >
      <OfflineAdminNote />
      <DataGate>
        {licenses && companyCounts ? (
          <Stack gap="6">
            <LicenseSummary licenses={licenses} now={now} />
            <LicenseList licenses={licenses} companyCounts={companyCounts} now={now} />
          </Stack>
        ) : null}
      </DataGate>
      <LazyLicenseFormDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}
