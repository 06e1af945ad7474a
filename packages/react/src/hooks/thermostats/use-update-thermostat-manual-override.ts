import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import {
  cancelForOptimisticWrite,
  resumeCancelledQueries,
} from '../cancel-for-optimistic-write.js';
import { deviceKeys } from '../devices/device-queries.js';
import { useSessionMutation } from '../use-session-mutation.js';
import {
  type ManualOverrideSnapshot,
  patchCachedThermostat,
  restoreManualOverride,
  settingOf,
  snapshotManualOverride,
} from './thermostat-cache.js';

/** What {@link useUpdateThermostatManualOverride} sends. */
export interface UpdateThermostatManualOverrideVariables {
  /** The thermostat to update. */
  device_id: string;
  /** Whether people may change the thermostat by hand away from its default climate. */
  manual_override_allowed: boolean;
}

/**
 * Allows or forbids manual override of a thermostat's default climate (`thermostats.update` with
 * `default_climate_setting.manual_override_allowed`). The cached device changes at once; a failure
 * puts back only that flag as it was before (whatever else landed meanwhile, such as a climate
 * save, stays) and refetches the device, so the server's truth wins. The error is left to the
 * caller to tell the person about.
 */
export function useUpdateThermostatManualOverride(): UseMutationResult<
  void,
  Error,
  UpdateThermostatManualOverrideVariables
> {
  const provided = useRequireProvider('useUpdateThermostatManualOverride');
  const { client, queryClient } = provided;
  return useSessionMutation<
    void,
    UpdateThermostatManualOverrideVariables,
    { snapshot: ManualOverrideSnapshot; stopped: QueryKey[] }
  >(provided, {
    mutationFn: ({ device_id, manual_override_allowed }) =>
      requireClient(client).thermostats.update({
        device_id,
        default_climate_setting: { manual_override_allowed },
      }),
    onMutate: async ({ device_id, manual_override_allowed }) => {
      // A device request already in flight would overwrite the optimistic value with the old one.
      const stopped = await cancelForOptimisticWrite(queryClient, deviceKeys.all);
      const snapshot = snapshotManualOverride(queryClient, device_id, manual_override_allowed);
      patchCachedThermostat(queryClient, device_id, (properties) => ({
        ...properties,
        default_climate_setting: {
          ...settingOf(properties, 'default_climate_setting'),
          manual_override_allowed,
        },
      }));
      return { snapshot, stopped };
    },
    onSuccess: (_result, _variables, context) => {
      resumeCancelledQueries(queryClient, context?.stopped);
    },
    onError: (_error, variables, context) => {
      restoreManualOverride(queryClient, context?.snapshot);
      resumeCancelledQueries(queryClient, context?.stopped);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(variables.device_id) });
    },
  });
}
