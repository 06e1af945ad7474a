export * from './hooks/index.js';
export type { PorchlightQueryOptions } from './hooks/query-options.js';
export {
  defaultMessages,
  mergeMessages,
  type PorchlightMessages,
  type PorchlightMessagesOverride,
} from './messages/index.js';
export { useMessages } from './messages/messages-context.js';
export { DEFAULT_CSS_BASE_URL, DEFAULT_FONT_URL } from './provider/inject-assets.js';
export {
  PorchlightProvider,
  type PorchlightProviderProps,
  WRAPPER_CLASS_NAME,
} from './provider/PorchlightProvider.js';
export {
  type HeadingLevel,
  type PorchlightContextValue,
  PorchlightProviderMissingError,
  useClient,
  usePorchlight,
} from './provider/porchlight-context.js';
export type { OpenedTableClickProps } from './ui/navigation.js';
export { VERSION } from './version.js';
export * from './views/index.js';
