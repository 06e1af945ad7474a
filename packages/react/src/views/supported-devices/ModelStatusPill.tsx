import { useMessages } from '../../messages/messages-context.js';
import { StatusTag } from '../../ui/StatusTag.js';
import { statusPillFor } from './status-pill.js';

/** A model's integration status: LIVE, BETA or Inquire. */
export function ModelStatusPill({ integration }: { integration: string | null }) {
  const { supportedDevices: t } = useMessages();
  const pill = statusPillFor(integration);
  return <StatusTag variant={pill.variant}>{t[pill.kind]}</StatusTag>;
}
