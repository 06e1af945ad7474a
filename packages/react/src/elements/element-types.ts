/*
 * The elements' DOM types, written out by shape instead of derived from the views' props: the
 * views' declarations import React's types, which a Vue or Angular host does not have.
 * `registry.ts` checks every property here against its view's props, so the two cannot drift.
 *
 * Each property reads back what was last written (attribute or property): `undefined` until then;
 * `null` and `undefined` unset it.
 */
import type { AccessCode, Device } from '@porchlight/client';
import type { PorchlightMessagesOverride } from '../messages/index.js';
import type { DeviceIssue } from '../ui/device-issues.js';
import type { AccessCodeIssue } from '../views/access-codes/access-code-shape.js';

/** The provider's properties, which every element takes (`nonce` is the element's own). */
export interface PorchlightProviderProperties {
  /** A publishable key (`seam_pk…`), exchanged for a client session with the user identifier key. */
  publishableKey: string | null | undefined;
  /** Identifies the end user of a publishable key; never an e-mail address. */
  userIdentifierKey: string | null | undefined;
  /** A client session token (`seam_cst…`), instead of a publishable key. */
  clientSessionToken: string | null | undefined;
  /** API endpoint; defaults to the provider's connect host. */
  endpoint: string | null | undefined;
  /** Colour theme; `system` follows the person's OS setting. */
  theme: 'light' | 'dark' | 'system' | null | undefined;
  /** Level of the view's top heading (default 2). */
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6 | null | undefined;
  /** BCP 47 language tag dates are formatted in (default: the browser's language). */
  locale: string | null | undefined;
  /** Do not inject the stylesheet (link `@porchlight/react/index.css` instead). */
  disableCssInjection: boolean | null | undefined;
  /** Do not inject the web font. */
  disableFontInjection: boolean | null | undefined;
  /** Send no telemetry. */
  disableTelemetry: boolean | null | undefined;
  /** Inject the unminified stylesheet (debugging). */
  unminifiedCss: boolean | null | undefined;
  /** `@seamapi/react`'s spelling of {@link PorchlightProviderProperties.unminifiedCss}. */
  unminifiyCss: boolean | null | undefined;
  /** Where the versioned stylesheet is served from. */
  cssBaseUrl: string | null | undefined;
  /** The web font stylesheet URL. */
  fontUrl: string | null | undefined;
  /** Overrides for any user-facing string (property only). */
  messages: PorchlightMessagesOverride | null | undefined;
}

/** Flags of the device views (device table and details, thermostat details). */
export interface PorchlightDeviceFlagProperties {
  /** Hides the Lock/Unlock button of a lock, here and in the screens this view opens. */
  disableLockUnlock: boolean | null | undefined;
  /** Hides resource ids (a device's Device ID row), here and in the screens this view opens. */
  disableResourceIds: boolean | null | undefined;
  /** Hides the add button of a lock's access code table opened from this view. */
  disableCreateAccessCode: boolean | null | undefined;
  /** Hides Edit code in a lock's access code table and code details opened from this view. */
  disableEditAccessCode: boolean | null | undefined;
  /** Hides Delete code in a lock's access code table and code details opened from this view. */
  disableDeleteAccessCode: boolean | null | undefined;
  /** Hides a thermostat's Scheduled climates row and Default settings. */
  disableClimateSettingSchedules: boolean | null | undefined;
  /** Hides the search box of the device table and of the tables opened from this view. */
  disableSearch: boolean | null | undefined;
  /** Shows a back button that calls this (property only). */
  onBack: (() => void) | null | undefined;
}

/** The issue filters of the device table, device details and thermostat details (property only). */
export interface PorchlightDeviceIssueFilterProperties {
  /** Keeps only the errors that return true (alerts, icons, issue chips). */
  errorFilter: ((error: DeviceIssue) => boolean) | null | undefined;
  /** Keeps only the warnings that return true. */
  warningFilter: ((warning: DeviceIssue) => boolean) | null | undefined;
}

