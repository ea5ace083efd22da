/** The performance marks of a start (DevTools' timings, `npm run bench:web -- reload`). */
export const START_MARKS = {
  main: 'risema:main',
  /** The core services made: the stored session restored (auth), the contract's code loaded. */
  core: 'risema:core',
  /** The app's code (theme, router, toasts) evaluated. */
  appCode: 'risema:app-code',
  frameCode: 'risema:frame-code',
  routeCode: 'risema:route-code',
  dataCode: 'risema:data-code',
  dbOpen: 'risema:db-open',
  /** The first answer of a live query (the first read of the local database a screen shows). */
  firstQuery: 'risema:first-query',
  /** The app's first commit (its first render is a transition). */
  shown: 'risema:shown',
} as const;

const marked = new Set<string>();

/**
 * Marks `name` the first time only (a mark per start, not per call). Called on every live-query
 * answer, so a set answers, not a search of the performance timeline.
 */
export function markOnce(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
}
