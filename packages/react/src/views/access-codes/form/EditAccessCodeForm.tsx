import { useRef } from 'react';
import { isCodeGone, isRemovingCode } from '../../../hooks/access-codes/access-code-queries.js';
import { useAccessCode } from '../../../hooks/access-codes/use-access-code.js';
import { useUpdateAccessCode } from '../../../hooks/access-codes/use-update-access-code.js';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useAwaitingData } from '../../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../../hooks/use-view-telemetry.js';
import { Button } from '../../../ui/Button.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { cx } from '../../../ui/cx.js';
import { useFailureThroughRetry } from '../../../ui/use-failure-through-retry.js';
import { ViewShell } from '../../../ui/ViewShell.js';
import { AccessCodeLoadFailure } from '../AccessCodeLoadFailure.js';
import type { AccessCodeCommonProps } from '../common-props.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeForm } from './AccessCodeForm.js';
import { AccessCodeFormLoading } from './AccessCodeFormLoading.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { changesNothing, formValuesOf, isNameOnly, toUpdateParams } from './submission.js';

/** Props of {@link EditAccessCodeForm}. */
export interface EditAccessCodeFormProps extends AccessCodeCommonProps {
  /** The access code to edit (`access_code_id`). */
  accessCodeId: string;
  /** Called with the code's id once it is saved. */
  onSuccess?: ((accessCodeId: string) => void) | undefined;
}

/** Edits an access code; an offline time-bound code can only be renamed. */
export function EditAccessCodeForm(props: EditAccessCodeFormProps) {
  return (
    <ViewShell
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      resetKeys={[props.accessCodeId]}
    >
      <EditAccessCodeFormContent {...props} />
    </ViewShell>
  );
}

function EditAccessCodeFormContent(props: EditAccessCodeFormProps) {
  useViewTelemetry('EditAccessCodeForm');
  const t = useAccessCodesMessages();
  const query = useAccessCode({ access_code_id: props.accessCodeId });
  const { data: accessCode } = query;
  const load = useLoadFailure(query);
  // As the details screens: the failure and its busy 'Try again' (so focus) stay through the
  // retry, which is where a retry paused offline says it waits.
  const failure = useFailureThroughRetry(load.failed, useAwaitingData(query));
  const device = useDevice({ device_id: accessCode?.device_id });
  const update = useUpdateAccessCode();
  // A cached copy too old to trust (a list read minutes ago) is read again as the form opens. The
  // form copies the code once, so it waits for that answer: started from the old copy, it would
  // show and save back what the server no longer holds. Only the read under way at opening
  // counts: a later refetch (the tab regaining focus) must not take away what was typed.
  const readingOnOpen = useRef(query.isFetching);
  if (query.isFetchedAfterMount || !query.isFetching) readingOnOpen.current = false;
  // The code as the form opened on it. A delete elsewhere drops the cached code and the read that
  // follows may fail (404): the form stays, with what was typed, rather than a spinner or a
  // load failure in its place.
  const opened = useRef<typeof accessCode>(undefined);
  if (opened.current?.access_code_id !== props.accessCodeId) opened.current = undefined;
  const code = accessCode ?? opened.current;

  const deviceLoading = useAwaitingData(device);
  const deviceWaits = useLoadFailure(device).paused;
  if (!opened.current && isRemovingCode(accessCode)) {
    // Deleted already, still on the lock until it confirms: an edit could only fail.
    return (
      <section className={cx('pl-access-codes', 'pl-ac-form', props.className)}>
        <ContentHeader title={t.editTitle} onBack={props.onBack} />
        <div className="pl-ac-form-body">
          <p className="pl-ac-hint">
            {isCodeGone(query.error) ? t.accessCodeDeleted : t.editRemoving}
          </p>
          {props.onBack && (
            <div className="pl-ac-actions">
              <Button onClick={props.onBack}>{t.cancel}</Button>
            </div>
          )}
        </div>
      </section>
    );
  }
  if (failure.shown && !code) {
    return (
      <section className={cx('pl-access-codes', props.className)}>
        <ContentHeader title={t.editTitle} onBack={props.onBack} />
        <AccessCodeLoadFailure
          onRetry={load.retry}
          busy={!load.failed}
          waiting={!load.failed && load.paused}
          failureCount={failure.count}
        />
      </section>
    );
  }
  if (!code || (!opened.current && (deviceLoading || readingOnOpen.current))) {
    // A first load paused offline (a paused retry says it in the failure above), or the lock's
    // read paused offline while the code is there.
    return (
      <AccessCodeFormLoading
        waiting={code ? deviceLoading && deviceWaits : load.paused}
        className={props.className}
      />
    );
  }
  opened.current ??= code;

  // A failed save reads the code again (the update hook invalidates it), so a save refused
  // because the code was deleted meanwhile ends here rather than in a 'try again' that cannot work.
  const closedReason = isCodeGone(query.error)
    ? t.saveClosedDeleted
    : isRemovingCode(accessCode)
      ? t.saveClosedRemoving
      : undefined;
  const nameOnly = isNameOnly(code);
  const onSave = async (values: AccessCodeFormValues) => {
    const params = toUpdateParams(code, values, nameOnly);
    if (!changesNothing(code, params)) await update.mutateAsync(params);
    props.onSuccess?.(code.access_code_id);
  };

  return (
    <AccessCodeForm
      // A different code starts a fresh form; the same code keeps what the user typed.
      key={code.access_code_id}
      title={t.editTitle}
      className={props.className}
      deviceId={code.device_id}
      device={device.data}
      initialValues={formValuesOf(code)}
      nameOnly={nameOnly}
      saved={code}
      onSave={onSave}
      onBack={props.onBack}
      closedReason={closedReason}
    />
  );
}