/** What a device view passes on to the access code and schedule tables it opens. */
export interface PorchlightOpenedTableProperties {
  /** Never open a code's details from a lock's code table: the host handles the click event. */
  preventDefaultOnAccessCodeClick: boolean | null | undefined;
  /** Never open a schedule's details from a thermostat's schedule table. */
  preventDefaultOnClimateSettingScheduleClick: boolean | null | undefined;
  /** Never open a thermostat's schedule table from its Scheduled climates row. */
  preventDefaultOnClimateSettingSchedulesClick: boolean | null | undefined;
}

/** Flags of the access code views (table, details and forms). */
export interface PorchlightAccessCodeFlagProperties {
  /** Hides the access code table's add button. */
  disableCreateAccessCode: boolean | null | undefined;
  /** Hides Edit code in the table's row menu and the Edit button of a code's details. */
  disableEditAccessCode: boolean | null | undefined;
  /** Hides Delete code in the table's row menu and the Delete button of a code's details. */
  disableDeleteAccessCode: boolean | null | undefined;
  /** Hides the Lock/Unlock button in the device bar of a code's details. */
  disableLockUnlock: boolean | null | undefined;
  /** Hides resource ids such as the access code id. */
  disableResourceIds: boolean | null | undefined;
  /** Keeps only the errors that return true (property only). */
  errorFilter: ((error: AccessCodeIssue) => boolean) | null | undefined;
  /** Keeps only the warnings that return true (property only). */
  warningFilter: ((warning: AccessCodeIssue) => boolean) | null | undefined;
  /** Shows a back button that calls this (property only). */
  onBack: (() => void) | null | undefined;
}

/** Flags of the climate setting schedule views (table and details). */
export interface PorchlightClimateSettingScheduleFlagProperties {
  /** The unit of the set points shown. */
  temperatureUnit: 'fahrenheit' | 'celsius' | null | undefined;
  /** No effect: the schedule views show no resource ids (one set of flags fits every view). */
  disableResourceIds: boolean | null | undefined;
  /** Hides the schedule table's search box. */
  disableSearch: boolean | null | undefined;
  /** Shows a back button that calls this (property only). */
  onBack: (() => void) | null | undefined;
}

/** `<porchlight-device-table>`'s own properties. */
export interface PorchlightDeviceTableProperties
  extends PorchlightDeviceFlagProperties,
    PorchlightDeviceIssueFilterProperties,
    PorchlightOpenedTableProperties {
  /** Only these devices (`device-ids="a,b"`). */
  deviceIds: string[] | null | undefined;
  /** Only devices of these connected accounts. */
  connectedAccountIds: string[] | null | undefined;
  /** Never open the built-in details: the host handles every `porchlight-device-click`. */
  preventDefaultOnDeviceClick: boolean | null | undefined;
  /** Replaces the title. */
  heading: string | null | undefined;
  /** Keeps only the devices that return true (property only). */
  deviceFilter: ((device: Device) => boolean) | null | undefined;
  /** Orders the devices (property only). */
  deviceComparator: ((a: Device, b: Device) => number) | null | undefined;
}

/** `<porchlight-device-details>`'s own properties. */
export interface PorchlightDeviceDetailsProperties
  extends PorchlightDeviceFlagProperties,
    PorchlightDeviceIssueFilterProperties,
    PorchlightOpenedTableProperties {
  /** Required. */
  deviceId: string | null | undefined;
}

/** `<porchlight-access-code-table>`'s own properties. */
export interface PorchlightAccessCodeTableProperties extends PorchlightAccessCodeFlagProperties {
  /** Required: the lock whose codes are listed. */
  deviceId: string | null | undefined;
  /** Hides the table's search box. */
  disableSearch: boolean | null | undefined;
  /** Never open the built-in details: the host handles every `porchlight-access-code-click`. */
  preventDefaultOnAccessCodeClick: boolean | null | undefined;
  /** Replaces the 'Access Codes' heading. */
  heading: string | null | undefined;
  /** Replaces the default search; gets the raw search text (property only). */
  accessCodeFilter:
    | ((accessCode: AccessCode, searchInputValue: string) => boolean)
    | null
    | undefined;
  /** Replaces the default order (property only). */
  accessCodeComparator: ((a: AccessCode, b: AccessCode) => number) | null | undefined;
  /** Called by a code's 'Device details' instead of opening the device inside (property only). */
  onDeviceClick: ((deviceId: string) => void) | null | undefined;
}

