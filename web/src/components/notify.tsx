import { startTransition, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { ToastMessage } from './toast-message';

interface ToasterModule {
  AppToaster: ComponentType<{ onReady: () => void }>;
  showToast: (message: ToastMessage) => void;
}

// The toast machinery is not needed to draw a screen, only to show a message: it is loaded
// after the first paint (or at the first message), which keeps it out of the /login bundle.
let loaded: ToasterModule | null = null;
let loading: Promise<ToasterModule> | null = null;
let ready = false;
let requested = false;
const pending: ToastMessage[] = [];
const listeners = new Set<() => void>();
const requestListeners = new Set<() => void>();

function load(): Promise<ToasterModule> {
  loading ??= import('./toaster').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline before the service worker holds the chunk: the next message tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function flush(): void {
  // The region subscribes to the toast store in its own mount effects: let them all run first.
  setTimeout(() => {
    ready = true;
    for (const message of pending.splice(0)) loaded?.showToast(message);
  }, 0);
}

/** Shows a toast (one at a time, replacing the one on screen). */
export function notify(message: ToastMessage): void {
  if (loaded && ready) {
    loaded.showToast(message);
    return;
  }
  pending.push(message);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  load().catch((error: unknown) => console.error('Toasts could not load', error));
}

/**
 * Whether a message has asked for the toasts yet, and how to hear when one does: a screen drawn
 * without the app's theme (the login screen before sign-in) mounts the toasts only then.
 */
export const toastRequests = {
  requested: (): boolean => requested,
  subscribe: (listener: () => void): (() => void) => {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
};

/** How long after start the toasts load when no message asked for them sooner. */
const IDLE_LOAD_MS = 1500;

/**
 * Renders the notification region once its code is there; render once at the root. `loadAfterMs`:
 * when to load it if no message asks sooner (the signed-in app loads it at once, so a message
 * shown after the network drops still finds its code).
 */
export function ToasterHost({ loadAfterMs = IDLE_LOAD_MS }: { loadAfterMs?: number }) {
  const [module, setModule] = useState<ToasterModule | null>(loaded);
  useEffect(() => {
    // A transition: on a reload the code comes in while the first screen renders, and the
    // region's render waits for that screen's commit instead of adding to the task that
    // paints it.
    const update = () => startTransition(() => setModule(loaded));
    listeners.add(update);
    const timer = setTimeout(() => {
      load().catch((error: unknown) => console.error('Toasts could not load', error));
    }, loadAfterMs);
    return () => {
      listeners.delete(update);
      clearTimeout(timer);
    };
  }, [loadAfterMs]);
  return module ? <module.AppToaster onReady={flush} /> : null;
}
