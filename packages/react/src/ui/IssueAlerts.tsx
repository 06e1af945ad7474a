import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../messages/messages-context.js';
import { Alert } from './Alert.js';
import { arrivedIssues } from './arrived-issues.js';
import { cx } from './cx.js';
import { LiveRegion } from './LiveRegion.js';

const MAX_SHOWN = 50;

/** An error or warning of an access code or a device, as its alert shows it. */
export interface AlertIssue {
  /** The API's text, rendered as text. */
  message: string;
}

/** Props of {@link IssueAlerts}. */
export interface IssueAlertsProps {
  /** Already through the host's error filter. */
  errors: readonly AlertIssue[];
  /** Already through the host's warning filter. */
  warnings: readonly AlertIssue[];
  /** The list's class in the view (its margins and gaps). */
  className?: string | undefined;
  /**
   * 'and {n} more': with it, the list stops at 50 alerts and says how many it left out; without
   * it, every issue is listed.
   */
  moreLabel?: ((count: number) => string) | undefined;
}

/**
 * What to say politely about issues that arrive while the view is open (a re-read of a code being
 * set brings its delay warning, a re-read of a lock a new device warning): those shown when it
 * opened are read with the page, not again, and one that stays is said once.
 */
function useArrivedIssues(lines: string[]): string {
  const seen = useRef<Set<string> | null>(null);
  const [said, setSaid] = useState('');
  const key = JSON.stringify(lines);
  useEffect(() => {
    const current: string[] = JSON.parse(key);
    if (seen.current === null) {
      seen.current = new Set(current);
      return;
    }
    const arrived = arrivedIssues(seen.current, current);
    seen.current = new Set(current);
    if (arrived.length > 0) setSaid(arrived.join(' '));
  }, [key]);
  return said;
}

/**
 * Errors then warnings as alerts, API text rendered as text, and a polite announcement of those
 * that arrive while the view is open (access code, lock and thermostat details).
 */
export function IssueAlerts({ errors, warnings, className, moreLabel }: IssueAlertsProps) {
  const { common } = useMessages();
  const items = [
    ...errors.map((issue) => ({ issue, variant: 'error' as const })),
    ...warnings.map((issue) => ({ issue, variant: 'warning' as const })),
  ];
  const arrived = useArrivedIssues(
    items.map(
      ({ issue, variant }) =>
        (variant === 'error' ? common.errorAlertPrefix : common.warningAlertPrefix) + issue.message,
    ),
  );
  // Thousands are capped, not dropped, where the view can say how many more there are.
  const shown = moreLabel ? items.slice(0, MAX_SHOWN) : items;
  const hidden = items.length - shown.length;
  return (
    <>
      {/* Always in the page, so an issue arriving later is heard (see LiveRegion). */}
      <LiveRegion message={arrived} />
      {items.length > 0 && (
        <ul className={cx('pl-issue-alerts', className)}>
          {shown.map(({ issue, variant }, index) => (
            // Issues have no id and API lists may repeat one: keyed by position, never by
            // content (a re-read replaces the list, never reorders it).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              <Alert variant={variant}>{issue.message}</Alert>
            </li>
          ))}
          {moreLabel && hidden > 0 && (
            <li className="pl-issue-alerts__more">{moreLabel(hidden)}</li>
          )}
        </ul>
      )}
    </>
  );
}