/** `<porchlight-access-code-details>`'s own properties. */
export interface PorchlightAccessCodeDetailsProperties extends PorchlightAccessCodeFlagProperties {
  /** Required. */
  accessCodeId: string | null | undefined;
  /** Called by the Edit button instead of opening the built-in form (property only). */
  onEdit: (() => void) | null | undefined;
  /** Called by 'Device details' instead of opening the device inside (property only). */
  onDeviceClick: ((deviceId: string) => void) | null | undefined;
}

/** `<porchlight-create-access-code-form>`'s own properties. */
export interface PorchlightCreateAccessCodeFormProperties
  extends PorchlightAccessCodeFlagProperties {
  /** Required: the lock the code is added to. */
  deviceId: string | null | undefined;
}

/** `<porchlight-edit-access-code-form>`'s own properties. */
export interface PorchlightEditAccessCodeFormProperties extends PorchlightAccessCodeFlagProperties {
  /** Required. */
  accessCodeId: string | null | undefined;
}

/** `<porchlight-climate-setting-schedule-table>`'s own properties. */
export interface PorchlightClimateSettingScheduleTableProperties
  extends PorchlightClimateSettingScheduleFlagProperties {
  /** One thermostat's schedules; without it, every thermostat's. */
  deviceId: string | null | undefined;
  /** Never open the built-in details: the host handles every schedule click event. */
  preventDefaultOnClimateSettingScheduleClick: boolean | null | undefined;
  /** Replaces the title. */
  heading: string | null | undefined;
}

/** `<porchlight-climate-setting-schedule-details>`'s own properties. */
export interface PorchlightClimateSettingScheduleDetailsProperties
  extends PorchlightClimateSettingScheduleFlagProperties {
  /** Required. */
  climateSettingScheduleId: string | null | undefined;
}

/** `<porchlight-thermostat-card>`'s own properties. */
export interface PorchlightThermostatCardProperties {
  /** Required. */
  deviceId: string | null | undefined;
}

/** `<porchlight-thermostat-details>`'s own properties. */
export interface PorchlightThermostatDetailsProperties
  extends PorchlightDeviceFlagProperties,
    PorchlightDeviceIssueFilterProperties {
  /** Required. */
  deviceId: string | null | undefined;
  /** Never open the schedule table from the Scheduled climates row. */
  preventDefaultOnClimateSettingSchedulesClick: boolean | null | undefined;
  /** Never open a schedule's details from the schedule table. */
  preventDefaultOnClimateSettingScheduleClick: boolean | null | undefined;
}

/** `<porchlight-supported-device-table>`'s own properties. */
export interface PorchlightSupportedDeviceTableProperties {
  /** Only these manufacturers, by id or display name (`manufacturers="Google Nest, August"`). */
  manufacturers: readonly string[] | null | undefined;
  /** Never these manufacturers, by id or display name. */
  excludedManufacturers: readonly string[] | null | undefined;
  /** Only models with every one of these features. */
  includeIf: readonly string[] | null | undefined;
  /** No model with any of these features. */
  excludeIf: readonly string[] | null | undefined;
  /** Hides the search box of the filter area. */
  disableSearch: boolean | null | undefined;
  /** Replaces the title. */
  heading: string | null | undefined;
  /** Shows a back button that calls this (property only). */
  onBack: (() => void) | null | undefined;
}

/** Any Porchlight element: an `HTMLElement` with the provider's properties. */
export interface PorchlightElement extends HTMLElement, PorchlightProviderProperties {}

