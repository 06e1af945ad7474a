import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { deviceNamed, type Reply, settle, useFakeApi } from './test-utils/client.js';

// biome-ignore lint/suspicious/noExplicitAny: the contract is untyped JSON.
type Json = any;

const contract: Json = JSON.parse(
  readFileSync(new URL('../../../contracts/device-api-openapi.json', import.meta.url), 'utf8'),
);
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Resolves $refs and rewrites OpenAPI-isms for ajv. `oneOf` becomes `anyOf`: the contract is
 * generated from zod unions, which accept the first matching branch (a lock's properties match
 * every thermostat branch of the device union because none of their fields are required).
 */
function normalise(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(normalise);
  if (schema === null || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop();
    return normalise(contract.components.schemas[name]);
  }
  const { nullable, discriminator: _d, oneOf, description: _desc, ...rest } = schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(rest)) {
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, normalise(v)]))
        : normalise(value);
  }
  if (oneOf) out.anyOf = normalise(oneOf);
  if (nullable) return Object.keys(out).length === 0 ? {} : { anyOf: [out, { type: 'null' }] };
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('null', true);
const validators = new Map<string, ValidateFunction>();

function validatorFor(path: string, method: string): ValidateFunction {
  const key = `${method} ${path}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const operation = contract.paths[path]?.[method.toLowerCase()] ?? contract.paths[path]?.post;
  const schema = operation?.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`contract has no 200 schema for ${key}`);
  const validate = ajv.compile(normalise(schema));
  validators.set(key, validate);
  return validate;
}

const { http } = useFakeApi();
const checked = new Set<string>();

async function check(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown> = {},
): Promise<Reply> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const item of [v].flat()) query.append(k, String(item));
  const reply =
    method === 'GET' ? await http.get(path, query.toString()) : await http.post(path, params);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  const validate = validatorFor(path, method);
  const valid = validate(reply.body);
  expect(valid ? [] : validate.errors?.slice(0, 5), `${method} ${path}`).toEqual([]);
  checked.add(path);
  return reply;
}

describe('responses match the contract', () => {
  it('validates every implemented contract route', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const d = door.device_id;
    const t = living.device_id;
    for (const method of ['GET', 'POST'] as const) {
      await check(method, '/devices/list');
      await check(method, '/devices/list', { device_ids: [d, t] });
      await check(method, '/devices/get', { device_id: t });
      await check(method, '/locks/list');
      await check(method, '/locks/get', { device_id: d });
      await check(method, '/thermostats/list');
      await check(method, '/thermostats/get', { device_id: t });
      await check(method, '/access_codes/list', { device_id: d });
      await check(method, '/connected_accounts/list');
      await check(method, '/connected_accounts/get', {
        connected_account_id: door.connected_account_id,
      });
      await check(method, '/client_sessions/get', {
        user_identifier_key: 'porchlight-playground-user',
      });
      await check(method, '/thermostats/climate_setting_schedules/list', { device_id: t });
      await check(method, '/workspaces/get');
      await check(method, '/workspaces/list');
      await check(method, '/events/list', { since: '1970-01-01T00:00:00Z' });
      await check(method, '/webhooks/list');
    }
    const codes = (await check('GET', '/access_codes/list', { device_id: d })).body.access_codes;
    await check('GET', '/access_codes/get', { access_code_id: codes[0].access_code_id });
    await check('POST', '/access_codes/generate_code', { device_id: d });
    const created = await check('POST', '/access_codes/create', {
      device_id: d,
      name: 'Schema',
      code: '24680',
      starts_at: '2030-01-01T00:00:00Z',
      ends_at: '2030-01-02T00:00:00Z',
    });
    const codeId = created.body.access_code.access_code_id;
    await check('POST', '/access_codes/create_multiple', { device_ids: [d], name: 'Multi' });
    await check('POST', '/access_codes/update', { access_code_id: codeId, name: 'Schema 2' });
    await check('POST', '/access_codes/unmanaged/list', { device_id: d });
    const lock = await check('POST', '/locks/unlock_door', { device_id: d });
    const attemptId = lock.body.action_attempt.action_attempt_id;
    await check('GET', '/action_attempts/get', { action_attempt_id: attemptId });
    await settle(http, attemptId);
    await check('GET', '/action_attempts/get', { action_attempt_id: attemptId });
    await check('GET', '/action_attempts/list', { action_attempt_ids: [attemptId] });
    await check('POST', '/locks/lock_door', { device_id: d, sync: true });
    const offline = await deviceNamed(http, 'Storage Room');
    const failed = await check('POST', '/locks/lock_door', {
      device_id: offline.device_id,
      sync: true,
    });
    expect(failed.body.action_attempt.status).toBe('error');
    await check('POST', '/thermostats/heat_cool', {
      device_id: t,
      heating_set_point_fahrenheit: 66,
      cooling_set_point_fahrenheit: 76,
    });
    await check('POST', '/thermostats/heat', { device_id: t, heating_set_point_fahrenheit: 66 });
    await check('POST', '/thermostats/cool', { device_id: t, cooling_set_point_fahrenheit: 76 });
    await check('POST', '/thermostats/off', { device_id: t });
    await check('POST', '/thermostats/set_fan_mode', { device_id: t, fan_mode_setting: 'auto' });
    await check('POST', '/thermostats/update', {
      device_id: t,
      default_climate_setting: { manual_override_allowed: true },
    });
    const schedule = await check('POST', '/thermostats/climate_setting_schedules/create', {
      device_id: t,
      name: 'S',
      schedule_starts_at: '2030-01-01T00:00:00Z',
      schedule_ends_at: '2030-01-02T00:00:00Z',
      hvac_mode_setting: 'cool',
      cooling_set_point_fahrenheit: 75,
    });
    const scheduleId = schedule.body.climate_setting_schedule.climate_setting_schedule_id;
    await check('GET', '/thermostats/climate_setting_schedules/get', {
      climate_setting_schedule_id: scheduleId,
    });
    await check('POST', '/thermostats/climate_setting_schedules/update', {
      climate_setting_schedule_id: scheduleId,
      manual_override_allowed: false,
    });
    await check('POST', '/thermostats/climate_setting_schedules/delete', {
      climate_setting_schedule_id: scheduleId,
    });
    await check('POST', '/client_sessions/get_or_create', { user_identifier_key: 'schema-user' });
    const session = await check('POST', '/client_sessions/create', {
      user_identifier_key: 'schema-user-2',
    });
    await check('GET', '/client_sessions/list');
    await check('POST', '/client_sessions/delete', {
      client_session_id: session.body.client_session.client_session_id,
    });
    const webhook = await check('POST', '/webhooks/create', {
      url: 'https://example.com/hook',
      event_types: ['lock.locked'],
    });
    const webhookId = webhook.body.webhook.webhook_id;
    await check('GET', '/webhooks/get', { webhook_id: webhookId });
    await check('POST', '/webhooks/update', { webhook_id: webhookId, event_types: [] });
    await check('POST', '/webhooks/delete', { webhook_id: webhookId });
    const events = (await check('GET', '/events/list', { since: '1970-01-01T00:00:00Z' })).body
      .events;
    await check('GET', '/events/get', { event_id: events[0].event_id });
    await check('POST', '/connected_accounts/update', {
      connected_account_id: door.connected_account_id,
      automatically_manage_new_devices: false,
    });
    await check('POST', '/devices/update', { device_id: d, name: 'Front Door' });
    await check('POST', '/access_codes/delete', { access_code_id: codeId });
    const doomed = await deviceNamed(http, 'Mailroom');
    await check('POST', '/devices/delete', { device_id: doomed.device_id });
    await checkNewerNamespaces(d);
    await check('POST', '/workspaces/reset_sandbox');
    expect(checked.size).toBeGreaterThanOrEqual(65);
  });

  it('unsets custom_metadata keys sent as null, so no answer holds a null value', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const account = door.connected_account_id;
    await check('POST', '/connected_accounts/update', {
      connected_account_id: account,
      custom_metadata: { note: 'front desk', vip: true },
    });
    const unset = await check('POST', '/connected_accounts/update', {
      connected_account_id: account,
      custom_metadata: { note: null, other: null },
    });
    expect(unset.body.connected_account.custom_metadata).toEqual({ vip: true });
    const read = await check('GET', '/connected_accounts/get', { connected_account_id: account });
    expect(read.body.connected_account.custom_metadata).toEqual({ vip: true });
    await check('GET', '/connected_accounts/list');

    await check('POST', '/devices/update', {
      device_id: door.device_id,
      custom_metadata: { note: 'front desk', vip: true },
    });
    await check('POST', '/devices/update', {
      device_id: door.device_id,
      custom_metadata: { note: null },
    });
    const device = await check('GET', '/devices/get', { device_id: door.device_id });
    expect(device.body.device.custom_metadata).toEqual({ vip: true });
  });
});

/** Connect webviews, providers, unmanaged devices and codes, backups and session grants. */
async function checkNewerNamespaces(deviceId: string): Promise<void> {
  for (const method of ['GET', 'POST'] as const) {
    await check(method, '/devices/list_device_providers');
    await check(method, '/connect_webviews/list');
    await check(method, '/devices/unmanaged/list');
    await check(method, '/access_codes/unmanaged/list', { device_id: deviceId });
  }
  const webview = await check('POST', '/connect_webviews/create', {
    accepted_providers: ['august'],
    custom_redirect_url: 'https://example.com/back',
  });
  const webviewId = webview.body.connect_webview.connect_webview_id;
  await check('GET', '/connect_webviews/get', { connect_webview_id: webviewId });
  await check('POST', '/connect_webviews/delete', { connect_webview_id: webviewId });
  const unmanaged = await check('POST', '/access_codes/simulate/create_unmanaged_access_code', {
    device_id: deviceId,
    name: 'Found',
    code: '86420',
  });
  const unmanagedId = unmanaged.body.access_code.access_code_id;
  await check('GET', '/access_codes/unmanaged/get', { access_code_id: unmanagedId });
  await check('POST', '/access_codes/unmanaged/update', {
    access_code_id: unmanagedId,
    is_managed: false,
    is_external_modification_allowed: true,
  });
  await check('POST', '/access_codes/unmanaged/convert_to_managed', {
    access_code_id: unmanagedId,
  });
  const other = await check('POST', '/access_codes/simulate/create_unmanaged_access_code', {
    device_id: deviceId,
    name: 'Found 2',
    code: '86421',
  });
  await check('POST', '/access_codes/unmanaged/delete', {
    access_code_id: other.body.access_code.access_code_id,
  });
  const backed = await check('POST', '/access_codes/create', {
    device_id: deviceId,
    name: 'Backed',
    use_backup_access_code_pool: true,
  });
  await check('POST', '/access_codes/pull_backup_access_code', {
    access_code_id: backed.body.access_code.access_code_id,
  });
  await check('POST', '/devices/update', { device_id: deviceId, is_managed: false });
  await check('GET', '/devices/unmanaged/list');
  await check('GET', '/devices/unmanaged/get', { device_id: deviceId });
  await check('POST', '/devices/unmanaged/update', { device_id: deviceId, is_managed: true });
  const session = await check('POST', '/client_sessions/create', { user_identifier_key: 'g' });
  const sessionId = session.body.client_session.client_session_id;
  await check('POST', '/client_sessions/grant_access', {
    client_session_id: sessionId,
    connected_account_ids: [],
  });
  await check('POST', '/client_sessions/revoke', { client_session_id: sessionId });
  await check('POST', '/access_codes/create_multiple', { device_ids: [deviceId], name: 'M2' });
}

describe('responses to realistic calls match the contract', () => {
  it('validates sync writes, offline codes, lookups by other keys, filters and removals', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const storage = await deviceNamed(http, 'Storage Room');
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const d = door.device_id;
    const synced = await check('POST', '/access_codes/create', {
      device_id: d,
      name: 'Synced',
      code: '97531',
      sync: true,
    });
    expect(synced.body.action_attempt.status).toBe('success');
    const codeId = synced.body.access_code.access_code_id;
    await check('GET', '/action_attempts/get', {
      action_attempt_id: synced.body.action_attempt.action_attempt_id,
    });
    await check('GET', '/access_codes/get', { device_id: d, code: '97531' });
    const updated = await check('POST', '/access_codes/update', {
      access_code_id: codeId,
      starts_at: '2030-01-01T00:00:00Z',
      ends_at: '2030-01-02T00:00:00Z',
      sync: true,
    });
    expect(updated.body.action_attempt.status).toBe('success');
    await check('POST', '/access_codes/create', {
      device_id: storage.device_id,
      name: 'Offline',
      is_offline_access_code: true,
      max_time_rounding: '1day',
      starts_at: '2030-02-01T10:00:00Z',
      ends_at: '2030-02-02T10:00:00Z',
    });
    await check('GET', '/access_codes/list', { user_identifier_key: 'porchlight-playground-user' });
    await check('GET', '/access_codes/list', { access_code_ids: [codeId] });
    const heated = await check('POST', '/thermostats/heat', {
      device_id: living.device_id,
      heating_set_point_celsius: 20,
      sync: true,
    });
    expect(heated.body.action_attempt.status).toBe('success');
    const session = (await check('GET', '/client_sessions/list')).body.client_sessions[0];
    await check('GET', '/client_sessions/get', { client_session_id: session.client_session_id });
    await check('GET', '/devices/list', { include_if: ['can_remotely_unlock'], limit: 2 });
    await check('GET', '/devices/list', { device_type: 'august_lock' });
    await check('GET', '/events/list', {
      since: '1970-01-01T00:00:00Z',
      event_types: ['lock.locked', 'lock.unlocked'],
      limit: 3,
    });
    await check('GET', '/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: codeId });
    await check('GET', '/events/get', { device_id: d, event_type: 'access_code.created' });
    const garage = await deviceNamed(http, 'Garage');
    const failing = await check('POST', '/access_codes/create', {
      device_id: garage.device_id,
      name: 'Unreachable',
      sync: true,
    });
    await check('GET', '/access_codes/get', {
      access_code_id: failing.body.access_code.access_code_id,
    });
    await check('POST', '/access_codes/update', {
      access_code_id: failing.body.access_code.access_code_id,
      type: 'ongoing',
      sync: true,
    });
    await check('POST', '/thermostats/off', {
      device_id: (await deviceNamed(http, 'Basement Thermostat')).device_id,
      sync: true,
    });
    await check('GET', '/devices/get', { name: 'Front Door' });
    await check('GET', '/locks/get', { name: 'Front Door' });
    await check('GET', '/connected_accounts/get', { email: 'jane@maplestreet.example' });
    await check('GET', '/connect_webviews/list', {
      user_identifier_key: 'porchlight-playground-user',
    });
    await check('POST', '/client_sessions/get_or_create', {
      user_identifier_key: 'schema-expiring',
      expires_at: '2099-01-01T00:00:00Z',
    });
    await check('POST', '/access_codes/create_multiple', {
      device_ids: [d, (await deviceNamed(http, 'Side Gate')).device_id],
      name: 'Pair',
      behavior_when_code_cannot_be_shared: 'create_random_code',
    });
    await check('GET', '/devices/unmanaged/list', {
      user_identifier_key: 'porchlight-playground-user',
    });
    await check('POST', '/devices/simulate/remove', { device_id: storage.device_id });
    await check('POST', '/connected_accounts/delete', {
      connected_account_id: living.connected_account_id,
    });
    await check('GET', '/devices/list');
    await check('GET', '/thermostats/list');
  });
});

describe('the schema check itself', () => {
  it('rejects a response that breaks the contract', () => {
    const validate = validatorFor('/devices/list', 'GET');
    expect(validate({ devices: [{ device_id: 'x' }], ok: true })).toBe(false);
    expect(validate({ devices: [], ok: true })).toBe(true);
  });
});
