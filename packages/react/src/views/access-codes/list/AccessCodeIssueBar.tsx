import { ErrorIcon } from '../../../ui/icons.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';

interface AccessCodeIssueBarProps {
  issueCount: number;
  active: boolean;
  onToggle: () => void;
}

/** '{n} access code issue(s)' as a toggle of the issue filter, or 'Access codes OK'. */
export function AccessCodeIssueBar({ issueCount, active, onToggle }: AccessCodeIssueBarProps) {
  const t = useAccessCodesMessages();
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
