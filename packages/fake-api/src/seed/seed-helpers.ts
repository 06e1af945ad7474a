import type { AccessCode, ConnectedAccount, Issue } from '../state/types.js';

const HOUR = 3_600_000;

/** An ISO time `hours` from `start`. */
export function at(start: number, hours: number): string {
  return new Date(start + hours * HOUR).toISOString();
}

/** A connected account; a disconnected one carries the `account_disconnected` error. */
export function buildAccount(
  id: string,
  row: { type: string; display: string; email: string; disconnected?: boolean },
  createdAt: string,
): ConnectedAccount {
  const errors: Issue[] = row.disconnected
    ? [
        {
          error_code: 'account_disconnected',
          message: 'Account Disconnected',
          is_connected_account_error: true,
          created_at: createdAt,
        },
      ]
    : [];
  return {
    connected_account_id: id,
    created_at: createdAt,
    account_type: row.type,
    account_type_display_name: row.display,
    user_identifier: { email: row.email },
    errors,
    warnings: [],
    custom_metadata: {},
    automatically_manage_new_devices: true,
  };
}

/** Access-code status implied by timing: time-bound codes are only on the lock inside their window. */
export function statusFor(
  code: Pick<AccessCode, 'type' | 'starts_at' | 'ends_at'>,
  now: number,
): AccessCode['status'] {
  if (code.type === 'ongoing' || !code.starts_at || !code.ends_at) return 'set';
  const inside = Date.parse(code.starts_at) <= now && now < Date.parse(code.ends_at);
  return inside ? 'set' : 'unset';
}

/** A managed access code with the provider's default flags. */
export function buildAccessCode(
  fields: Pick<AccessCode, 'access_code_id' | 'device_id' | 'name' | 'code' | 'created_at'> &
    Partial<AccessCode>,
  now: number,
): AccessCode {
  const code: AccessCode = {
    common_code_key: null,
    type: fields.starts_at ? 'time_bound' : 'ongoing',
    errors: [],
    warnings: [],
    is_managed: true,
    status: 'set',
    is_backup_access_code_available: false,
    is_external_modification_allowed: false,
    is_one_time_use: false,
    is_offline_access_code: false,
    is_scheduled_on_device: false,
    is_waiting_for_code_assignment: false,
    ...fields,
  };
  code.status = fields.status ?? statusFor(code, now);
  return code;
}
