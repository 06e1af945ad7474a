import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, setupFakeApi } from '../test-utils/fake-api.js';
import { AccessCodeTable, ClimateSettingScheduleTable, DeviceTable } from './navigation.js';

const api = setupFakeApi();

/** The shown screen's title is an h4 with this name (hidden screens underneath do not count). */
const titleAt4 = async (name: RegExp) =>
  expect(await screen.findByRole('heading', { name, level: 4 })).toBeTruthy();
const back = () =>
  userEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1) as Element);

// Every screen a view opens inside itself keeps the level the host gave the view, even when the
// opener does not pass it on: the host set it once, for the whole view.
describe('a headingLevel given to a view', () => {
  it('holds for a schedule the schedule table opens', async () => {
    const livingRoom = await api.deviceId('Living Room Thermostat');
    renderWithClient(
      <ClimateSettingScheduleTable deviceId={livingRoom} headingLevel={4} />,
      api.client,
    );
    await titleAt4(/^Climate setting schedules \(3\)$/);
    await userEvent.click(screen.getByRole('button', { name: /^Weekend Guests/ }));
    await titleAt4(/^Weekend Guests, Climate setting schedule$/);
  });

  it('holds for device → thermostat → schedules → schedule', async () => {
    renderWithClient(<DeviceTable headingLevel={4} />, api.client);
    await titleAt4(/^Devices \(\d+\)$/);
    await userEvent.click(screen.getByRole('button', { name: /^Living Room Thermostat/ }));
    await titleAt4(/^Living Room Thermostat, Thermostat$/);
    await userEvent.click(await screen.findByRole('button', { name: '3 scheduled climates' }));
    await titleAt4(/^Climate setting schedules \(3\)$/);
    await userEvent.click(await screen.findByRole('button', { name: /^Weekend Guests/ }));
    await titleAt4(/^Weekend Guests, Climate setting schedule$/);
  });

  it("holds for device → lock → codes → code → edit, and the table's add form", async () => {
    renderWithClient(<DeviceTable headingLevel={4} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: /^Back Door/ }));
    await titleAt4(/^Back Door, Device$/);
    await userEvent.click(await screen.findByRole('button', { name: '3 access codes' }));
    await titleAt4(/^Access Codes \(3\)$/);
    await userEvent.click(await screen.findByRole('button', { name: /^Family/ }));
    await titleAt4(/^Family, Access code$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await titleAt4(/^Edit access code$/);
    await back();
    await back();
    await userEvent.click(await screen.findByRole('button', { name: 'Add access code' }));
    await titleAt4(/^Add new access code$/);
  });

  it("holds for the access code table's edit form", async () => {
    const backDoor = await api.deviceId('Back Door');
    renderWithClient(<AccessCodeTable deviceId={backDoor} headingLevel={4} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gardener' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    await titleAt4(/^Edit access code$/);
  });
});
