import { notify } from '../../components/notify';
import { ApiError } from '../../data/api-error';

/** The toasts of one admin action (docs/product.md §8). */
export interface AdminActionToasts {
  success: { title: string; description?: string };
  /** Shown when the error carries no message of its own (e.g. `Erro ao renovar licença`). */
  errorFallback: string;
  /** Put before the server's message (creation: `Erro ao criar licença: `). */
  errorPrefix?: string;
}

/**
 * Runs an admin action and reports it: the success toast, or the destructive `Erro` toast with
 * the server's message (or the fallback). Rethrows on failure, so a dialog stays open with what
 * was typed.
 */
export async function runAdminAction<T>(
  action: () => Promise<T>,
  toasts: AdminActionToasts,
): Promise<T> {
  try {
    const result = await action();
    notify({ ...toasts.success, type: 'success' });
    return result;
  } catch (error) {
    const message = error instanceof ApiError && error.message ? error.message : null;
    notify({
      title: 'Erro',
      description: message ? `${toasts.errorPrefix ?? ''}${message}` : toasts.errorFallback,
      type: 'error',
    });
    throw error;
  }
}
