import { quotaLevel } from '@risema/finance-core/contract';
import type { License, Quota, QuotaLevel } from '@risema/finance-core/contract';
import { useLiveQuery } from '../hooks/use-live-query';
import { useEffect, useState } from 'react';
import { useSession } from '../hooks/use-session';
import { useServices } from '../services-context';

/** The accountant's quota as the screen shows it. */
export interface QuotaView {
  /** The accountant's licence as synced, or null without one. */
  license: License | null;
  current: number;
  limit: number;
  level: QuotaLevel;
  /** False when the figures come from this device only (offline): the office total may be higher. */
  fromServer: boolean;
}

/**
 * The accountant's company quota. The office's count (every accountant of the licence) comes
 * from the server and is asked again whenever the local companies change; changes still waiting
 * to be sent are added to it. Offline, the licence and the companies on this device are used.
 * Only an accountant's quota is asked of the server (an admin on Empresas asks nothing).
 */
export function useQuota(): QuotaView | undefined {
  const services = useServices();
  const user = useSession()?.user;
  const local = useLiveQuery(async () => {
    if (!user) return null;
    const license = user.licenseId
      ? ((await services.db.licenses.get(user.licenseId)) ?? null)
      : null;
    const own = await services.db.companies.where('accountantId').equals(user.id).count();
    const unsent = (await services.db.outbox.where('userId').equals(user.id).toArray()).filter(
      (entry) => entry.op.kind === 'company.create',
    ).length;
    return { license, own, unsent };
  }, [services.db, user?.id, user?.licenseId]);

  const [server, setServer] = useState<Quota | null>(null);
  // Asked again whenever the device's companies or unsent creations change.
  const changeKey = local ? `${local.own}:${local.unsent}` : null;
  // Only an accountant has a quota: the server refuses the call to anyone else (403).
  const accountant = user?.role === 'accountant';
  useEffect(() => {
    if (!accountant || changeKey === null || !services.isOnline()) return;
    let live = true;
    services.api
      .request('licenseQuota')
      .then((quota) => {
        if (live) setServer(quota);
      })
      // Offline or refused: the device's own figures stand.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, changeKey, accountant]);

  if (!local) return undefined;
  const limit = server?.limit ?? local.license?.maxCompanies ?? 0;
  const current = server ? server.current + local.unsent : local.own;
  return {
    license: local.license,
    current,
    limit,
    level: quotaLevel({ current, limit }),
    fromServer: server !== null,
  };
}
