import { useState } from 'react';
import { isCodeGone, isRemovingCode } from '../../../hooks/access-codes/access-code-queries.js';
import { useAccessCode } from '../../../hooks/access-codes/use-access-code.js';
import { useDeleteAccessCode } from '../../../hooks/access-codes/use-delete-access-code.js';
import { useAwaitingData } from '../../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../../hooks/use-load-failure.js';
import { useNow } from '../../../hooks/use-now.js';
import { useViewTelemetry } from '../../../hooks/use-view-telemetry.js';
import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { cx } from '../../../ui/cx.js';
import { formatDate, formatDateTime } from '../../../ui/format-date.js';
import { IconButton } from '../../../ui/IconButton.js';
import { IssueAlerts } from '../../../ui/IssueAlerts.js';
import { useLocale } from '../../../ui/locale.js';
import { date } from '../../../ui/loose-values.js';
import { routeProps, useRouteRenderer } from '../../../ui/navigation.js';
import { ScreenStack } from '../../../ui/ScreenStack.js';
import { Snackbar } from '../../../ui/Snackbar.js';
import { SnackbarRegion } from '../../../ui/SnackbarRegion.js';
import { useFailureThroughRetry } from '../../../ui/use-failure-through-retry.js';
import { useNotice } from '../../../ui/use-notice.js';
import { useSubScreenFocus } from '../../../ui/use-sub-screen-focus.js';
import { ViewShell } from '../../../ui/ViewShell.js';
import { AccessCodeLoadFailure } from '../AccessCodeLoadFailure.js';
import { type AccessCodeLike, displayName, textOf } from '../access-code-shape.js';
import { accessCodeTiming, isTimeBound } from '../access-code-status.js';
import { statusLine } from '../access-code-text.js';
import type { AccessCodeCommonProps } from '../common-props.js';
import { copyText } from '../copy-text.js';
import { DeleteConfirmation } from '../DeleteConfirmation.js';
import { AccessCodeLoading } from '../form/AccessCodeFormLoading.js';
import { EditAccessCodeForm } from '../form/EditAccessCodeForm.js';
import { CopyIcon, KeypadIcon } from '../icons.js';
import { visibleErrors, visibleWarnings } from '../list/access-code-list.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeDeviceBar } from './AccessCodeDeviceBar.js';

/** Props of {@link AccessCodeDetails}. */
export interface AccessCodeDetailsProps extends AccessCodeCommonProps {
  /** The access code to show (`access_code_id`). */
  accessCodeId: string;
  /**
   * Called by the Edit button instead of opening the edit form inside this view (whose Save and
   * back button return here, Save with an 'Access code updated' toast).
   */
  onEdit?: (() => void) | undefined;
  /** Called after the code was deleted (the view has nothing left to show). */
  onDeleted?: (() => void) | undefined;
  /**
   * Called by 'Device details' instead of opening the device's details inside this view (its back
   * button returns here).
   */
  onDeviceClick?: ((deviceId: string) => void) | undefined;
}

function dateText(
  t: AccessCodesMessages,
  value: string | null | undefined,
  locale: string | undefined,
  format = formatDateTime,
) {
  const parsed = date(value);
  return parsed ? format(parsed, { locale }) : t.dateUnknown;
}

function Timing({ code }: { code: AccessCodeLike }) {
  const t = useAccessCodesMessages();
  const locale = useLocale();
  if (!isTimeBound(code)) {
    return <dd>{t.ongoing}</dd>;
  }
  return (
    <dd>
      <span className="pl-ac-field-line">
        {t.startLabel}: {dateText(t, code.starts_at, locale)}
      </span>
      <span className="pl-ac-field-line">
        {t.endLabel}: {dateText(t, code.ends_at, locale)}
      </span>
    </dd>
  );
}

/** One access code: status, alerts, its lock, actions and fields. */
export function AccessCodeDetails(props: AccessCodeDetailsProps) {
  return (
    <ViewShell
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      resetKeys={[props.accessCodeId]}
    >
      <AccessCodeDetailsContent {...props} />
    </ViewShell>
  );
}

