/**
 * Query keys of the access code hooks. Lists and single codes share a root, so one invalidation
 * can reach both; each list is keyed by its device.
 */
export const accessCodeKeys = {
  all: ['porchlight', 'access_codes'] as const,
  lists: () => [...accessCodeKeys.all, 'list'] as const,
  list: (deviceId: string) => [...accessCodeKeys.lists(), { device_id: deviceId }] as const,
  details: () => [...accessCodeKeys.all, 'get'] as const,
  detail: (accessCodeId: string) =>
    [...accessCodeKeys.details(), { access_code_id: accessCodeId }] as const,
};
