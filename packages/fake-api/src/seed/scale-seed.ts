import { createRandom } from '../state/random.js';
import type { WorkspaceState } from '../state/workspace-state.js';
import { DEFAULT_LOCKS, DEFAULT_THERMOSTATS } from './default-devices.js';
import { buildLock, buildThermostat } from './device-factory.js';
import { at, buildAccessCode, buildAccount } from './seed-helpers.js';

const ROOMS = [
  'Front Door',
  'Back Door',
  'Garage',
  'Unit',
  'Suite',
  'Office',
  'Storage',
  'Gate',
  'Lobby',
  'Gym',
];

function seedDevices(state: WorkspaceState, count: number, baseUrl: string): string[] {
  const random = createRandom('scale:devices');
  const start = state.startedAt;
  const accountIds = Array.from({ length: Math.max(1, Math.ceil(count / 500)) }, (_, i) => {
    const account = buildAccount(
      random.uuid(),
      { type: 'august', display: 'August', email: `portfolio${i + 1}@example.com` },
      at(start, -24 * 365),
    );
    state.connectedAccounts.set(account.connected_account_id, account);
    return account.connected_account_id;
  });
  const lockIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const common = {
      accountId: accountIds[i % accountIds.length] ?? '',
      workspaceId: state.workspace.workspace_id,
      createdAt: at(start, -count + i),
    };
    const name = `${ROOMS[i % ROOMS.length]} ${Math.floor(i / ROOMS.length) + 1}`;
    const thermostatRow =
      i % 10 === 9 ? DEFAULT_THERMOSTATS[i % DEFAULT_THERMOSTATS.length] : undefined;
    if (thermostatRow) {
      const device = buildThermostat({ ...thermostatRow, ...common, name }, random, baseUrl);
      state.devices.set(device.device_id, device);
      continue;
    }
    const row = DEFAULT_LOCKS[i % DEFAULT_LOCKS.length] ?? DEFAULT_LOCKS[0];
    if (!row) continue;
    const device = buildLock(
      {
        ...row,
        ...common,
        name,
        online: true,
        capabilities: ['access_code', 'lock', 'battery'],
        codeLengths: [4, 5, 6, 7, 8],
      },
      random,
      baseUrl,
    );
    state.devices.set(device.device_id, device);
    lockIds.push(device.device_id);
  }
  return lockIds;
}

/**
 * Fills a state with `devices` devices and `codes` access codes. Every code lands on the first lock
 * until it holds 10,000 (the access-code table benchmark), the rest spread over the other locks.
 */
export function seedScale(
  state: WorkspaceState,
  options: { devices: number; codes: number },
  baseUrl: string,
): void {
  const lockIds = seedDevices(state, options.devices, baseUrl);
  const random = createRandom('scale:codes');
  const start = state.startedAt;
  for (let i = 0; i < options.codes; i++) {
    const deviceId = (i < 10_000 ? lockIds[0] : lockIds[i % lockIds.length]) ?? lockIds[0];
    if (!deviceId) return;
    const timed = i % 4 === 3;
    const code = buildAccessCode(
      {
        access_code_id: random.uuid(),
        device_id: deviceId,
        name: `Guest ${i + 1}`,
        code: String(100000 + i).padStart(6, '0'),
        created_at: at(start, -options.codes + i / 10),
        ...(timed
          ? { starts_at: at(start, (i % 48) - 24), ends_at: at(start, (i % 48) + 24) }
          : {}),
      },
      start,
    );
    state.accessCodes.set(code.access_code_id, code);
  }
}
