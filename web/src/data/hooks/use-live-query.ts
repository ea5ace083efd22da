import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import type { InteropableObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';
import { START_MARKS, markOnce } from '../start-marks';
import { startedLiveQuery } from './started-live-query';
import type { LiveRead, LiveSource } from './started-live-query';

/**
 * `source` whose values reach their subscriber inside `startTransition`: the re-render they
 * cause is a transition, which React renders in slices and yields to the browser between.
 */
export function inTransitions<T>(source: LiveSource<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe(
        (value) => {
          markOnce(START_MARKS.firstQuery);
          startTransition(() => {
            onNext(value);
          });
        },
        (error: unknown) => {
          onError?.(error);
        },
      ),
    // What Dexie's cache already holds is shown in the first render, as dexie-react-hooks does.
    getValue: source.getValue ? () => (source.getValue as () => T)() : undefined,
    hasValue: source.hasValue ? () => (source.hasValue as () => boolean)() : undefined,
  };
}

/**
 * Dexie's `useLiveQuery` (undefined, or `defaultResult`, until the first result), whose new
 * results re-render the screen in a transition: a page filling with the device's data after a
 * reload or a sync is rendered in slices, not in one long task that holds taps and scrolls.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  defaultResult: TDefault,
): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  return useObservable(() => inTransitions(liveQuery(querier)), deps, defaultResult);
}

/**
 * `useLiveQuery` of a named read (its key says all it depends on besides `owner`, the
 * database): when a reload's warm start has already started it (started-live-query.ts), the
 * screen takes that query over and its first render shows the answer if it is in, instead of
 * reading only once the screen has rendered.
 */
export function useStartedLiveQuery<T>(owner: object, read: LiveRead<T>): T | undefined {
  return useObservable(
    () => inTransitions(startedLiveQuery<T>(owner, read.key) ?? liveQuery(read.read)),
    [owner, read.key],
  );
}
