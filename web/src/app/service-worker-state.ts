import { createStore } from 'zustand/vanilla';

/** The service worker's news for the update prompt (app/update-prompt.tsx). */
export interface ServiceWorkerState {
  /** A new version is installed and waits for the user's consent. */
  needRefresh: boolean;
  /** `Atualizar`: activates the waiting version and reloads the page. */
  update: () => Promise<void>;
  /** `Mais tarde`: hides the prompt until the next new version. */
  dismiss: () => void;
}

/** The service worker's state; the prompt and the login screen follow it. */
export const serviceWorkerState = createStore<ServiceWorkerState>()((set) => ({
  needRefresh: false,
  update: () => Promise.resolve(),
  dismiss: () => set({ needRefresh: false }),
}));
