import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import { ErrorIcon } from '../../../ui/icons.js';

interface AccessCodeIssueBarProps {
  t: AccessCodesMessages;
  issueCount: number;
  active: boolean;
  onToggle: () => void;
}

/** '{n} access code issue(s)' as a toggle of the issue filter, or 'Access codes OK'. */
export function AccessCodeIssueBar({ t, issueCount, active, onToggle }: AccessCodeIssueBarProps) {
  if (issueCount === 0) {
    return <p className="pl-ac-issue-bar pl-ac-issue-bar--ok">{t.accessCodesOk}</p>;
  }
  return (
    <div className="pl-ac-issue-bar">
      <button type="button" className="pl-ac-issue-toggle" aria-pressed={active} onClick={onToggle}>
        <ErrorIcon />
        {t.accessCodeIssues(issueCount)}
      </button>
    </div>
  );
}
