import { useEffect } from 'react';

/** The document title of a page: `<title> · RISEMA`. */
export function pageTitle(title: string): string {
  return `${title} · RISEMA`;
}

/** Sets the document title of a page: `<title> · RISEMA`. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
