import { useLiveQuery } from '../hooks/use-live-query';
import { useContext } from 'react';
import { DataContext } from '../services-context';

const NONE: readonly string[] = [];

/**
 * The NIFs of the companies a manager manages, as this device holds them (none for other roles,
 * and none before the first sync: the forced first change runs before it; the server checks
 * the NIF itself). Usable outside the signed-in frame, where it answers none.
 */
export function useOwnNifs(user: { id: string; role: string } | undefined): readonly string[] {
  const db = useContext(DataContext)?.db;
  const managerId = user?.role === 'manager' ? user.id : undefined;
  return (
    useLiveQuery(
      async () =>
        db && managerId
          ? (await db.companies.where('managerId').equals(managerId).toArray()).map(
              (company) => company.taxId,
            )
          : NONE,
      [db, managerId],
    ) ?? NONE
  );
}
