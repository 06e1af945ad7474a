import { createContext, type ReactNode, useContext } from 'react';
import type { HeadingLevel } from '../provider/porchlight-context.js';
import type { DeviceIssueFilterProps } from './device-issues.js';

/**
 * A screen of another feature that a view can open inside itself (a lock's access codes, a code's
 * device, a thermostat's schedules). Feature views name the screen; `views/navigation.tsx` is the
 * one module that knows which component draws it, so no feature imports another.
 */
export type Route =
  | { to: 'device'; deviceId: string }
  | { to: 'access-codes'; deviceId: string }
  // The device details' filters go on to the thermostat they show; no other screen takes them
  // (the access code views filter the codes' own issues).
  | ({ to: 'thermostat'; deviceId: string } & DeviceIssueFilterProps)
  | { to: 'climate-setting-schedules'; deviceId: string };

/** The host's click callbacks for rows of the code and schedule tables a details view opens. */
export interface OpenedTableClickProps {
  /**
   * Called when an access code is clicked in an access code table this view opens (a lock's
   * codes), with its id. Any handler fits (a `void` one too); returning exactly `false` keeps the
   * view from opening the code's details.
   */
  onAccessCodeClick?: ((accessCodeId: string) => unknown) | undefined;
  /** Never open a code's details from an access code table this view opens. */
  preventDefaultOnAccessCodeClick?: boolean | undefined;
  /**
   * Called when a schedule is clicked in a schedule table this view opens (a thermostat's), with
   * its id. Any handler fits (a `void` one too); returning exactly `false` keeps the view from
   * opening the schedule's details.
   */
  onClimateSettingScheduleClick?: ((climateSettingScheduleId: string) => unknown) | undefined;
  /** Never open a schedule's details from a schedule table this view opens. */
  preventDefaultOnClimateSettingScheduleClick?: boolean | undefined;
}

/** The host's flags and layout props a view passes on to the screens it opens. */
export interface RouteProps extends OpenedTableClickProps {
  className?: string | undefined;
  headingLevel?: HeadingLevel | undefined;
  disableLockUnlock?: boolean | undefined;
  disableResourceIds?: boolean | undefined;
  disableCreateAccessCode?: boolean | undefined;
  disableEditAccessCode?: boolean | undefined;
  disableDeleteAccessCode?: boolean | undefined;
  disableClimateSettingSchedules?: boolean | undefined;
  disableSearch?: boolean | undefined;
  /** The host's callback for a thermostat's Scheduled climates row; `false` keeps it closed. */
  onClimateSettingSchedulesClick?: ((deviceId: string) => unknown) | undefined;
  preventDefaultOnClimateSettingSchedulesClick?: boolean | undefined;
  /** Returns to the screen that opened this one; none when the host offered no way back. */
  onBack?: (() => void) | undefined;
}

/** Draws a {@link Route}; provided by `views/navigation.tsx` around every public view. */
export type RouteRenderer = (route: Route, props: RouteProps) => ReactNode;

export const RouteRendererContext = createContext<RouteRenderer | null>(null);

/** The renderer of cross-feature screens; throws with the fix when a view is used unwired. */
export function useRouteRenderer(): RouteRenderer {
  const render = useContext(RouteRendererContext);
  if (!render) {
    throw new Error(
      'A Porchlight view opened a screen of another feature without navigation: import the views from "@porchlight/react", whose exports are wired to each other.',
    );
  }
  return render;
}

/** Picks the {@link RouteProps} a view passes on, so host flags survive every hop. */
export function routeProps(
  props: Omit<RouteProps, 'onBack'>,
  onBack: (() => void) | undefined,
): RouteProps {
  return {
    className: props.className,
    headingLevel: props.headingLevel,
    disableLockUnlock: props.disableLockUnlock,
    disableResourceIds: props.disableResourceIds,
    disableCreateAccessCode: props.disableCreateAccessCode,
    disableEditAccessCode: props.disableEditAccessCode,
    disableDeleteAccessCode: props.disableDeleteAccessCode,
    disableClimateSettingSchedules: props.disableClimateSettingSchedules,
    disableSearch: props.disableSearch,
    onClimateSettingSchedulesClick: props.onClimateSettingSchedulesClick,
    preventDefaultOnClimateSettingSchedulesClick:
      props.preventDefaultOnClimateSettingSchedulesClick,
    onAccessCodeClick: props.onAccessCodeClick,
    preventDefaultOnAccessCodeClick: props.preventDefaultOnAccessCodeClick,
    onClimateSettingScheduleClick: props.onClimateSettingScheduleClick,
    preventDefaultOnClimateSettingScheduleClick: props.preventDefaultOnClimateSettingScheduleClick,
    onBack,
  };
}

/**
 * Tells the host about a click, then says whether the view opens its own screen for it: not when
 * the host's callback answers `false` or the view's `preventDefaultOn…Click` prop is set (the
 * callback is told either way).
 */
export function opensOwnScreen(
  onClick: ((id: string) => unknown) | undefined,
  id: string,
  preventDefault: boolean | undefined,
): boolean {
  return onClick?.(id) !== false && !preventDefault;
}
