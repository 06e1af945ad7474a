import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../messages/messages-context.js';
import { Alert } from '../../../ui/Alert.js';
import { LiveRegion } from '../../../ui/LiveRegion.js';
import type { AccessCodeIssue } from '../access-code-shape.js';
import { arrivedIssues } from './arrived-issues.js';

const MAX_SHOWN = 50;

interface IssueAlertsProps {
  errors: AccessCodeIssue[];
  warnings: AccessCodeIssue[];
  moreLabel: (count: number) => string;
}

/**
 * What to say politely about issues that arrive while the view is open (a re-read of a code being
 * set brings its delay warning): those shown when it opened are read with the page, not again,
 * and one that stays is said once.
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

/** Errors then warnings as alerts, API text rendered as text; thousands are capped, not dropped. */
export function IssueAlerts({ errors, warnings, moreLabel }: IssueAlertsProps) {
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
  const hidden = items.length - MAX_SHOWN;
  return (
    <>
      {/* Always in the page, so an issue arriving later is heard (see LiveRegion). */}
      <LiveRegion message={arrived} />
      {items.length > 0 && (
        <ul className="pl-ac-alerts">
          {items.slice(0, MAX_SHOWN).map(({ issue, variant }, index) => (
            // Issues have no id; their order is stable for one render of one code.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              <Alert variant={variant}>{issue.message}</Alert>
            </li>
          ))}
          {hidden > 0 && <li className="pl-ac-alerts-more">{moreLabel(hidden)}</li>}
        </ul>
      )}
    </>
  );
}
