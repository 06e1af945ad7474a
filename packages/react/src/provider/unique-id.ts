import { createContext, useContext, useId } from 'react';

/**
 * Put before every id the views make. Each custom element renders in a root of its own, and
 * Preact (the elements bundle's renderer) numbers `useId` from zero in every root, so two
 * elements on one page made the same ids and one's labels named the other's fields. React hosts
 * leave it empty: React keeps one root's ids apart, and a prefix there would differ between the
 * server's HTML and hydration.
 */
export const IdPrefixContext = createContext('');

/** `useId`, unique on the page even across custom elements: use it for every id a view makes. */
export function useUniqueId(): string {
  return useContext(IdPrefixContext) + useId();
}
