// Sends every operation of the provider contract through the client to a Prism mock of
// contracts/device-api-openapi.json and fails on any request violation Prism reports.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PorchlightError } from './errors/porchlight-error.js';
import { PorchlightClient } from './porchlight-client.js';
import type { FetchLike } from './transport/http-client.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const contractPath = `${root}contracts/device-api-openapi.json`;
const contract = JSON.parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, unknown>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
};

const U = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
const V = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const START = '2030-01-01T10:00:00.000Z';
const END = '2030-01-02T10:00:00.000Z';

interface Exchange {
  method: string;
  path: string;
  status: number;
  violations: string | null;
}

// Prism binds a port the system picks (`-p 0`) and names it once it is listening. A port probed
// free and handed over could be taken in between by another test's server: the readiness poll
// then reached that server, and every contract call failed once it closed.
const listeningOn = (child: ChildProcess, deadline: number): Promise<string> =>
  new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error('Prism did not start in time')),
      deadline - Date.now(),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const url = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      // Prism logs every request: the pipe is still drained, or a full one would stall it.
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve(url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with code ${code}`));
    });
  });

let prism: ChildProcess | undefined;
let endpoint = '';
const exchanges: Exchange[] = [];

const recordingFetch: FetchLike = async (input, init) => {
  const response = await fetch(input, init);
  exchanges.push({
    method: init.method ?? 'GET',
    path: new URL(input).pathname,
    status: response.status,
    violations: response.headers.get('sl-violations'),
  });
  return response;
};

beforeAll(async () => {
  const bin = realpathSync(`${root}node_modules/.bin/prism`);
  prism = spawn(
    process.execPath,
    [bin, 'mock', '-p', '0', '-h', '127.0.0.1', '--errors', contractPath],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stderr?.resume();
  endpoint = await listeningOn(prism, Date.now() + 90_000);
}, 120_000);

afterAll(async () => {
  if (!prism || prism.exitCode !== null) return;
  const exited = new Promise((resolve) => prism?.once('exit', resolve));
  prism.kill('SIGTERM');
  await exited;
});

type Call = (c: PorchlightClient) => Promise<unknown>;

const noWait = { waitForActionAttempt: false } as const;

// One call per contract path, with the fields a real caller would send.
const calls: Record<string, Call> = {
  '/access_codes/create': (c) =>
    c.accessCodes.create({
      device_id: U,
      name: 'Guest',
      code: '1234',
      starts_at: START,
      ends_at: END,
    }),
  '/access_codes/create_multiple': (c) =>
    c.accessCodes.createMultiple({ device_ids: [U, V], name: 'Family' }),
  '/access_codes/delete': (c) => c.accessCodes.delete({ access_code_id: U }),
  '/access_codes/generate_code': (c) => c.accessCodes.generateCode({ device_id: U }),
  '/access_codes/get': (c) => c.accessCodes.get({ access_code_id: U }),
  '/access_codes/list': (c) => c.accessCodes.list({ device_id: U }),
  '/access_codes/pull_backup_access_code': (c) =>
    c.accessCodes.pullBackupAccessCode({ access_code_id: U }),
  '/access_codes/simulate/create_unmanaged_access_code': (c) =>
    c.accessCodes.simulate.createUnmanagedAccessCode({ device_id: U, name: 'Old', code: '4321' }),
  '/access_codes/unmanaged/convert_to_managed': (c) =>
    c.accessCodes.unmanaged.convertToManaged({ access_code_id: U }),
  '/access_codes/unmanaged/delete': (c) => c.accessCodes.unmanaged.delete({ access_code_id: U }),
  '/access_codes/unmanaged/get': (c) => c.accessCodes.unmanaged.get({ access_code_id: U }),
  '/access_codes/unmanaged/list': (c) => c.accessCodes.unmanaged.list({ device_id: U }),
  '/access_codes/unmanaged/update': (c) =>
    c.accessCodes.unmanaged.update({ access_code_id: U, is_managed: true }),
  '/access_codes/update': (c) =>
    c.accessCodes.update({
      access_code_id: U,
      device_id: V,
      name: 'Guest',
      code: '5678',
      type: 'time_bound',
      starts_at: START,
      ends_at: END,
    }),
  '/acs/access_groups/add_user': (c) =>
    c.acs.accessGroups.addUser({ acs_access_group_id: U, acs_user_id: V }),
  '/acs/access_groups/get': (c) => c.acs.accessGroups.get({ acs_access_group_id: U }),
  '/acs/access_groups/list': (c) => c.acs.accessGroups.list({ acs_system_id: U }),
  '/acs/access_groups/list_users': (c) => c.acs.accessGroups.listUsers({ acs_access_group_id: U }),
  '/acs/access_groups/remove_user': (c) =>
    c.acs.accessGroups.removeUser({ acs_access_group_id: U, acs_user_id: V }),
  '/acs/credential_pools/list': (c) => c.acs.credentialPools.list({ acs_system_id: U }),
  '/acs/credential_provisioning_automations/launch': (c) =>
    c.acs.credentialProvisioningAutomations.launch({
      user_identity_id: U,
      credential_manager_acs_system_id: V,
    }),
  '/acs/credentials/assign': (c) =>
    c.acs.credentials.assign({ acs_user_id: U, acs_credential_id: V }),
  '/acs/credentials/create': (c) =>
    c.acs.credentials.create({ acs_user_id: U, access_method: 'code', code: '123456' }),
  '/acs/credentials/delete': (c) => c.acs.credentials.delete({ acs_credential_id: U }),
  '/acs/credentials/get': (c) => c.acs.credentials.get({ acs_credential_id: U }),
  '/acs/credentials/list': (c) => c.acs.credentials.list({ acs_user_id: U }),
  '/acs/credentials/unassign': (c) =>
    c.acs.credentials.unassign({ acs_user_id: U, acs_credential_id: V }),
  '/acs/credentials/update': (c) =>
    c.acs.credentials.update({ acs_credential_id: U, code: '654321' }),
  '/acs/entrances/get': (c) => c.acs.entrances.get({ acs_entrance_id: U }),
  '/acs/entrances/grant_access': (c) =>
    c.acs.entrances.grantAccess({ acs_entrance_id: U, acs_user_id: V }),
  '/acs/entrances/list': (c) => c.acs.entrances.list({ acs_system_id: U }),
  '/acs/entrances/list_credentials_with_access': (c) =>
    c.acs.entrances.listCredentialsWithAccess({ acs_entrance_id: U }),
  '/acs/systems/get': (c) => c.acs.systems.get({ acs_system_id: U }),
  '/acs/systems/list': (c) => c.acs.systems.list({ connected_account_id: U }),
  '/acs/users/add_to_access_group': (c) =>
    c.acs.users.addToAccessGroup({ acs_user_id: U, acs_access_group_id: V }),
  '/acs/users/create': (c) => c.acs.users.create({ acs_system_id: U, full_name: 'Jane Doe' }),
  '/acs/users/delete': (c) => c.acs.users.delete({ acs_user_id: U }),
  '/acs/users/get': (c) => c.acs.users.get({ acs_user_id: U }),
  '/acs/users/list': (c) => c.acs.users.list({ acs_system_id: U }),
  '/acs/users/list_accessible_entrances': (c) =>
    c.acs.users.listAccessibleEntrances({ acs_user_id: U }),
  '/acs/users/remove_from_access_group': (c) =>
    c.acs.users.removeFromAccessGroup({ acs_user_id: U, acs_access_group_id: V }),
  '/acs/users/revoke_access_to_all_entrances': (c) =>
    c.acs.users.revokeAccessToAllEntrances({ acs_user_id: U }),
  '/acs/users/suspend': (c) => c.acs.users.suspend({ acs_user_id: U }),
  '/acs/users/unsuspend': (c) => c.acs.users.unsuspend({ acs_user_id: U }),
  '/acs/users/update': (c) => c.acs.users.update({ acs_user_id: U, full_name: 'Jane Roe' }),
  '/action_attempts/get': (c) => c.actionAttempts.get({ action_attempt_id: U }),
  '/action_attempts/list': (c) => c.actionAttempts.list({ action_attempt_ids: [U, V] }),
  '/client_sessions/create': (c) => c.clientSessions.create({ user_identifier_key: 'user-1' }),
  '/client_sessions/delete': (c) => c.clientSessions.delete({ client_session_id: U }),
  '/client_sessions/get': (c) => c.clientSessions.get(),
  // Prism invents the token "string", which the client rightly refuses after the exchange.
  '/client_sessions/get_or_create': (c) =>
    PorchlightClient.fromPublishableKey('seam_pk1_contract', 'user-1', {
      endpoint: c.endpoint,
      fetch: recordingFetch,
    }).catch((error: unknown) => {
      const refusedToken =
        error instanceof PorchlightError &&
        error.message.startsWith('Failed to get client session token');
      if (!refusedToken) throw error;
    }),
  '/client_sessions/grant_access': (c) =>
    c.clientSessions.grantAccess({ client_session_id: U, connected_account_ids: [V] }),
  '/client_sessions/list': (c) => c.clientSessions.list({ user_identifier_key: 'user-1' }),
  '/client_sessions/revoke': (c) => c.clientSessions.revoke({ client_session_id: U }),
  '/connect_webviews/create': (c) =>
    c.connectWebviews.create({
      accepted_providers: ['august'],
      custom_redirect_url: 'https://example.com/done',
    }),
  '/connect_webviews/delete': (c) => c.connectWebviews.delete({ connect_webview_id: U }),
  '/connect_webviews/get': (c) => c.connectWebviews.get({ connect_webview_id: U }),
  '/connect_webviews/list': (c) => c.connectWebviews.list(),
  '/connected_accounts/delete': (c) => c.connectedAccounts.delete({ connected_account_id: U }),
  '/connected_accounts/get': (c) => c.connectedAccounts.get({ connected_account_id: U }),
  '/connected_accounts/list': (c) => c.connectedAccounts.list(),
  '/connected_accounts/update': (c) =>
    c.connectedAccounts.update({ connected_account_id: U, automatically_manage_new_devices: true }),
  '/devices/delete': (c) => c.devices.delete({ device_id: U }),
  '/devices/get': (c) => c.devices.get({ device_id: U }),
  '/devices/list': (c) =>
    c.devices.list({
      device_ids: [U, V],
      connected_account_ids: [U],
      include_if: ['can_remotely_unlock'],
    }),
  '/devices/list_device_providers': (c) =>
    c.devices.listDeviceProviders({ provider_category: 'stable' }),
  '/devices/simulate/remove': (c) => c.devices.simulate.remove({ device_id: U }),
  '/devices/unmanaged/get': (c) => c.devices.unmanaged.get({ device_id: U }),
  '/devices/unmanaged/list': (c) => c.devices.unmanaged.list({ connected_account_id: U }),
  '/devices/unmanaged/update': (c) =>
    c.devices.unmanaged.update({ device_id: U, is_managed: true }),
  '/devices/update': (c) => c.devices.update({ device_id: U, name: 'Front door' }),
  '/events/get': (c) => c.events.get({ event_id: U }),
  '/events/list': (c) => c.events.list({ device_id: U }),
  '/locks/get': (c) => c.locks.get({ device_id: U }),
  '/locks/list': (c) => c.locks.list({ connected_account_id: U }),
  '/locks/lock_door': (c) => c.locks.lockDoor({ device_id: U }),
  '/locks/unlock_door': (c) => c.locks.unlockDoor({ device_id: U }, noWait),
  '/networks/get': (c) => c.networks.get({ network_id: U }),
  '/networks/list': (c) => c.networks.list(),
  '/noise_sensors/noise_thresholds/create': (c) =>
    c.noiseSensors.noiseThresholds.create({
      device_id: U,
      name: 'Quiet hours',
      starts_daily_at: '22:00:00[America/Los_Angeles]',
      ends_daily_at: '07:00:00[America/Los_Angeles]',
      noise_threshold_decibels: 60,
    }),
  '/noise_sensors/noise_thresholds/delete': (c) =>
    c.noiseSensors.noiseThresholds.delete({ noise_threshold_id: U, device_id: V }),
  '/noise_sensors/noise_thresholds/get': (c) =>
    c.noiseSensors.noiseThresholds.get({ noise_threshold_id: U }),
  '/noise_sensors/noise_thresholds/list': (c) =>
    c.noiseSensors.noiseThresholds.list({ device_id: U }),
  '/noise_sensors/noise_thresholds/update': (c) =>
    c.noiseSensors.noiseThresholds.update({ noise_threshold_id: U, device_id: V, name: 'Night' }),
  '/noise_sensors/simulate/trigger_noise_threshold': (c) =>
    c.noiseSensors.simulate.triggerNoiseThreshold({ device_id: U }),
  '/phones/deactivate': (c) => c.phones.deactivate({ device_id: U }),
  '/phones/list': (c) => c.phones.list({ owner_user_identity_id: U }),
  '/phones/simulate/create_sandbox_phone': (c) =>
    c.phones.simulate.createSandboxPhone({ user_identity_id: U }),
  '/thermostats/climate_setting_schedules/create': (c) =>
    c.thermostats.climateSettingSchedules.create({
      device_id: U,
      name: 'Vacation',
      schedule_starts_at: START,
      schedule_ends_at: END,
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 60,
      manual_override_allowed: true,
    }),
  '/thermostats/climate_setting_schedules/delete': (c) =>
    c.thermostats.climateSettingSchedules.delete({ climate_setting_schedule_id: U }),
  '/thermostats/climate_setting_schedules/get': (c) =>
    c.thermostats.climateSettingSchedules.get({ climate_setting_schedule_id: U }),
  '/thermostats/climate_setting_schedules/list': (c) =>
    c.thermostats.climateSettingSchedules.list({ device_id: U }),
  '/thermostats/climate_setting_schedules/update': (c) =>
    c.thermostats.climateSettingSchedules.update({
      climate_setting_schedule_id: U,
      manual_override_allowed: false,
    }),
  '/thermostats/cool': (c) =>
    c.thermostats.cool({ device_id: U, cooling_set_point_fahrenheit: 75 }),
  '/thermostats/get': (c) => c.thermostats.get({ device_id: U }),
  '/thermostats/heat': (c) =>
    c.thermostats.heat({ device_id: U, heating_set_point_fahrenheit: 68 }),
  '/thermostats/heat_cool': (c) =>
    c.thermostats.heatCool({
      device_id: U,
      heating_set_point_fahrenheit: 65,
      cooling_set_point_fahrenheit: 75,
    }),
  '/thermostats/list': (c) => c.thermostats.list({ device_types: ['nest_thermostat'] }),
  '/thermostats/off': (c) => c.thermostats.off({ device_id: U }),
  '/thermostats/set_fan_mode': (c) =>
    c.thermostats.setFanMode({ device_id: U, fan_mode_setting: 'on' }),
  '/thermostats/update': (c) =>
    c.thermostats.update({
      device_id: U,
      default_climate_setting: { manual_override_allowed: true },
    }),
  '/user_identities/add_acs_user': (c) =>
    c.userIdentities.addAcsUser({ user_identity_id: U, acs_user_id: V }),
  '/user_identities/create': (c) =>
    c.userIdentities.create({ user_identity_key: 'user-1', email_address: 'jane@example.com' }),
  '/user_identities/delete': (c) => c.userIdentities.delete({ user_identity_id: U }),
  '/user_identities/enrollment_automations/delete': (c) =>
    c.userIdentities.enrollmentAutomations.delete({ enrollment_automation_id: U }),
  '/user_identities/enrollment_automations/get': (c) =>
    c.userIdentities.enrollmentAutomations.get({ enrollment_automation_id: U }),
  '/user_identities/enrollment_automations/launch': (c) =>
    c.userIdentities.enrollmentAutomations.launch({
      user_identity_id: U,
      credential_manager_acs_system_id: V,
    }),
  '/user_identities/enrollment_automations/list': (c) =>
    c.userIdentities.enrollmentAutomations.list({ user_identity_id: U }),
  '/user_identities/get': (c) => c.userIdentities.get({ user_identity_id: U }),
  '/user_identities/grant_access_to_device': (c) =>
    c.userIdentities.grantAccessToDevice({ user_identity_id: U, device_id: V }),
  '/user_identities/list': (c) => c.userIdentities.list(),
  '/user_identities/list_accessible_devices': (c) =>
    c.userIdentities.listAccessibleDevices({ user_identity_id: U }),
  '/user_identities/list_acs_systems': (c) =>
    c.userIdentities.listAcsSystems({ user_identity_id: U }),
  '/user_identities/list_acs_users': (c) => c.userIdentities.listAcsUsers({ user_identity_id: U }),
  '/user_identities/remove_acs_user': (c) =>
    c.userIdentities.removeAcsUser({ user_identity_id: U, acs_user_id: V }),
  '/user_identities/revoke_access_to_device': (c) =>
    c.userIdentities.revokeAccessToDevice({ user_identity_id: U, device_id: V }),
  '/user_identities/update': (c) =>
    c.userIdentities.update({ user_identity_id: U, full_name: 'Jane' }),
  '/webhooks/create': (c) =>
    c.webhooks.create({ url: 'https://example.com/hook', event_types: ['device.connected'] }),
  '/webhooks/delete': (c) => c.webhooks.delete({ webhook_id: U }),
  '/webhooks/get': (c) => c.webhooks.get({ webhook_id: U }),
  '/webhooks/list': (c) => c.webhooks.list(),
  '/webhooks/update': (c) =>
    c.webhooks.update({ webhook_id: U, event_types: ['device.connected'] }),
  '/workspaces/create': (c) => c.workspaces.create({ name: 'Acme', connect_partner_name: 'Acme' }),
  '/workspaces/get': (c) => c.workspaces.get(),
  '/workspaces/list': (c) => c.workspaces.list(),
  '/workspaces/reset_sandbox': (c) => c.workspaces.resetSandbox(undefined, noWait),
};

// Methods the spec names that have no path of their own in the contract, and the path they use.
const aliases: [string, string, Call][] = [
  ['thermostats.delete', '/devices/delete', (c) => c.thermostats.delete({ device_id: U })],
];

const contractClient = () =>
  new PorchlightClient(
    { clientSessionToken: 'seam_cst1_contract' },
    {
      endpoint,
      fetch: recordingFetch,
      retries: 0,
      waitForActionAttempt: { pollingInterval: 10 },
    },
  );

describe('contract (Prism mock of device-api-openapi.json)', () => {
  it('has a client call for every path of the contract', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(contract.paths).sort());
  });

  it.each([
    ...Object.entries(calls).map(([path, call]): [string, string, Call] => [path, path, call]),
    ...aliases,
  ])('%s is sent without a request violation', async (_, path, call) => {
    const client = contractClient();
    const start = exchanges.length;
    await call(client);
    const sent = exchanges.slice(start);
    expect(sent.map((e) => e.path)).toContain(path);
    for (const exchange of sent) {
      expect(exchange.violations, `${exchange.method} ${exchange.path}`).toBeNull();
      expect(exchange.status).toBe(200);
    }
  });

  it('sends reads as GET and everything else as POST', () => {
    const reads = exchanges.filter((e) => /\/(get|list|list_[a-z_]+)$/.test(e.path));
    expect(reads.length).toBeGreaterThan(40);
    expect(reads.filter((e) => e.method !== 'GET')).toEqual([]);
    expect(exchanges.filter((e) => !reads.includes(e) && e.method !== 'POST')).toEqual([]);
  });

  it('sends a read filtered by an object as POST with a body the contract accepts', async () => {
    const sent: Exchange[] = [];
    const client = new PorchlightClient(
      { clientSessionToken: 'seam_cst1_contract' },
      {
        endpoint,
        retries: 0,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          sent.push({
            method: init.method ?? 'GET',
            path: new URL(input).pathname,
            status: response.status,
            violations: response.headers.get('sl-violations'),
          });
          return response;
        },
      },
    );
    const filter = { custom_metadata_has: { tenant: 'a', vip: true } };
    await client.devices.list(filter);
    await client.devices.unmanaged.list(filter);
    await client.locks.list(filter);
    await client.thermostats.list(filter);
    await client.connectWebviews.list(filter);
    await client.connectedAccounts.list(filter);
    expect(sent.map((e) => `${e.method} ${e.path} ${e.status} ${e.violations}`)).toEqual(
      [
        '/devices/list',
        '/devices/unmanaged/list',
        '/locks/list',
        '/thermostats/list',
        '/connect_webviews/list',
        '/connected_accounts/list',
      ].map((path) => `POST ${path} 200 null`),
    );
  });

  it('offers a POST with a JSON body for every read that takes fields', () => {
    // A read goes out as POST only when one of its fields is an object, so a read without fields
    // never does; every other read needs the POST body form the client then sends.
    type Item = { get?: { parameters?: unknown[] }; post?: { requestBody?: unknown } };
    const reads = Object.entries(contract.paths as Record<string, Item>).filter(([, i]) => i.get);
    expect(reads.length).toBeGreaterThan(40);
    for (const [path, item] of reads) {
      const takesFields = (item.get?.parameters ?? []).length > 0;
      expect(!takesFields || item.post?.requestBody !== undefined, path).toBe(true);
    }
  });

  it('sends auth in the header names that the contract security schemes declare', async () => {
    const headerSchemes = Object.values(contract.components.securitySchemes)
      .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header')
      .map((scheme) => scheme.name);
    const seen: Record<string, string>[] = [];
    const capture: FetchLike = async (_, init) => {
      seen.push({ ...(init.headers as Record<string, string>) });
      return new Response(JSON.stringify({ ok: true, workspaces: [] }));
    };
    const options = { fetch: capture };
    await new PorchlightClient({ clientSessionToken: 'seam_cst1_x' }, options).workspaces.list();
    await new PorchlightClient(
      { personalAccessToken: 'seam_at1_x', workspaceId: U },
      options,
    ).workspaces.list();
    const [session, pat] = seen;
    const custom = (headers: Record<string, string> = {}) =>
      Object.keys(headers).filter((name) => name !== 'authorization' && name !== 'content-type');
    expect(headerSchemes).toEqual(expect.arrayContaining([...custom(session), ...custom(pat)]));
    expect(custom(session).sort()).toEqual(['client-session-token', 'seam-client-session-token']);
    expect(custom(pat)).toEqual(['seam-workspace']);
    expect(session?.authorization).toBe('Bearer seam_cst1_x');
  });

  it('detects a request violation (the check above can fail)', async () => {
    const client = new PorchlightClient(
      { clientSessionToken: 'seam_cst1_contract' },
      { endpoint, fetch: recordingFetch, retries: 0 },
    );
    await expect(client.devices.get({ device_id: 'not-a-uuid' })).rejects.toMatchObject({
      status: 400,
    });
    expect(exchanges.at(-1)?.violations).toContain('device_id');
  });
});
