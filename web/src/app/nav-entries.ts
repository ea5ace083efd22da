import type { NavEntry } from './routes';

/**
 * The entry that is current at `pathname`: the one whose path is the longest prefix of it (so
 * `/admin/licenses` highlights Licenças, not Dashboard), or one that claims the path.
 */
export function currentNavEntry(
  entries: readonly NavEntry[],
  pathname: string,
): NavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const byPrefix = entries
    .filter((entry) => path === entry.to || path.startsWith(`${entry.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    byPrefix ??
    entries.find((entry) => entry.alsoCurrentUnder?.some((prefix) => path.startsWith(prefix)))
  );
}
