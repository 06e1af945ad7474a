import type { ComponentType } from 'react';
import { AccessCodeDetailsPage } from './AccessCodeDetailsPage.js';
import { AccessCodesPage } from './AccessCodesPage.js';
import { ClimateSchedulesPage } from './ClimateSchedulesPage.js';
import { CreateAccessCodePage } from './CreateAccessCodePage.js';
import { DeviceDetailsPage } from './DeviceDetailsPage.js';
import { DevicesPage } from './DevicesPage.js';
import { EditAccessCodePage } from './EditAccessCodePage.js';
import { ElementsPage } from './ElementsPage.js';
import { HomePage } from './HomePage.js';
import type { PageProps } from './page-props.js';
import { SupportedDevicesPage } from './SupportedDevicesPage.js';
import { ThermostatPage } from './ThermostatPage.js';

/** A page of the playground, addressed by the `page` URL parameter. */
export interface PageEntry {
  id: string;
  title: string;
  component: ComponentType<PageProps>;
}

export const PAGES: PageEntry[] = [
  { id: 'home', title: 'Overview', component: HomePage },
  { id: 'devices', title: 'Device table', component: DevicesPage },
  { id: 'device-details', title: 'Device details', component: DeviceDetailsPage },
  { id: 'access-codes', title: 'Access code table', component: AccessCodesPage },
  { id: 'access-code-details', title: 'Access code details', component: AccessCodeDetailsPage },
  { id: 'create-access-code', title: 'Create access code', component: CreateAccessCodePage },
  { id: 'edit-access-code', title: 'Edit access code', component: EditAccessCodePage },
  { id: 'thermostat', title: 'Thermostat', component: ThermostatPage },
  { id: 'climate-schedules', title: 'Climate setting schedules', component: ClimateSchedulesPage },
  { id: 'supported-devices', title: 'Supported devices', component: SupportedDevicesPage },
  { id: 'elements', title: 'Props and custom elements', component: ElementsPage },
];

/** The page for an id, or the overview for anything unknown. */
export function findPage(id: string | null): PageEntry {
  return PAGES.find((page) => page.id === id) ?? (PAGES[0] as PageEntry);
}
