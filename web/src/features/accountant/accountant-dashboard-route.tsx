import { Button, Skeleton } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { CompanyFormDialog } from '../../components/company-form-dialog';
import { DataGate } from '../../components/data-gate';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useCompanies } from '../../data/queries/use-companies';
import { usePendingChanges } from '../../data/queries/use-pending-changes';
import { usePortfolio } from '../../data/queries/use-portfolio';
import { useQuota } from '../../data/queries/use-quota';
import { CompanyGrid } from './company-grid';
import { PortfolioSection } from './portfolio-section';
import { QuotaCard } from './quota-card';

/**
 * `/accountant` — Dashboard Contabilista: the welcome line, `Nova Empresa` (blocked at the
 * quota's limit), the quota card, the `Carteira de clientes` and the grid of the accountant's
 * companies.
 */
export default function AccountantDashboardRoute() {
  const user = useSession()?.user;
  const companies = useCompanies();
  const pending = usePendingChanges();
  const quota = useQuota();
  // Read from the page's first render, beside the sync state the data gate waits for.
  const portfolio = usePortfolio();
  const [creating, setCreating] = useState(false);
  const full = quota?.level === 'full';

  return (
    <Page
      title="Dashboard Contabilista"
      subtitle={user ? `Bem-vindo, ${user.name}` : undefined}
      actions={
        <Button
          colorPalette="brand"
          onClick={() => setCreating(true)}
          disabled={full}
          title={full ? messages.quotaReached : undefined}
        >
          <Plus aria-hidden />
          Nova Empresa
        </Button>
      }
    >
      <DataGate>
        {quota ? <QuotaCard quota={quota} /> : <Skeleton height="32" rounded="lg" />}
        <PortfolioSection rows={portfolio} />
        {/* The grid below the fold waits for the portfolio above it, so it never delays it. */}
        <CompanyGrid
          companies={portfolio === undefined ? undefined : companies}
          pending={pending}
        />
      </DataGate>
      <CompanyFormDialog
        open={creating}
        onOpenChange={setCreating}
        blockedReason={full ? messages.quotaReached : null}
      />
    </Page>
  );
}
