import type { Locator, Page } from '@playwright/test';
import type { FakeApiHandle } from '../support/fake-api-handle.js';

/** A device as the fake API lists it (only the fields the specs read). */
export interface SeededDevice {
  device_id: string;
  properties: { name: string; locked?: boolean };
  errors: Array<{ error_code: string; message: string }>;
}

/** The seeded device with this name. */
export async function seededDevice(fakeApi: FakeApiHandle, name: string): Promise<SeededDevice> {
  const { devices } = await fakeApi.api<{ devices: SeededDevice[] }>('/devices/list');
  const device = devices.find((d) => d.properties.name === name);
  if (!device) throw new Error(`The seed has no device named ${name}`);
  return device;
}

/** The device names of the table's rows, in order. */
export const deviceRows = (page: Page): Locator =>
  page.locator('.pl-device-table .pl-device-row__name');

/** The value cell of a device-details row, found by its label. */
export const detailValue = (page: Page, label: string): Locator =>
  page
    .locator('.pl-detail-list__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
