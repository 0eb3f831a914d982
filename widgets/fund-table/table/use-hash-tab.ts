import { useEffect } from 'react';

/**
 * A view's tabs follow the URL hash (products spec 2.3, 2.6, 2.8 "Hash tabs"): Back, Forward and a link to
 * another tab's hash select that tab; a hash that names no tab (another anchor of the page) leaves it alone.
 */
export function useHashTab<T extends string>(tabOf: (hash: string) => T | undefined, onTab: (tab: T) => void): void {
  useEffect(() => {
    const follow = () => {
      const tab = tabOf(window.location.hash);
      if (tab) onTab(tab);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [tabOf, onTab]);
}
