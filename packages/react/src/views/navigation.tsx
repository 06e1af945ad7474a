/**
 * Where the features meet. Feature folders never import each other: a view that opens a screen of
 * another feature names it as a `Route` (`ui/navigation.ts`), and a renderer below draws it.
 * Every public view is exported from here wrapped with the renderer of the screens it can reach,
 * so the views a host imports can open one another (a lock's codes, a code's device) however
 * deeply they nest, and a host's bundle holds only what those screens need.
 *
 * To add a view: build it in its own `views/<feature>/` folder, add a `Route` for any screen other
 * features open, draw that route here and add it to the renderers of every view that can reach
 * it, export the view below with `wired` and its renderer, and list it in `views/index.ts` and the
 * playground.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { useRequireProvider } from '../provider/porchlight-context.js';
import {
  type Route,
  type RouteProps,
  type RouteRenderer,
  RouteRendererContext,
} from '../ui/navigation.js';
import { OutlivingNotices } from '../ui/OutlivingNotices.js';
import { AccessCodeDetails as AccessCodeDetailsView } from './access-codes/details/AccessCodeDetails.js';
import { CreateAccessCodeForm as CreateAccessCodeFormView } from './access-codes/form/CreateAccessCodeForm.js';
import { EditAccessCodeForm as EditAccessCodeFormView } from './access-codes/form/EditAccessCodeForm.js';
import { AccessCodeTable as AccessCodeTableView } from './access-codes/list/AccessCodeTable.js';
import { ClimateSettingScheduleDetails as ClimateSettingScheduleDetailsView } from './climate-setting-schedules/ClimateSettingScheduleDetails.js';
import { ClimateSettingScheduleTable as ClimateSettingScheduleTableView } from './climate-setting-schedules/ClimateSettingScheduleTable.js';
import { DeviceDetails as DeviceDetailsView } from './devices/DeviceDetails.js';
import { DeviceTable as DeviceTableView } from './devices/DeviceTable.js';
import { SupportedDeviceTable as SupportedDeviceTableView } from './supported-devices/SupportedDeviceTable.js';
import { ThermostatCard as ThermostatCardView } from './thermostats/ThermostatCard.js';
import { ThermostatDetails as ThermostatDetailsView } from './thermostats/ThermostatDetails.js';

type RouteTo = Route['to'];
type RouteOf<To extends RouteTo> = Extract<Route, { to: To }>;
type ScreenOf<To extends RouteTo> = (route: RouteOf<To>, props: RouteProps) => ReactNode;

// Each screen another feature opens, drawn with the host's flags and the way back.
const device: ScreenOf<'device'> = (route, props) => (
  <DeviceDetailsView {...props} deviceId={route.deviceId} />
);
const accessCodes: ScreenOf<'access-codes'> = (route, props) => (
  <AccessCodeTableView {...props} deviceId={route.deviceId} />
);
const thermostat: ScreenOf<'thermostat'> = (route, props) => (
  <ThermostatDetailsView
    {...props}
    deviceId={route.deviceId}
    errorFilter={route.errorFilter}
    warningFilter={route.warningFilter}
  />
);
const schedules: ScreenOf<'climate-setting-schedules'> = (route, props) => (
  <ClimateSettingScheduleTableView {...props} deviceId={route.deviceId} />
);

/** The screens a public view can reach, however deeply they nest. */
type Screens = { [To in RouteTo]?: ScreenOf<To> };

/**
 * A renderer that draws only the screens given: a host that imports a view gets the code of the
 * screens it can open and no other (a thermostat card alone does not bring the access code
 * forms). A route left out is a wiring bug here, so it fails loudly instead of drawing nothing.
 */
function routesTo(screens: Screens): RouteRenderer {
  const render: RouteRenderer = (route, props) => {
    const screen = screens[route.to] as ScreenOf<typeof route.to> | undefined;
    if (!screen) throw new Error(`Porchlight: no screen is wired for the route '${route.to}'.`);
    return screen(route as never, props);
  };
  routesOf.set(render, Object.keys(screens) as RouteTo[]);
  return render;
}

// Which routes each renderer draws, for the test that every screen a view can reach is wired.
const routesOf = new WeakMap<RouteRenderer, RouteTo[]>();
const rendererOf = new WeakMap<ComponentType<never>, RouteRenderer>();

