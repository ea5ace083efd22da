import type { Company } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NetworkButton } from '../../components/network-button';
import { PendingBadge, RefusedChange } from '../../components/pending-change';
import { useOnline } from '../../data/hooks/use-online';
import type { CompanyPendingState } from '../../data/queries/use-pending-changes';

/** What a row can ask of the page. */
export interface CompanyRowActions {
  onEdit(company: Company): void;
  onDelete(company: Company): void;
  onToggle(company: Company): void;
  onDetails(company: Company): void;
}

/**
 * An outline action that needs the server: a plain button styled by the list's rules while
 * online, Chakra's NetworkButton (disabled, its tooltip saying why) while offline.
 */
function ServerButton(props: {
  online: boolean;
  palette?: 'red';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { online, palette, disabled, onClick, children } = props;
  return online ? (
    <button
      type="button"
      className="company-button"
      data-look="outline"
      data-palette={palette}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  ) : (
    <NetworkButton
      size="sm"
      variant="outline"
      colorPalette={palette}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </NetworkButton>
  );
}

/**
 * One company of the Empresas list: name, state, NIF, creation date, last upload and data
 * period; an accountant's Editar, Eliminar and Ver, an admin's Ativar/Desativar and Detalhes.
 * Plain elements styled by the list's class rules (company-row-css.ts); a button that needs the
 * server is Chakra's NetworkButton only while offline, where it explains itself in a tooltip.
 */
export const CompanyRow = memo(function CompanyRow(props: {
  company: Company;
  role: 'admin' | 'accountant';
  pending: CompanyPendingState | undefined;
  actions: CompanyRowActions;
}) {
  const { company, role, pending, actions } = props;
  const online = useOnline();
  const unsent = Boolean(pending && pending.waiting.length > 0);
  return (
    <li className="company-row" data-testid="company-row">
      <div className="company-row-main">
        <div className="company-row-text">
          <div className="company-row-line">
            <h3 className="company-row-name">{company.name}</h3>
            <span className="company-badge" data-palette={company.isActive ? 'green' : 'gray'}>
              {company.isActive ? 'Ativa' : 'Inativa'}
            </span>
            <PendingBadge state={pending} />
          </div>
          <p className="company-row-muted company-row-first">
            NIF {company.taxId} · Criada em {formatDate(company.createdAt)}
          </p>
          <p className="company-row-muted">
            Último upload:{' '}
            {company.lastUploadDate ? formatDate(company.lastUploadDate) : 'sem uploads'} · Período
            de dados: {company.dataPeriod ?? 'sem dados'}
          </p>
        </div>
        <div className="company-row-line">
          {role === 'accountant' ? (
            <>
              <button
                type="button"
                className="company-button"
                data-look="outline"
                onClick={() => actions.onEdit(company)}
              >
                Editar
              </button>
              <ServerButton
                online={online}
                palette="red"
                disabled={unsent}
                onClick={() => actions.onDelete(company)}
              >
                Eliminar
              </ServerButton>
              <Link
                className="company-button"
                data-look="solid"
                to={`/company/${company.id}`}
                aria-label={`Ver ${company.name}`}
              >
                Ver
              </Link>
            </>
          ) : (
            <>
              <ServerButton online={online} onClick={() => actions.onToggle(company)}>
                {company.isActive ? 'Desativar' : 'Ativar'}
              </ServerButton>
              <button
                type="button"
                className="company-button"
                data-look="solid"
                onClick={() => actions.onDetails(company)}
              >
                Ver Detalhes
              </button>
            </>
          )}
        </div>
      </div>
      <RefusedChange state={pending} />
    </li>
  );
});
