/** A promise that says how it settled, the way React's `use` reads one. */
export type TrackedPromise<T> = Promise<T> &
  (
    | { status?: 'pending' }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

/**
 * Marks `promise` with its outcome once it settles (`status` and `value` or `reason`, the fields
 * React's `use` looks at): a component that calls `use` on it after that renders at once instead
 * of suspending for a turn, and a Suspense boundary already showing its spinner is not held back
 * by React's throttle of revealed content. What a reload's first screen gains from code and data
 * loaded side by side before it renders (app/warm-start.ts).
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked = promise as TrackedPromise<T>;
  const fields = promise as unknown as Record<string, unknown>;
  if (marked.status === undefined) {
    fields.status = 'pending';
    promise.then(
      (value) => {
        fields.status = 'fulfilled';
        fields.value = value;
      },
      (reason: unknown) => {
        fields.status = 'rejected';
        fields.reason = reason;
      },
    );
  }
  return marked;
}
