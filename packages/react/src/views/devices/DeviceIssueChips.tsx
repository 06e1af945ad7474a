import { useMessages } from '../../messages/messages-context.js';
import { CheckIcon, ErrorIcon } from '../../ui/icons.js';
import type { DeviceIssueFilter } from './device-filters.js';

interface DeviceIssueChipsProps {
  deviceIssues: number;
  accountIssues: number;
  selected: DeviceIssueFilter;
  onSelect(filter: DeviceIssueFilter): void;
}

/** 'N device issue(s)' and 'N account issue(s)' toggle buttons, or 'Devices & accounts OK'. */
export function DeviceIssueChips({
  deviceIssues,
  accountIssues,
  selected,
  onSelect,
}: DeviceIssueChipsProps) {
  const { devices: t } = useMessages();
  if (deviceIssues === 0 && accountIssues === 0) {
    return (
      <p className="pl-issue-chips pl-issue-chips--ok">
        <CheckIcon />
        {t.allOk}
      </p>
    );
  }
  const chip = (filter: DeviceIssueFilter, count: number, label: string) =>
    count > 0 && (
      <button
        type="button"
        className="pl-issue-chip"
        aria-pressed={selected === filter}
        onClick={() => onSelect(filter)}
      >
        <ErrorIcon />
        {label}
      </button>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form group.
    <div className="pl-issue-chips" role="group" aria-label={t.issueFilters}>
      {chip('device_issues', deviceIssues, t.deviceIssues(deviceIssues))}
      {chip('account_issues', accountIssues, t.accountIssues(accountIssues))}
    </div>
  );
}
