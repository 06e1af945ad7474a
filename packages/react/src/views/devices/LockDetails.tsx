import { type ReactNode, useState } from 'react';
import { isRemovingCode } from '../../hooks/access-codes/access-code-queries.js';
import { useAccessCodes } from '../../hooks/access-codes/use-access-codes.js';
import { useAnnouncedLockToggle } from '../../hooks/devices/use-announced-lock-toggle.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import { useMessages } from '../../messages/messages-context.js';
import { Button } from '../../ui/Button.js';
import { ContentHeader } from '../../ui/ContentHeader.js';
import { cx } from '../../ui/cx.js';
import { DeviceImage } from '../../ui/DeviceImage.js';
import { visibleIssues } from '../../ui/device-issues.js';
import { IssueAlerts } from '../../ui/IssueAlerts.js';
import { LiveRegion } from '../../ui/LiveRegion.js';
import { routeProps, useRouteRenderer } from '../../ui/navigation.js';
import { OpenListRow } from '../../ui/OpenListRow.js';
import { onlineStatus, unreachableLockReason } from '../../ui/online-status.js';
import { useLateOutcome } from '../../ui/outliving-notice.js';
import { ScreenStack } from '../../ui/ScreenStack.js';
import { Snackbar } from '../../ui/Snackbar.js';
import { SnackbarRegion } from '../../ui/SnackbarRegion.js';
import { useSubScreenFocus } from '../../ui/use-sub-screen-focus.js';
import { BatteryStatus } from './BatteryStatus.js';
import type { DeviceViewCommonProps } from './common-props.js';
import { DeviceStatus } from './DeviceStatus.js';
import { codeLength } from './device-status.js';
import type { DeviceView } from './device-view.js';

interface LockDetailsProps extends DeviceViewCommonProps {
  device: DeviceView;
}

/** A lock: status, power, model, alerts, its access codes, lock state with Lock/Unlock, code length. */
export function LockDetails(props: LockDetailsProps) {
  const [showCodes, setShowCodes] = useState(false);
  const focus = useSubScreenFocus(showCodes ? 'codes' : null);
  const renderRoute = useRouteRenderer();
  return (
    <ScreenStack
      focus={focus}
      sub={
        showCodes &&
        renderRoute(
          { to: 'access-codes', deviceId: props.device.deviceId },
          routeProps(props, () => setShowCodes(false)),
        )
      }
    >
      <LockSummary
        {...props}
        onOpenCodes={() => {
          focus.rememberOpener();
          setShowCodes(true);
        }}
      />
    </ScreenStack>
  );
}

function LockSummary(props: LockDetailsProps & { onOpenCodes(): void }) {
  const { devices: t, accessCodes: a } = useMessages();
  const { device } = props;
  const { errors, warnings } = visibleIssues(device, props);
  const model = [device.manufacturerName, device.modelName].filter(Boolean).join(' ');
  const length = codeLength(device.supportedCodeLengths);
  return (
    <section className={cx('pl-device-details', props.className)}>
      <ContentHeader
        title={t.deviceTitle}
        name={device.name ?? t.deviceNameFallback}
        onBack={props.onBack}
      />
      <div className="pl-device-details__body">
        <div className="pl-device-details__identity">
          <DeviceImage url={device.imageUrl} size={64} />
          <p className="pl-device-details__name">{device.name ?? t.deviceNameFallback}</p>
        </div>
        <dl className="pl-detail-list">
          <DetailRow label={t.statusLabel}>
            <DeviceStatus device={device} />
          </DetailRow>
          <DetailRow label={t.powerLabel}>
            <BatteryStatus battery={device.battery} />
          </DetailRow>
          {model && <DetailRow label={t.modelLabel}>{model}</DetailRow>}
        </dl>
        {/* A re-read (window focus, after Lock/Unlock) that brings an issue says it politely.
            Thousands of issues stop at 50 with 'and {n} more' (the access code details' words). */}
        <IssueAlerts
          className="pl-device-details__alerts"
          errors={errors}
          warnings={warnings}
          moreLabel={a.moreIssues}
        />
        <AccessCodesRow deviceId={device.deviceId} onOpen={props.onOpenCodes} />
        <dl className="pl-detail-list">
          <LockStatusRow {...props} />
          {length && (
            <DetailRow label={t.codeLengthLabel}>
              {length.kind === 'single'
                ? t.codeLengthSingle(length.length)
                : t.codeLengthRange(length.min, length.max)}
            </DetailRow>
          )}
          {!props.disableResourceIds && (
            <DetailRow label={t.deviceIdLabel}>
              <code className="pl-resource-id">{device.deviceId}</code>
            </DetailRow>
          )}
        </dl>
      </div>
    </section>
  );
}

function AccessCodesRow({ deviceId, onOpen }: { deviceId: string; onOpen(): void }) {
  const { devices: t, accessCodes: a } = useMessages();
  const codes = useAccessCodes({ device_id: deviceId });
  const load = useLoadFailure(codes);
  // As the table's heading: a deleted code the lock has yet to remove no longer counts.
  const count = Array.isArray(codes.data)
    ? codes.data.filter((code) => !isRemovingCode(code)).length
    : null;
  return (
    <OpenListRow
      className="pl-device-details__codes"
      label={count === null ? t.accessCodesRowLoading : t.accessCodesRow(count)}
      failure={count === null && load.failed ? a.loadFailed : null}
      onOpen={onOpen}
      retry={{
        onRetry: load.retry,
        loading: codes.isFetching,
        paused: codes.fetchStatus === 'paused',
      }}
    />
  );
}

function LockStatusRow({ device, disableLockUnlock }: LockDetailsProps) {
  const { devices: t } = useMessages();
  const reason = unreachableLockReason(onlineStatus(device), t);
  const toggle = useAnnouncedLockToggle(
    {
      deviceId: device.deviceId,
      locked: device.locked,
      name: device.name ?? t.deviceNameFallback,
      unreachable: reason,
    },
    t,
    useLateOutcome(),
  );
  if (device.locked === null) return null;
  const canToggle = device.capabilities.includes('lock') && !disableLockUnlock;
  return (
    <DetailRow label={t.lockStatusLabel}>
      <span className="pl-lock-status">
        <span>{device.locked ? t.locked : t.unlocked}</span>
        {canToggle && (
          // While pending, the optimistic state flips its name to the other action; its
          // description says what is under way ('Unlocking…').
          <Button size="small" {...toggle.buttonProps}>
            {device.locked ? t.unlock : t.lock}
          </Button>
        )}
        <LiveRegion id={toggle.statusId} message={toggle.announcement} />
      </span>
      {canToggle && reason && (
        <p id={toggle.reasonId} className="pl-lock-status__reason">
          {reason}
        </p>
      )}
      <SnackbarRegion>
        {toggle.failure && (
          <Snackbar variant="error" message={toggle.failure} onClose={toggle.dismissFailure} />
        )}
      </SnackbarRegion>
    </DetailRow>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pl-detail-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
