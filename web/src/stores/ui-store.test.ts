import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { SIDEBAR_COLLAPSED_KEY, createUiStore } from './ui-store';

describe('ui store', () => {
  it('starts expanded and keeps the sidebar state in the session storage', () => {
    const storage = new MemoryStorage();
    const store = createUiStore(storage);
    expect(store.getState().sidebarCollapsed).toBe(false);

    store.getState().toggleSidebar();

    expect(store.getState().sidebarCollapsed).toBe(true);
    expect(storage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(createUiStore(storage).getState().sidebarCollapsed).toBe(true);

    store.getState().toggleSidebar();
    expect(createUiStore(storage).getState().sidebarCollapsed).toBe(false);
  });
});
