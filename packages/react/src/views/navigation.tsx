/**
 * Where the features meet. Feature folders never import each other: a view that opens a screen of
 * another feature names it as a `Route` (`ui/navigation.ts`), and `renderRoute` below draws it.
 * Every public view is exported from here wrapped with that renderer, so the views a host imports
 * can open one another (a lock's codes, a code's device) however deeply they nest.
 *
 * To add a view: build it in its own `views/<feature>/` folder, add a `Route` for any screen other
 * features open, draw that route here, export the view below with `wired`, and list it in
 * `views/index.ts` and the playground.
 */
import type { ComponentType, ReactElement } from 'react';
import { useRequireProvider } from '../provider/porchlight-context.js';
import { type RouteRenderer, RouteRendererContext } from '../ui/navigation.js';
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

/** Draws the screen a route names, passing on the host's flags and the way back. */
// Pure-annotated exports below let a host bundler drop the views it never imports.
const renderRoute: RouteRenderer = (route, props) => {
  switch (route.to) {
    case 'device':
      return <DeviceDetailsView {...props} deviceId={route.deviceId} />;
    case 'access-codes':
      return <AccessCodeTableView {...props} deviceId={route.deviceId} />;
    case 'thermostat':
      return (
        <ThermostatDetailsView
          {...props}
          deviceId={route.deviceId}
          errorFilter={route.errorFilter}
          warningFilter={route.warningFilter}
        />
      );
    case 'climate-setting-schedules':
      return <ClimateSettingScheduleTableView {...props} deviceId={route.deviceId} />;
  }
};

/** A view with the route renderer around it, named as the view for React DevTools. */
function wired<P extends object>(View: ComponentType<P>, name: string) {
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
  return Wired;
}

/** The workspace's locks and thermostats, with search and issue filters; a row opens its details. */
export const DeviceTable = /* @__PURE__ */ wired(DeviceTableView, 'DeviceTable');
/** One device: lock details for locks, the thermostat view for thermostats, nothing otherwise. */
export const DeviceDetails = /* @__PURE__ */ wired(DeviceDetailsView, 'DeviceDetails');
/** A lock's access codes with search, issue filter and actions; details and forms open inside. */
export const AccessCodeTable = /* @__PURE__ */ wired(AccessCodeTableView, 'AccessCodeTable');
/** One access code: status, alerts, its lock, actions and fields. */
export const AccessCodeDetails = /* @__PURE__ */ wired(AccessCodeDetailsView, 'AccessCodeDetails');
/** Adds an access code to a lock: ongoing by default, or from now until the same time tomorrow. */
export const CreateAccessCodeForm = /* @__PURE__ */ wired(
  CreateAccessCodeFormView,
  'CreateAccessCodeForm',
);
/** Edits an access code; an offline time-bound code can only be renamed. */
export const EditAccessCodeForm = /* @__PURE__ */ wired(
  EditAccessCodeFormView,
  'EditAccessCodeForm',
);
/** Climate setting schedules of one thermostat (`deviceId`) or of all; a row opens its details. */
export const ClimateSettingScheduleTable = /* @__PURE__ */ wired(
  ClimateSettingScheduleTableView,
  'ClimateSettingScheduleTable',
);
/** One climate setting schedule: times, climate, the manual-override switch and creation date. */
export const ClimateSettingScheduleDetails = /* @__PURE__ */ wired(
  ClimateSettingScheduleDetailsView,
  'ClimateSettingScheduleDetails',
);
/** One thermostat: card, alerts, scheduled climates, climate and fan controls, defaults, details. */
export const ThermostatDetails = /* @__PURE__ */ wired(ThermostatDetailsView, 'ThermostatDetails');
/** A thermostat at a glance: temperature (°F/°C), humidity, setting, fan mode, system status. */
export const ThermostatCard = /* @__PURE__ */ wired(ThermostatCardView, 'ThermostatCard');
/** The catalogue of supported device models by manufacturer, with filters and search. */
export const SupportedDeviceTable = /* @__PURE__ */ wired(
  SupportedDeviceTableView,
  'SupportedDeviceTable',
);
