/** What a model's integration status pill shows. */
export type StatusPillKind = 'live' | 'beta' | 'inquire';

/** The pill's colour intent, matching `StatusTag`'s variants. */
export type StatusPillVariant = 'success' | 'info' | 'neutral';

const VARIANT: Record<StatusPillKind, StatusPillVariant> = {
  live: 'success',
  beta: 'info',
  inquire: 'neutral',
};

/**
 * Maps an integration support level to its pill: stable is LIVE (green), beta is BETA (blue),
 * and planned, unsupported, inquire or anything unknown is Inquire (neutral).
 */
export function statusPillFor(level: unknown): {
  kind: StatusPillKind;
  variant: StatusPillVariant;
} {
  const kind: StatusPillKind = level === 'stable' ? 'live' : level === 'beta' ? 'beta' : 'inquire';
  return { kind, variant: VARIANT[kind] };
}
