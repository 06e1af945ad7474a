import type { DeviceIssue } from '../../ui/device-issues.js';
import type { HeadingLevel } from '../../ui/Heading.js';
import type { OpenedTableClickProps } from '../../ui/navigation.js';

/** Props of the thermostat details, named as the other device views' so hosts can pass them on. */
export interface ThermostatCommonProps extends OpenedTableClickProps {
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  /** Keeps only the errors that return true (alerts, icons, issue chips). */
  errorFilter?: ((error: DeviceIssue) => boolean) | undefined;
  /** Keeps only the warnings that return true. */
  warningFilter?: ((warning: DeviceIssue) => boolean) | undefined;
  /** Hides the Device ID row of the thermostat's device details. */
  disableResourceIds?: boolean | undefined;
  /** Hides the Scheduled climates row and the Default settings. */
  disableClimateSettingSchedules?: boolean | undefined;
  /** No effect: a thermostat has no Lock/Unlock button (one set of flags fits every view). */
  disableLockUnlock?: boolean | undefined;
  /** No effect: a thermostat's screens have no access codes (one set of flags fits every view). */
  disableCreateAccessCode?: boolean | undefined;
  /** No effect: a thermostat's screens have no access codes (one set of flags fits every view). */
  disableEditAccessCode?: boolean | undefined;
  /** No effect: a thermostat's screens have no access codes (one set of flags fits every view). */
  disableDeleteAccessCode?: boolean | undefined;
  /** Hides the search box of the schedule table the Scheduled climates row opens. */
  disableSearch?: boolean | undefined;
  /**
   * Called when the Scheduled climates row is clicked, with the thermostat's id. Any handler fits
   * (a `void` one too); returning exactly `false` keeps the view from opening its schedule table.
   */
  onClimateSettingSchedulesClick?: ((deviceId: string) => unknown) | undefined;
  /** Never open the built-in schedule table: the host handles the click. */
  preventDefaultOnClimateSettingSchedulesClick?: boolean | undefined;
  /** Level of the view's title heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}
