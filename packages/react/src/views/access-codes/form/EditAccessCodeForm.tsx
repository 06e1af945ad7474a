import { useRef } from 'react';
import { useAccessCode } from '../../../hooks/access-codes/use-access-code.js';
import { useUpdateAccessCode } from '../../../hooks/access-codes/use-update-access-code.js';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useAwaitingData } from '../../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../../hooks/use-view-telemetry.js';
import { ContentHeader } from '../../../ui/ContentHeader.js';
import { cx } from '../../../ui/cx.js';
import { Spinner } from '../../../ui/Spinner.js';
import { ViewShell } from '../../../ui/ViewShell.js';
import { AccessCodeLoadFailure } from '../AccessCodeLoadFailure.js';
import { type AccessCodeLike, deviceNameOf, textOf } from '../access-code-shape.js';
import { isTimeBound } from '../access-code-status.js';
import type { AccessCodeCommonProps } from '../common-props.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeForm } from './AccessCodeForm.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { normalizeCodeLengths } from './code-length.js';
import { changesNothing, isNameOnly, toUpdateParams } from './submission.js';
import { localTimeZone } from './time-zone.js';
import { timingWindowOf } from './timing-window.js';

/** Props of {@link EditAccessCodeForm}. */
export interface EditAccessCodeFormProps extends AccessCodeCommonProps {
  accessCodeId: string;
  /** Called with the code's id once it is saved. */
  onSuccess?: ((accessCodeId: string) => void) | undefined;
}

function initialValuesOf(code: AccessCodeLike): AccessCodeFormValues {
  const timeZone = localTimeZone();
  return {
    name: textOf(code.name),
    code: textOf(code.code),
    type: isTimeBound(code) ? 'time_bound' : 'ongoing',
    timeZone,
    ...timingWindowOf(code, new Date(), timeZone),
  };
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
  const device = useDevice({ device_id: accessCode?.device_id });
  const update = useUpdateAccessCode();
  // A cached copy too old to trust (a list read minutes ago) is read again as the form opens. The
  // form copies the code once, so it waits for that answer: started from the old copy, it would
  // show and save back what the server no longer holds. Only the read under way at opening
  // counts: a later refetch (the tab regaining focus) must not take away what was typed.
  const readingOnOpen = useRef(query.isFetching);
  if (query.isFetchedAfterMount || !query.isFetching) readingOnOpen.current = false;

  const deviceLoading = useAwaitingData(device);
  if (load.failed && !accessCode) {
    return (
      <section className={cx('pl-access-codes', props.className)}>
        <ContentHeader title={t.editTitle} onBack={props.onBack} />
        <AccessCodeLoadFailure onRetry={load.retry} />
      </section>
    );
  }
  if (!accessCode || deviceLoading || readingOnOpen.current) {
    return (
      <p className="pl-access-codes pl-ac-loading">
        <Spinner label={t.loadingAccessCode} />
      </p>
    );
  }

  const nameOnly = isNameOnly(accessCode);
  const onSave = async (values: AccessCodeFormValues) => {
    const params = toUpdateParams(accessCode, values, nameOnly);
    if (!changesNothing(accessCode, params)) await update.mutateAsync(params);
    props.onSuccess?.(accessCode.access_code_id);
  };

  return (
    <AccessCodeForm
      // A different code starts a fresh form; the same code keeps what the user typed.
      key={accessCode.access_code_id}
      title={t.editTitle}
      className={props.className}
      deviceId={accessCode.device_id}
      deviceName={deviceNameOf(device.data, t.deviceFallback)}
      codeLengths={normalizeCodeLengths(device.data?.properties?.supported_code_lengths)}
      initialValues={initialValuesOf(accessCode)}
      nameOnly={nameOnly}
      saved={accessCode}
      onSave={onSave}
      onBack={props.onBack}
    />
  );
}
