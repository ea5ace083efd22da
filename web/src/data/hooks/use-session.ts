import { useStore } from 'zustand';
import type { Session } from '../../stores/auth-store';
import { useCore } from '../services-context';

/** The signed-in session, or null; re-renders on sign-in and sign-out. */
export function useSession(): Session | null {
  return useStore(useCore().auth, (state) => state.session);
}
