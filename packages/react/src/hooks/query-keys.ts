/**
 * Query keys of every Porchlight hook. Each resource has one root so a single invalidation reaches
 * its lists and single items; parameters are the last key part.
 */
export const queryKeys = {
  root: ['porchlight'] as const,
  devices: {
    all: ['porchlight', 'devices'] as const,
    lists: () => [...queryKeys.devices.all, 'list'] as const,
    list: (params: DeviceListParams = {}) => [...queryKeys.devices.lists(), params] as const,
    detail: (deviceId: string) =>
      [...queryKeys.devices.all, 'get', { device_id: deviceId }] as const,
  },
  connectedAccounts: {
    all: ['porchlight', 'connected_accounts'] as const,
    detail: (connectedAccountId: string) =>
      [
        ...queryKeys.connectedAccounts.all,
        'get',
        { connected_account_id: connectedAccountId },
      ] as const,
  },
};

/** Filters of the device list. */
export interface DeviceListParams {
  device_ids?: string[];
  connected_account_ids?: string[];
}
