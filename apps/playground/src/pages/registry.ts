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
  /** The custom elements of the views the page shows, whose props and code it documents. */
  tags?: readonly string[];
}

export const PAGES: PageEntry[] = [
  { id: 'home', title: 'Overview', component: HomePage },
  {
    id: 'devices',
    title: 'Device table',
    component: DevicesPage,
    tags: ['porchlight-device-table'],
  },
  {
    id: 'device-details',
    title: 'Device details',
    component: DeviceDetailsPage,
    tags: ['porchlight-device-details'],
  },
  {
    id: 'access-codes',
    title: 'Access code table',
    component: AccessCodesPage,
    tags: ['porchlight-access-code-table'],
  },
  {
    id: 'access-code-details',
    title: 'Access code details',
    component: AccessCodeDetailsPage,
    tags: ['porchlight-access-code-details'],
  },
  {
    id: 'create-access-code',
    title: 'Create access code',
    component: CreateAccessCodePage,
    tags: ['porchlight-create-access-code-form'],
  },
  {
    id: 'edit-access-code',
    title: 'Edit access code',
    component: EditAccessCodePage,
    tags: ['porchlight-edit-access-code-form'],
  },
  {
    id: 'thermostat',
    title: 'Thermostat',
    component: ThermostatPage,
    tags: ['porchlight-thermostat-card', 'porchlight-thermostat-details'],
  },
  {
    id: 'climate-schedules',
    title: 'Climate setting schedules',
    component: ClimateSchedulesPage,
    tags: [
      'porchlight-climate-setting-schedule-table',
      'porchlight-climate-setting-schedule-details',
    ],
  },
  {
    id: 'supported-devices',
    title: 'Supported devices',
    component: SupportedDevicesPage,
    tags: ['porchlight-supported-device-table'],
  },
  { id: 'elements', title: 'Props and custom elements', component: ElementsPage },
];

/** The page for an id, or the overview for anything unknown. */
export function findPage(id: string | null): PageEntry {
  return PAGES.find((page) => page.id === id) ?? (PAGES[0] as PageEntry);
}
