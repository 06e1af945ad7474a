import { useCallback, useEffect, useState } from 'react';

/** The page URL's search parameters as state; updates push a history entry so Back works. */
export function useUrlParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useState(() => new URLSearchParams(window.location.search));

  useEffect(() => {
    const onPopState = () => setParams(new URLSearchParams(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update = useCallback((next: URLSearchParams) => {
    window.history.pushState(null, '', `?${next.toString()}`);
    setParams(new URLSearchParams(next));
  }, []);

  return [params, update];
}