function AccessCodeDetailsContent(props: AccessCodeDetailsProps) {
  useViewTelemetry('AccessCodeDetails');
  const t = useAccessCodesMessages();
  const query = useAccessCode({ access_code_id: props.accessCodeId });
  const { data: code } = query;
  const load = useLoadFailure(query);
  // As the other details screens: the failure and its busy 'Try again' (so focus) stay through
  // the retry, which is where a retry paused offline says it waits.
  const failure = useFailureThroughRetry(load.failed, useAwaitingData(query));
  const remove = useDeleteAccessCode();
  const now = useNow();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [copyNote, setCopyNote] = useState('');
  const [deviceOpen, setDeviceOpen] = useState(false);
  const renderRoute = useRouteRenderer();
  const [deleted, setDeleted] = useState(false);
  // One token per opening of the edit form: a save that lands after the person left that form
  // (Cancel while saving, then Edit again) closes only the form it came from.
  const [editing, setEditing] = useState<object | null>(null);
  const { notice, notify, dismiss } = useNotice();
  // The edit form and the device's details open over the details, which stay mounted (hidden),
  // so Back returns focus to Edit or 'Device details', and the region for the 'updated' toast
  // is in the page before the toast.
  const focus = useSubScreenFocus(editing ? 'edit' : deviceOpen ? 'device' : null);
  const header = <ContentHeader title={t.detailsTitle} onBack={props.onBack} />;
  const root = cx('pl-access-codes', 'pl-ac-details', props.className);

  // Standalone, nothing replaces the view after a delete: say so instead of showing a code that
  // is gone (with a Delete that could only fail). Said in the same region as the details'
  // toasts (same place in the tree, so React keeps it), which was in the page before. No role
  // of its own: the region speaks it, and a live region nested in it could be read twice.
  // A code being removed that the provider no longer has: the lock confirmed its removal.
  if (deleted || (isRemovingCode(code) && isCodeGone(query.error))) {
    return (
      <>
        <section className={root}>{header}</section>
        <SnackbarRegion>
          <p className="pl-ac-loading">{t.accessCodeDeleted}</p>
        </SnackbarRegion>
      </>
    );
  }

  if (!code) {
    return (
      <section className={root}>
        {header}
        {failure.shown ? (
          <AccessCodeLoadFailure
            onRetry={load.retry}
            busy={!load.failed}
            waiting={!load.failed && load.paused}
            failureCount={failure.count}
          />
        ) : (
          <AccessCodeLoading waiting={load.paused} />
        )}
      </section>
    );
  }

  const sub = editing ? (
    <EditAccessCodeForm
      accessCodeId={code.access_code_id}
      onBack={() => setEditing(null)}
      onSuccess={() => {
        const opened = editing;
        setEditing((current) => (current === opened ? null : current));
        notify(t.accessCodeUpdated, 'success');
      }}
      className={props.className}
      headingLevel={props.headingLevel}
    />
  ) : (
    deviceOpen &&
    renderRoute(
      { to: 'device', deviceId: code.device_id },
      routeProps(props, () => setDeviceOpen(false)),
    )
  );
  const openEdit = () => {
    focus.rememberOpener();
    setEditing({});
  };
  const openDevice = () => {
    focus.rememberOpener();
    setDeviceOpen(true);
  };

  const name = displayName(code, t.nameFallback);
  // Deleted already, still on the lock until it confirms: nothing to edit or delete again.
  const removing = isRemovingCode(code);
  const pin = textOf(code.code);
  const onDelete = () =>
    remove.mutate(
      { access_code_id: code.access_code_id, device_id: code.device_id },
      {
        onSuccess: () => {
          setDeleted(true);
          props.onDeleted?.();
        },
        // As in the table: the dialog closes (focus back on Delete, which tries again) and the
        // failure is an error snackbar, said by the assertive region (the modal dialog would
        // keep a message outside it from being read).
        onError: () => {
          setConfirming(false);
          notify(t.deleteFailed, 'error');
        },
      },
    );

  return (
    <>
      <ScreenStack focus={focus} sub={sub}>
        <section className={root}>
          <ContentHeader title={t.detailsTitle} name={name} onBack={props.onBack} />
          <div className="pl-ac-summary">
            <span className="pl-ac-row-icon">
              <KeypadIcon />
            </span>
            <div>
              <p className="pl-ac-summary-name">{name}</p>
              <p className="pl-ac-summary-code">
                <span className="pl-ac-code">{pin}</span>
                {/* A code whose PIN is not set yet has nothing to copy. */}
                {pin && (
                  <IconButton
                    label={t.copyCodeLabel(name)}
                    onClick={async () => {
                      // Emptied first, so a second copy is said again.
                      setCopyNote('');
                      setCopyNote((await copyText(pin)) ? t.codeCopied : t.copyFailed);
                    }}
                  >
                    <CopyIcon />
                  </IconButton>
                )}
                {/* In the page before anything is said in it, so 'Code copied' is announced. */}
                <span aria-live="polite" className="pl-ac-hint">
                  {copyNote}
                </span>
              </p>
              <p className="pl-ac-status">
                {removing ? t.removing : statusLine(t, accessCodeTiming(code, now), { locale })}
              </p>
            </div>
          </div>
          <IssueAlerts
            className="pl-ac-alerts"
            errors={visibleErrors(code, props)}
            warnings={visibleWarnings(code, props)}
            moreLabel={t.moreIssues}
          />
          <AccessCodeDeviceBar
            deviceId={code.device_id}
            disableLockUnlock={props.disableLockUnlock ?? false}
            onDeviceClick={props.onDeviceClick ?? openDevice}
          />
          <div className="pl-ac-actions">
            {!props.disableEditAccessCode && !removing && (
              <Button onClick={props.onEdit ?? openEdit}>{t.edit}</Button>
            )}
            {/* Stays while the dialog is open: Cancel and Escape give focus back to it. */}
            {!props.disableDeleteAccessCode && !removing && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t.delete}
              </Button>
            )}
          </div>
          {confirming && (
            <DeleteConfirmation
              subject={name}
              busy={remove.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={onDelete}
            />
          )}
          <dl className="pl-ac-fields">
            {!props.disableResourceIds && (
              <div>
                <dt>{t.idLabel}</dt>
                <dd className="pl-ac-id">{code.access_code_id}</dd>
              </div>
            )}
            <div>
              <dt>{t.createdLabel}</dt>
              <dd>{dateText(t, code.created_at, locale, formatDate)}</dd>
            </div>
            <div>
              <dt>{t.timingLabel}</dt>
              <Timing code={code} />
            </div>
          </dl>
        </section>
      </ScreenStack>
      {/* Not NoticeSnackbar: the deleted state above puts a SnackbarRegion at this place in the
          tree, and only the same component type there lets React keep the region. */}
      <SnackbarRegion>
        {notice && (
          <Snackbar
            key={notice.id}
            message={notice.message}
            variant={notice.variant}
            onClose={() => dismiss(notice.id)}
          />
        )}
      </SnackbarRegion>
    </>
  );
}
