/** Connectivity as the views show it. */
export type OnlineStatus = 'online' | 'device_offline' | 'account_offline';

/** The device fields connectivity is read from (a device view, or a raw API device's). */
export interface ConnectivityFields {
  online: boolean;
  errors: ReadonlyArray<{ error_code?: string | undefined }>;
}

/** 'Account Offline' wins over the device's own online flag (the spec's states and transitions). */
export function onlineStatus(device: ConnectivityFields): OnlineStatus {
  if (device.errors.some((error) => error.error_code === 'account_disconnected')) {
    return 'account_offline';
  }
  return device.online ? 'online' : 'device_offline';
}

/** Why Lock/Unlock cannot work now, or `null` when the API can reach the lock. */
export function unreachableLockReason(
  status: OnlineStatus,
  t: { lockOffline: string; lockAccountOffline: string },
): string | null {
  if (status === 'online') return null;
  return status === 'account_offline' ? t.lockAccountOffline : t.lockOffline;
}
