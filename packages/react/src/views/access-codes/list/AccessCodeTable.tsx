import type { AccessCode } from '@porchlight/client';
import { useEffect, useRef, useState } from 'react';
import { useDevice } from '../../../hooks/devices/use-device.js';
import { useViewTelemetry } from '../../../hooks/use-view-telemetry.js';
import { cx } from '../../../ui/cx.js';
import { NoticeSnackbar } from '../../../ui/NoticeSnackbar.js';
import { opensOwnScreen } from '../../../ui/navigation.js';
import { useNotice } from '../../../ui/use-notice.js';
import { useSubScreenFocus } from '../../../ui/use-sub-screen-focus.js';
import { ViewShell } from '../../../ui/ViewShell.js';
import { deviceNameOf } from '../access-code-shape.js';
import type { AccessCodeCommonProps } from '../common-props.js';
import { AccessCodeDetails } from '../details/AccessCodeDetails.js';
import { CreateAccessCodeForm } from '../form/CreateAccessCodeForm.js';
import { EditAccessCodeForm } from '../form/EditAccessCodeForm.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { AccessCodeList, focusReplacement, type OpenedReplacement } from './AccessCodeList.js';

/** Props of {@link AccessCodeTable}; names follow `@seamapi/react` where it has them. */
export interface AccessCodeTableProps extends AccessCodeCommonProps {
  /** The lock whose codes are listed. */
  deviceId: string;
  /** Hides the search box. */
  disableSearch?: boolean | undefined;
  /** Replaces the default search (trimmed, case-insensitive name or code); gets the raw text. */
  accessCodeFilter?: ((accessCode: AccessCode, searchInputValue: string) => boolean) | undefined;
  /** Replaces the default order (created_at ascending). */
  accessCodeComparator?: ((a: AccessCode, b: AccessCode) => number) | undefined;
  /**
   * Called when a code is opened (row or 'View code details'). Any handler fits (a `void` one as
   * in `@seamapi/react` too); returning exactly `false` keeps the table from opening its own
   * details view for this click.
   */
  onAccessCodeClick?: ((accessCodeId: string) => unknown) | undefined;
  /** Never open the built-in details view: the host handles every click. */
  preventDefaultOnAccessCodeClick?: boolean | undefined;
  /** Called by a code's 'Device details' instead of opening the device inside the table. */
  onDeviceClick?: ((deviceId: string) => void) | undefined;
  /**
   * Replaces the 'Access Codes' heading. `null` hides it (and its count) from view, as in
   * `@seamapi/react`; screen readers still get the default heading.
   * A blank one keeps the default.
   */
  heading?: string | null | undefined;
}

type Screen =
  | { name: 'list' }
  | { name: 'details'; accessCodeId: string }
  | { name: 'create' }
  | { name: 'edit'; accessCodeId: string };

/**
 * A lock's access codes with search, issue filter and actions. Details, create and edit views open
 * inside the component; their back buttons return to the list.
 */
export function AccessCodeTable(props: AccessCodeTableProps) {
  return (
    <ViewShell headingLevel={props.headingLevel} onBack={props.onBack} resetKeys={[props.deviceId]}>
      <AccessCodeTableContent {...props} />
    </ViewShell>
  );
}