/** The routes a public view (as exported here) can draw; for tests, not exported by the package. */
export function wiredRoutes(view: ComponentType<never>): RouteTo[] | undefined {
  const render = rendererOf.get(view);
  return render && routesOf.get(render);
}

// Devices and access codes open each other (a lock's codes, a code's lock), and a device may be a
// thermostat with its schedules: those views can reach every screen.
const everyScreen = /* @__PURE__ */ routesTo({
  device,
  'access-codes': accessCodes,
  thermostat,
  'climate-setting-schedules': schedules,
});
// A thermostat opens only its schedules, which open nothing of another feature.
const thermostatScreens = /* @__PURE__ */ routesTo({ 'climate-setting-schedules': schedules });
// The forms, the card, the schedule views and the catalogue open no screen of another feature.
const noScreen = /* @__PURE__ */ routesTo({});

/** A view with its route renderer around it, named as the view for React DevTools. */
function wired<P extends object>(View: ComponentType<P>, name: string, renderRoute: RouteRenderer) {
  // Typed `ReactElement`, not inferred: declarations would name `React.JSX`, which
  // `@types/react` before 18.2.7 does not have.
  function Wired(props: P): ReactElement {
    useRequireProvider(name);
    return (
      <RouteRendererContext.Provider value={renderRoute}>
        <OutlivingNotices>
          <View {...props} />
        </OutlivingNotices>
      </RouteRendererContext.Provider>
    );
  }
  Wired.displayName = name;
  rendererOf.set(Wired as ComponentType<never>, renderRoute);
  return Wired;
}

/** The workspace's locks and thermostats, with search and issue filters; a row opens its details. */
export const DeviceTable = /* @__PURE__ */ wired(DeviceTableView, 'DeviceTable', everyScreen);
/** One device: lock details for locks, the thermostat view for thermostats, nothing otherwise. */
export const DeviceDetails = /* @__PURE__ */ wired(DeviceDetailsView, 'DeviceDetails', everyScreen);
/** A lock's access codes with search, issue filter and actions; details and forms open inside. */
export const AccessCodeTable = /* @__PURE__ */ wired(
  AccessCodeTableView,
  'AccessCodeTable',
  everyScreen,
);
/** One access code: status, alerts, its lock, actions and fields. */
export const AccessCodeDetails = /* @__PURE__ */ wired(
  AccessCodeDetailsView,
  'AccessCodeDetails',
  everyScreen,
);
/** Adds an access code to a lock: ongoing by default, or from now until the same time tomorrow. */
export const CreateAccessCodeForm = /* @__PURE__ */ wired(
  CreateAccessCodeFormView,
  'CreateAccessCodeForm',
  noScreen,
);
/** Edits an access code; an offline time-bound code can only be renamed. */
export const EditAccessCodeForm = /* @__PURE__ */ wired(
  EditAccessCodeFormView,
  'EditAccessCodeForm',
  noScreen,
);
/** Climate setting schedules of one thermostat (`deviceId`) or of all; a row opens its details. */
export const ClimateSettingScheduleTable = /* @__PURE__ */ wired(
  ClimateSettingScheduleTableView,
  'ClimateSettingScheduleTable',
  noScreen,
);
/** One climate setting schedule: times, climate, the manual-override switch and creation date. */
export const ClimateSettingScheduleDetails = /* @__PURE__ */ wired(
  ClimateSettingScheduleDetailsView,
  'ClimateSettingScheduleDetails',
  noScreen,
);
/** One thermostat: card, alerts, scheduled climates, climate and fan controls, defaults, details. */
export const ThermostatDetails = /* @__PURE__ */ wired(
  ThermostatDetailsView,
  'ThermostatDetails',
  thermostatScreens,
);
/** A thermostat at a glance: temperature (°F/°C), humidity, setting, fan mode, system status. */
export const ThermostatCard = /* @__PURE__ */ wired(ThermostatCardView, 'ThermostatCard', noScreen);
/** The catalogue of supported device models by manufacturer, with filters and search. */
export const SupportedDeviceTable = /* @__PURE__ */ wired(
  SupportedDeviceTableView,
  'SupportedDeviceTable',
  noScreen,
);
