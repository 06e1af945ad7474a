// @vitest-environment node
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { bundledModules } from '../test-utils/bundled-modules.js';
import * as views from './navigation.js';

// The modules that open a screen of another feature, and the route each asks for.
const ROUTE_OPENERS: Record<string, string> = {
  'access-codes/details/AccessCodeDetails.tsx': 'device',
  'devices/LockDetails.tsx': 'access-codes',
  'devices/DeviceDetails.tsx': 'thermostat',
  'thermostats/ThermostatDetails.tsx': 'climate-setting-schedules',
};

const PUBLIC_VIEWS = Object.entries(views).filter(([name]) => /^[A-Z]/.test(name)) as [
  string,
  ComponentType<never>,
][];

/** The source modules a host's bundle of this one view holds (TanStack Query apart). */
const modulesOf = (view: string) =>
  bundledModules([view], new URL('./navigation.tsx', import.meta.url), ['@tanstack/*']);

/** The routes the modules of a bundle can ask for. */
const routesAskedIn = (modules: string[]) =>
  Object.entries(ROUTE_OPENERS)
    .filter(([opener]) => modules.some((path) => path.endsWith(`views/${opener}`)))
    .map(([, route]) => route)
    .sort();

describe('the navigation between the public views', () => {
  it('exports every public view of the package', () => {
    expect(PUBLIC_VIEWS.map(([name]) => name).sort()).toEqual([
      'AccessCodeDetails',
      'AccessCodeTable',
      'ClimateSettingScheduleDetails',
      'ClimateSettingScheduleTable',
      'CreateAccessCodeForm',
      'DeviceDetails',
      'DeviceTable',
      'EditAccessCodeForm',
      'SupportedDeviceTable',
      'ThermostatCard',
      'ThermostatDetails',
    ]);
  });

  // Each view is wired with only the screens it can reach, so a host's bundle of one view leaves
  // the others out; a route a module of the view can ask for but its renderer lacks would throw.
  it.each(PUBLIC_VIEWS)('wires %s with every route its modules can ask for', async (name, view) => {
    const wired = [...(views.wiredRoutes(view) ?? ['(not wired)'])].sort();
    expect(wired).toEqual(routesAskedIn(await modulesOf(name)));
  });

  // Devices and access codes open each other, and a device may be a thermostat with schedules; a
  // thermostat opens only its schedules; the others open nothing of another feature.
  const every = ['access-codes', 'climate-setting-schedules', 'device', 'thermostat'];
  it.each([
    ['DeviceTable', every],
    ['DeviceDetails', every],
    ['AccessCodeTable', every],
    ['AccessCodeDetails', every],
    ['ThermostatDetails', ['climate-setting-schedules']],
    ['ThermostatCard', []],
    ['CreateAccessCodeForm', []],
    ['EditAccessCodeForm', []],
    ['ClimateSettingScheduleTable', []],
    ['ClimateSettingScheduleDetails', []],
    ['SupportedDeviceTable', []],
  ])('wires %s with the screens it can reach and no others', (name, reach) => {
    const view = PUBLIC_VIEWS.find(([viewName]) => viewName === name)?.[1];
    expect(view && [...(views.wiredRoutes(view) ?? [])].sort()).toEqual(reach);
  });

  it('leaves the screens of other features out of a view that opens none', async () => {
    const modules = await modulesOf('ThermostatCard');
    expect(
      modules.filter((path) => /views\/(access-codes|devices|supported-devices)\//.test(path)),
    ).toEqual([]);
    expect(modules.some((path) => path.endsWith('views/thermostats/ThermostatCard.tsx'))).toBe(
      true,
    );
  });
});
