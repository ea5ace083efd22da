import { useMemo } from 'react';
import { useOutbox } from '../hooks/use-outbox';
import type { OutboxEntry } from '../sync/outbox-entry';

/** The changes of one company still waiting for the server, and the one the server refused. */
export interface CompanyPendingState {
  /** Changes not yet accepted (`Por enviar`), oldest first. */
  waiting: OutboxEntry[];
  /** The first refused change, with the server's message, if any. */
  refused: OutboxEntry | null;
}

/** The signed-in user's waiting changes by company id (live). */
export function usePendingChanges(): ReadonlyMap<string, CompanyPendingState> {
  const entries = useOutbox();
  return useMemo(() => {
    const byCompany = new Map<string, CompanyPendingState>();
    for (const entry of entries) {
      const state = byCompany.get(entry.op.companyId) ?? { waiting: [], refused: null };
      state.waiting.push(entry);
      if (entry.status === 'refused' && !state.refused) state.refused = entry;
      byCompany.set(entry.op.companyId, state);
    }
    return byCompany;
  }, [entries]);
}
