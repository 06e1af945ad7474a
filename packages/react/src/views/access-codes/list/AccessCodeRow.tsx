import { memo } from 'react';
import { isRemovingCode } from '../../../hooks/access-codes/access-code-queries.js';
import { ErrorIcon, WarningIcon } from '../../../ui/icons.js';
import { useLocale } from '../../../ui/locale.js';
import { type AccessCodeLike, displayName, textOf } from '../access-code-shape.js';
import { accessCodeTiming } from '../access-code-status.js';
import { rowTimingText } from '../access-code-text.js';
import { KeypadIcon } from '../icons.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeMenu } from './AccessCodeMenu.js';
import { type IssueFilters, visibleErrors, visibleWarnings } from './access-code-list.js';

interface AccessCodeRowProps {
  accessCode: AccessCodeLike;
  deviceName: string;
  now: Date;
  /** The host's issue filters (memoised, so the row only redraws when they change). */
  filters: IssueFilters;
  deleting: boolean;
  onOpen: (accessCodeId: string) => void;
  onCopy: (accessCode: AccessCodeLike) => void;
  onEdit?: ((accessCodeId: string) => void) | undefined;
  /** Deletes the code; calls `onFailed` when the delete fails (the confirmation then closes). */
  onDelete?: ((accessCode: AccessCodeLike, onFailed: () => void) => void) | undefined;
}

/** '2 code issues' or '1 code warning', or null for a code without either. */
function issueLabel(
  t: ReturnType<typeof useAccessCodesMessages>,
  errors: number,
  warnings: number,
): string | null {
  if (errors === 0 && warnings === 0) return null;
  return errors > 0 ? t.codeIssueCount(errors) : t.codeWarningCount(warnings);
}

/** The row's issue icon, said by `label` (see {@link issueLabel}). */
function IssueIcon({ errors, label }: { errors: number; label: string | null }) {
  if (label === null) return null;
  // Hidden from screen readers: the row's button says it, where Tab lands; read here as well,
  // it would come twice to anyone reading the list line by line.
  return (
    <span
      className={`pl-ac-issue-icon pl-ac-issue-icon--${errors > 0 ? 'error' : 'warning'}`}
      title={label}
      aria-hidden="true"
    >
      {errors > 0 ? <ErrorIcon /> : <WarningIcon />}
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}

/** One access code in the table: the row opens the code, the menu acts on it. */
export const AccessCodeRow = memo(function AccessCodeRow(props: AccessCodeRowProps) {
  const { accessCode, deviceName, now, onEdit, onDelete } = props;
  const t = useAccessCodesMessages();
  const locale = useLocale();
  const name = displayName(accessCode, t.nameFallback);
  const id = accessCode.access_code_id;
  // A deleted code the lock still holds says so instead of its timing, and offers neither Edit
  // nor Delete: both could only fail or undo nothing.
  const removing = isRemovingCode(accessCode);
  const timing = removing
    ? t.removing
    : rowTimingText(t, accessCodeTiming(accessCode, now), { now, locale });
  const errors = visibleErrors(accessCode, props.filters).length;
  const issues = issueLabel(t, errors, visibleWarnings(accessCode, props.filters).length);
  const pin = textOf(accessCode.code);
  const open = () => props.onOpen(id);
  return (
    <div className="pl-ac-row" data-pl-code={id}>
      <span className="pl-ac-row-icon">
        <KeypadIcon />
      </span>
      {/* The dots are drawn, the commas are read: "Family, Back Door, Ongoing, Code: 1234", then
          the issue icon's words, since Tab passes the icon by. */}
      <button
        type="button"
        className="pl-ac-row-main"
        aria-label={[name, deviceName, timing, `${t.codeLabel}: ${pin}`, issues]
          .filter((part) => part !== null)
          .join(', ')}
        onClick={open}
      >
        <span className="pl-ac-row-name">{name}</span>
        <span className="pl-ac-row-details">
          <span className="pl-ac-row-device">{deviceName}</span>
          <span aria-hidden="true"> · </span>
          <span>{timing}</span>
          <span aria-hidden="true"> · </span>
          <span className="pl-visually-hidden">{t.codeLabel}: </span>
          <span className="pl-ac-row-code">{pin}</span>
        </span>
      </button>
      <IssueIcon errors={errors} label={issues} />
      <AccessCodeMenu
        name={name}
        deleting={props.deleting}
        onCopy={pin ? () => props.onCopy(accessCode) : undefined}
        onViewDetails={open}
        onEdit={onEdit && !removing ? () => onEdit(id) : undefined}
        onDelete={onDelete && !removing ? (onFailed) => onDelete(accessCode, onFailed) : undefined}
      />
    </div>
  );
});
