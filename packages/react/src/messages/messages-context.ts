import { createContext, useContext } from 'react';
import { defaultMessages, type PorchlightMessages } from './index.js';

/** Carries the merged message catalogue from the provider to the views. */
export const MessagesContext = createContext<PorchlightMessages>(defaultMessages);

/** The message catalogue in effect (the defaults outside a provider). */
export function useMessages(): PorchlightMessages {
  return useContext(MessagesContext);
}
