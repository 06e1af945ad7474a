import type { ActionAttempt } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import {
  cancelForOptimisticWrite,
  resumeCancelledQueries,
} from '../cancel-for-optimistic-write.js';
import { deviceKeys } from '../devices/device-queries.js';
import { rereadAfterFailure } from '../reread-after-failure.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { equipmentAfterSave } from './equipment-after-save.js';
import { patchCachedThermostat } from './thermostat-cache.js';
import {
  settleThermostatSave,
  startThermostatSave,
  type ThermostatSave,
} from './thermostat-saves.js';

/** What {@link useSetThermostatFanMode} sends, named as the API's params. */
export interface SetThermostatFanModeVariables {
  /** The thermostat to set. */
  device_id: string;
  /** `auto` runs the fan only while heating or cooling; `on` runs it all the time. */
  fan_mode_setting: 'auto' | 'on';
}

/**
 * Sets a thermostat's fan mode (`thermostats.setFanMode`, waiting for its action attempt). On
 * success the cached device's `fan_mode_setting` is updated locally, but only by the newest save
 * of the device: an older save answering after a newer one refetches the device instead. A failure
 * refetches the device, and again later when the change may still apply (a lost answer, an action
 * attempt still pending). The error is left to the caller to tell the person about.
 */
export function useSetThermostatFanMode(): UseMutationResult<
  ActionAttempt,
  Error,
  SetThermostatFanModeVariables
> {
  const provided = useRequireProvider('useSetThermostatFanMode');
  const { client, queryClient } = provided;
  return useSessionMutation<ActionAttempt, SetThermostatFanModeVariables, ThermostatSave>(
    provided,
    {
      mutationFn: (variables) => requireClient(client).thermostats.setFanMode(variables),
      onMutate: ({ device_id }) => startThermostatSave(queryClient, 'fan_mode', device_id),
      onSuccess: async (_attempt, { device_id, fan_mode_setting }, save) => {
        const outcome = settleThermostatSave(save);
        if (outcome === 'superseded') {
          void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(device_id) });
        }
        if (outcome !== 'newest') return;
        // A device read sent before the save would land after this write with the old setting:
        // stopped now, and made again once the saved setting is in.
        const stopped = await cancelForOptimisticWrite(queryClient, deviceKeys.all);
        patchCachedThermostat(queryClient, device_id, (properties) => {
          const saved = { ...properties, fan_mode_setting };
          return { ...saved, ...equipmentAfterSave(saved) };
        });
        resumeCancelledQueries(queryClient, stopped);
      },
      onError: (error, variables, save) => {
        settleThermostatSave(save);
        rereadAfterFailure(queryClient, deviceKeys.detail(variables.device_id), error);
      },
    },
  );
}
