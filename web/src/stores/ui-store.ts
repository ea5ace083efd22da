import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** sessionStorage key of the sidebar state: it lasts for the browser session (docs/product.md §4). */
export const SIDEBAR_COLLAPSED_KEY = 'risema.sidebarCollapsed';

export interface UiState {
  sidebarCollapsed: boolean;
  toggleSidebar(): void;
}

export type UiStore = StoreApi<UiState>;

/** UI state kept for the browser session (the sidebar's width). */
export function createUiStore(storage: Storage | null): UiStore {
  return createStore<UiState>()((set, get) => ({
    sidebarCollapsed: storage?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true',
    toggleSidebar() {
      const next = !get().sidebarCollapsed;
      storage?.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      set({ sidebarCollapsed: next });
    },
  }));
}
