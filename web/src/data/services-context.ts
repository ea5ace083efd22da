import { createContext, useContext } from 'react';
import type { CoreServices, DataServices } from './service-types';

/** The core services (session, API), provided once at the root. */
export const CoreContext = createContext<CoreServices | null>(null);

/** The data services, provided by the signed-in frame once the local database is open. */
export const DataContext = createContext<DataServices | null>(null);

/** The core services of the nearest provider. */
export function useCore(): CoreServices {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore needs a CoreContext provider');
  return core;
}

/** The data services (database, sync, mutations); only inside the signed-in frame. */
export function useServices(): DataServices {
  const services = useContext(DataContext);
  if (!services) throw new Error('useServices needs a DataContext provider');
  return services;
}
