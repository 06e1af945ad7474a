import { Alert } from '../../../ui/Alert.js';
import type { AccessCodeIssue } from '../access-code-shape.js';

const MAX_SHOWN = 50;

interface IssueAlertsProps {
  errors: AccessCodeIssue[];
  warnings: AccessCodeIssue[];
  moreLabel: (count: number) => string;
}

/** Errors then warnings as alerts, API text rendered as text; thousands are capped, not dropped. */
export function IssueAlerts({ errors, warnings, moreLabel }: IssueAlertsProps) {
  const items = [
    ...errors.map((issue) => ({ issue, variant: 'error' as const })),
    ...warnings.map((issue) => ({ issue, variant: 'warning' as const })),
  ];
  if (items.length === 0) return null;
  const hidden = items.length - MAX_SHOWN;
  return (
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
  );
}
