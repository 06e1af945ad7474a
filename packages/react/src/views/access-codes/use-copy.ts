import { useCallback } from 'react';

/** Copies text to the clipboard; resolves to whether it worked (clipboards can be refused). */
export function useCopy(): (text: string) => Promise<boolean> {
  return useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }, []);
}