/** `<porchlight-device-table>`. */
export interface PorchlightDeviceTableElement
  extends PorchlightElement,
    PorchlightDeviceTableProperties {}

/** `<porchlight-device-details>`. */
export interface PorchlightDeviceDetailsElement
  extends PorchlightElement,
    PorchlightDeviceDetailsProperties {}

/** `<porchlight-access-code-table>`. */
export interface PorchlightAccessCodeTableElement
  extends PorchlightElement,
    PorchlightAccessCodeTableProperties {}

/** `<porchlight-access-code-details>`. */
export interface PorchlightAccessCodeDetailsElement
  extends PorchlightElement,
    PorchlightAccessCodeDetailsProperties {}

/** `<porchlight-create-access-code-form>`. */
export interface PorchlightCreateAccessCodeFormElement
  extends PorchlightElement,
    PorchlightCreateAccessCodeFormProperties {}

/** `<porchlight-edit-access-code-form>`. */
export interface PorchlightEditAccessCodeFormElement
  extends PorchlightElement,
    PorchlightEditAccessCodeFormProperties {}

/** `<porchlight-climate-setting-schedule-table>`. */
export interface PorchlightClimateSettingScheduleTableElement
  extends PorchlightElement,
    PorchlightClimateSettingScheduleTableProperties {}

/** `<porchlight-climate-setting-schedule-details>`. */
export interface PorchlightClimateSettingScheduleDetailsElement
  extends PorchlightElement,
    PorchlightClimateSettingScheduleDetailsProperties {}

/** `<porchlight-thermostat-card>`. */
export interface PorchlightThermostatCardElement
  extends PorchlightElement,
    PorchlightThermostatCardProperties {}

/** `<porchlight-thermostat-details>`. */
export interface PorchlightThermostatDetailsElement
  extends PorchlightElement,
    PorchlightThermostatDetailsProperties {}

/** `<porchlight-supported-device-table>`. */
export interface PorchlightSupportedDeviceTableElement
  extends PorchlightElement,
    PorchlightSupportedDeviceTableProperties {}

/**
 * Every Porchlight element by tag. Merged into the DOM's `HTMLElementTagNameMap`, which types
 * `document.createElement('porchlight-device-table')`, `querySelector` and `querySelectorAll`.
 */
export interface PorchlightElementTagNameMap {
  /** The device table, with issue chips and search; opens a device's details. */
  'porchlight-device-table': PorchlightDeviceTableElement;
  /** A device: the lock details for a lock, the thermostat view for a thermostat. */
  'porchlight-device-details': PorchlightDeviceDetailsElement;
  /** A lock's access codes, with search, issue filter and add button. */
  'porchlight-access-code-table': PorchlightAccessCodeTableElement;
  /** One access code: its code, timing, alerts and device. */
  'porchlight-access-code-details': PorchlightAccessCodeDetailsElement;
  /** The form that adds an access code to a lock. */
  'porchlight-create-access-code-form': PorchlightCreateAccessCodeFormElement;
  /** The form that edits an access code. */
  'porchlight-edit-access-code-form': PorchlightEditAccessCodeFormElement;
  /** The climate setting schedules of a thermostat, or of all thermostats. */
  'porchlight-climate-setting-schedule-table': PorchlightClimateSettingScheduleTableElement;
  /** One climate setting schedule, with its 'Allow manual override' switch. */
  'porchlight-climate-setting-schedule-details': PorchlightClimateSettingScheduleDetailsElement;
  /** A thermostat at a glance: temperature, humidity, setting, fan mode. */
  'porchlight-thermostat-card': PorchlightThermostatCardElement;
  /** A thermostat's details and climate controls. */
  'porchlight-thermostat-details': PorchlightThermostatDetailsElement;
  /** The catalogue of supported device models, grouped by manufacturer. */
  'porchlight-supported-device-table': PorchlightSupportedDeviceTableElement;
}

declare global {
  interface HTMLElementTagNameMap extends PorchlightElementTagNameMap {}
}