function AccessCodeTableContent(props: AccessCodeTableProps) {
  useViewTelemetry('AccessCodeTable');
  const t = useAccessCodesMessages();
  const { deviceId } = props;
  const { data: device } = useDevice({ device_id: deviceId });
  const [screen, setScreen] = useState<Screen>({ name: 'list' });
  const { notice, notify, dismiss } = useNotice();
  const toList = () => setScreen({ name: 'list' });
  // A save that lands after the person left its form (Cancel while saving, then another screen)
  // must not close the screen they went on to, nor lose what they typed there.
  const toListFrom = (from: Screen) =>
    setScreen((current) => (current === from ? { name: 'list' } : current));
  // Not className: the table's own section carries it.
  const common = {
    errorFilter: props.errorFilter,
    warningFilter: props.warningFilter,
    disableLockUnlock: props.disableLockUnlock,
    disableResourceIds: props.disableResourceIds,
    headingLevel: props.headingLevel,
  };

  const focus = useSubScreenFocus(screen.name === 'list' ? null : screen.name);
  // A code deleted from its details lands focus as a delete from its row menu does: on the row
  // that took its place (or the one above), else on 'Add access code'; its own row, where Back
  // would return, is gone. Declared after useSubScreenFocus, so this runs after its effect.
  const replacementOfOpened = useRef<OpenedReplacement | null>(null);
  const deletedFromDetails = useRef<string | null>(null);
  useEffect(() => {
    const deleted = deletedFromDetails.current;
    if (screen.name !== 'list' || deleted === null) return;
    deletedFromDetails.current = null;
    const main = focus.main.current;
    const replacement = replacementOfOpened.current;
    const next = replacement?.accessCodeId === deleted ? replacement.next : null;
    focusReplacement(main, next);
  }, [screen, focus.main]);
  // Every way off the list notes where focus was, so Back can return there.
  const leaveList = (next: Screen) => {
    if (screen.name === 'list') focus.rememberOpener();
    // The list's last message is about the list: it does not follow the person to another screen.
    dismiss();
    setScreen(next);
  };
  const open = (accessCodeId: string) => {
    const { onAccessCodeClick, preventDefaultOnAccessCodeClick } = props;
    if (!opensOwnScreen(onAccessCodeClick, accessCodeId, preventDefaultOnAccessCodeClick)) return;
    leaveList({ name: 'details', accessCodeId });
  };

  const subScreen = (() => {
    switch (screen.name) {
      case 'details':
        return (
          <AccessCodeDetails
            {...common}
            accessCodeId={screen.accessCodeId}
            onBack={toList}
            // No onEdit: the details open the edit form over themselves, so its Back returns
            // focus to their Edit button.
            disableDeleteAccessCode={props.disableDeleteAccessCode}
            disableCreateAccessCode={props.disableCreateAccessCode}
            disableEditAccessCode={props.disableEditAccessCode}
            onDeviceClick={props.onDeviceClick}
            onDeleted={() => {
              deletedFromDetails.current = screen.accessCodeId;
              notify(t.accessCodeDeleted, 'success');
              toList();
            }}
          />
        );
      case 'create':
        return (
          <CreateAccessCodeForm
            {...common}
            deviceId={deviceId}
            onBack={toList}
            onSuccess={(_id, { recovered }) => {
              notify(recovered ? t.accessCodeCreatedRecovered : t.accessCodeCreated, 'success');
              toListFrom(screen);
            }}
          />
        );
      case 'edit':
        return (
          <EditAccessCodeForm
            {...common}
            accessCodeId={screen.accessCodeId}
            onBack={toList}
            onSuccess={() => {
              notify(t.accessCodeUpdated, 'success');
              toListFrom(screen);
            }}
          />
        );
      default:
        return null;
    }
  })();

  // The list stays mounted (hidden) under a sub-screen, so Back finds the search text, the issue
  // filter, the scroll position and the row that was opened just as they were.
  return (
    <section className={cx('pl-access-codes', props.className)}>
      <div ref={focus.main} hidden={subScreen !== null} className="pl-view-screen">
        <AccessCodeList<AccessCode>
          {...props}
          deviceName={deviceNameOf(device, t.deviceFallback)}
          onOpen={open}
          onCreate={props.disableCreateAccessCode ? undefined : () => leaveList({ name: 'create' })}
          onEdit={
            props.disableEditAccessCode
              ? undefined
              : (accessCodeId) => leaveList({ name: 'edit', accessCodeId })
          }
          canDelete={!props.disableDeleteAccessCode}
          onNotify={notify}
          openedAccessCodeId={screen.name === 'details' ? screen.accessCodeId : undefined}
          replacementOfOpened={replacementOfOpened}
        />
      </div>
      {subScreen && (
        <div ref={focus.sub} className="pl-view-screen">
          {subScreen}
        </div>
      )}
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </section>
  );
}
