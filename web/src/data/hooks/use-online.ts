import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../services-context';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the app can reach the server: the browser says it is online and the last call did
 * get an answer.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const reachable = useStore(useServices().sync.status, (status) => status.reachable);
  return browserOnline && reachable;
}
