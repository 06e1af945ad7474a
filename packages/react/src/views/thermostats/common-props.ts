import type { HeadingLevel } from '../../ui/Heading.js';

/** Props of the thermostat details, named as the other device views' so hosts can pass them on. */
export interface ThermostatCommonProps {
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  disableResourceIds?: boolean | undefined;
  /** Hides the Scheduled climates row and the Default settings. */
  disableClimateSettingSchedules?: boolean | undefined;
  disableLockUnlock?: boolean | undefined;
  disableCreateAccessCode?: boolean | undefined;
  disableEditAccessCode?: boolean | undefined;
  disableDeleteAccessCode?: boolean | undefined;
  disableSearch?: boolean | undefined;
  /**
   * Called when the Scheduled climates row is clicked, with the thermostat's id; return `false`
   * to keep the view from opening its schedule table.
   */
  onClimateSettingSchedulesClick?: ((deviceId: string) => boolean | undefined) | undefined;
  /** Never open the built-in schedule table: the host handles the click. */
  preventDefaultOnClimateSettingSchedulesClick?: boolean | undefined;
  /**
   * Called when an access code is clicked in an access code table this view opens (a lock's
   * codes), with its id; return `false` to keep the view from opening the code's details.
   */
  onAccessCodeClick?: ((accessCodeId: string) => unknown) | undefined;
  /** Never open a code's details from an access code table this view opens. */
  preventDefaultOnAccessCodeClick?: boolean | undefined;
  /**
   * Called when a schedule is clicked in a schedule table this view opens (a thermostat's), with
   * its id; return `false` to keep the view from opening the schedule's details.
   */
  onClimateSettingScheduleClick?:
    | ((climateSettingScheduleId: string) => boolean | undefined)
    | undefined;
  /** Never open a schedule's details from a schedule table this view opens. */
  preventDefaultOnClimateSettingScheduleClick?: boolean | undefined;
  /** Level of the view's title heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}
