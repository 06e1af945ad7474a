import { useMemo } from 'react';
import {
  useCreateAccessCode,
  wasAccessCodeRecovered,
} from '../../../hooks/access-codes/use-create-access-code.js';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useAwaitingData } from '../../../hooks/use-awaiting-data.js';
import { useLoadFailure } from '../../../hooks/use-load-failure.js';
import { useViewTelemetry } from '../../../hooks/use-view-telemetry.js';
import { ViewShell } from '../../../ui/ViewShell.js';
import type { AccessCodeCommonProps } from '../common-props.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeForm } from './AccessCodeForm.js';
import { AccessCodeFormLoading } from './AccessCodeFormLoading.js';
import type { AccessCodeFormValues } from './access-code-form-values.js';
import { formValuesOf, toCreateParams } from './submission.js';

/** Props of {@link CreateAccessCodeForm}. */
export interface CreateAccessCodeFormProps extends AccessCodeCommonProps {
  /**
   * The lock the new code is created on; its supported code lengths set the code's hint and check.
   */
  deviceId: string;
  /**
   * Called with the new code's id once it is saved; `recovered` is true when the connection was
   * lost after sending and a re-read found the code on the lock.
   */
  onSuccess?: ((accessCodeId: string, details: { recovered: boolean }) => void) | undefined;
}

/** Adds an access code to a lock: ongoing by default, or from now until the same time tomorrow. */
export function CreateAccessCodeForm(props: CreateAccessCodeFormProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack} resetKeys={[props.deviceId]}>
      <CreateAccessCodeFormContent {...props} />
    </ViewShell>
  );
}

function CreateAccessCodeFormContent(props: CreateAccessCodeFormProps) {
  useViewTelemetry('CreateAccessCodeForm');
  const t = useAccessCodesMessages();
  const deviceQuery = useDevice({ device_id: props.deviceId });
  const device = deviceQuery.data;
  const create = useCreateAccessCode();
  const deviceLoading = useAwaitingData(deviceQuery);
  // The exchange waiting offline, or the lock's read paused offline: said beside the spinner.
  const deviceWaits = useLoadFailure(deviceQuery).paused;
  // No name, PIN or window: ongoing, with the default window should it become time-bound.
  const initialValues = useMemo(() => formValuesOf({ access_code_id: '' }), []);

  // A device that failed to load still lets the person add a code: the name falls back. While
  // the session is still coming, the form waits, so nothing typed is lost to a later spinner.
  if (deviceLoading)
    return <AccessCodeFormLoading waiting={deviceWaits} className={props.className} />;

  const onSave = async (values: AccessCodeFormValues) => {
    const accessCode = await create.mutateAsync(toCreateParams(props.deviceId, values));
    props.onSuccess?.(accessCode.access_code_id, { recovered: wasAccessCodeRecovered(accessCode) });
  };

  return (
    <AccessCodeForm
      title={t.addTitle}
      className={props.className}
      deviceId={props.deviceId}
      device={device}
      initialValues={initialValues}
      nameOnly={false}
      onSave={onSave}
      onBack={props.onBack}
    />
  );
}
