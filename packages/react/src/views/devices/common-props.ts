import type { DeviceIssue } from '../../ui/device-issues.js';
import type { HeadingLevel } from '../../ui/Heading.js';
import type { OpenedTableClickProps } from '../../ui/navigation.js';

/** Props every device view takes, named as in `@seamapi/react` so hosts can switch. */
export interface DeviceViewCommonProps extends OpenedTableClickProps {
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  /** Keeps only the errors that return true (alerts, icons, issue chips). */
  errorFilter?: ((error: DeviceIssue) => boolean) | undefined;
  /** Keeps only the warnings that return true. */
  warningFilter?: ((warning: DeviceIssue) => boolean) | undefined;
  /** Hides the Lock/Unlock button of a lock, here and in the screens this view opens. */
  disableLockUnlock?: boolean | undefined;
  /** Hides resource ids (a device's Device ID row), here and in the screens this view opens. */
  disableResourceIds?: boolean | undefined;
  /** Hides the add button of a lock's access code table opened from this view. */
  disableCreateAccessCode?: boolean | undefined;
  /** Hides Edit code in a lock's access code table and code details opened from this view. */
  disableEditAccessCode?: boolean | undefined;
  /** Hides Delete code in a lock's access code table and code details opened from this view. */
  disableDeleteAccessCode?: boolean | undefined;
  /** Hides a thermostat's Scheduled climates row and Default settings. */
  disableClimateSettingSchedules?: boolean | undefined;
  /** Hides the search box of the device table and of the tables opened from this view. */
  disableSearch?: boolean | undefined;
  /**
   * Called when a thermostat's Scheduled climates row is clicked, with its device id. Any handler
   * fits (a `void` one too); returning exactly `false` keeps the view from opening the schedules.
   */
  onClimateSettingSchedulesClick?: ((deviceId: string) => unknown) | undefined;
  /** Never open the built-in schedule table from a thermostat: the host handles the click. */
  preventDefaultOnClimateSettingSchedulesClick?: boolean | undefined;
  /** Level of the view's title heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}
