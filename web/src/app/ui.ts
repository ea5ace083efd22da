import { useStore } from 'zustand';
import { createUiStore } from '../stores/ui-store';
import type { UiState } from '../stores/ui-store';

/** The app's UI state, kept in sessionStorage for the browser session. */
export const uiStore = createUiStore(typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Reads a slice of the UI state, re-rendering on change. */
export function useUi<T>(select: (state: UiState) => T): T {
  return useStore(uiStore, select);
}
