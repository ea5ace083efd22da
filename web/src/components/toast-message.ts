export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A toast's content. `error` is the destructive kind of docs/product.md §8. */
export interface ToastMessage {
  title: string;
  description?: string;
  type?: ToastKind;
}
