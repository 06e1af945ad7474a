import type { ActionAttempt, PorchlightClient } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import {
  cancelForOptimisticWrite,
  resumeCancelledQueries,
} from '../cancel-for-optimistic-write.js';
import { deviceKeys } from '../devices/device-queries.js';
import { rereadAfterFailure } from '../reread-after-failure.js';
import { useSessionMutation } from '../use-session-mutation.js';
import {
  fromCelsius,
  fromFahrenheit,
  type ThermostatHvacMode,
  usesCool,
  usesHeat,
} from './climate-units.js';
import { equipmentAfterSave } from './equipment-after-save.js';
import { patchCachedThermostat, settingOf } from './thermostat-cache.js';
import {
  settleThermostatSave,
  startThermostatSave,
  type ThermostatSave,
} from './thermostat-saves.js';

export type { ThermostatHvacMode };

/**
 * What {@link useSetThermostatClimate} sends, named as the API's params. Give each set point the
 * mode uses in one unit; the others are ignored (`off` takes none).
 */
export interface SetThermostatClimateVariables {
  /** The thermostat to set. */
  device_id: string;
  /** The mode to set, which picks the action called. */
  hvac_mode_setting: ThermostatHvacMode;
  /** The heating set point in °F, for `heat` and `heat_cool`. */
  heating_set_point_fahrenheit?: number | undefined;
  /** The heating set point in °C, for `heat` and `heat_cool` (used when no °F one is given). */
  heating_set_point_celsius?: number | undefined;
  /** The cooling set point in °F, for `cool` and `heat_cool`. */
  cooling_set_point_fahrenheit?: number | undefined;
  /** The cooling set point in °C, for `cool` and `heat_cool` (used when no °F one is given). */
  cooling_set_point_celsius?: number | undefined;
}

/** Only the set points the mode uses, in the unit given. */
function setPoints(variables: SetThermostatClimateVariables, kind: 'heating' | 'cooling') {
  const f = variables[`${kind}_set_point_fahrenheit`];
  const c = variables[`${kind}_set_point_celsius`];
  if (f !== undefined) return { [`${kind}_set_point_fahrenheit`]: f };
  if (c !== undefined) return { [`${kind}_set_point_celsius`]: c };
  return {};
}

/** Calls the action matching the mode: `heat`, `cool`, `heat_cool` or `off`. */
function runClimateAction(
  client: PorchlightClient,
  variables: SetThermostatClimateVariables,
): Promise<ActionAttempt> {
  const { device_id, hvac_mode_setting: mode } = variables;
  const heating = usesHeat(mode) ? setPoints(variables, 'heating') : {};
  const cooling = usesCool(mode) ? setPoints(variables, 'cooling') : {};
  switch (mode) {
    case 'heat':
      return client.thermostats.heat({ device_id, ...heating });
    case 'cool':
      return client.thermostats.cool({ device_id, ...cooling });
    case 'heat_cool':
      return client.thermostats.heatCool({ device_id, ...heating, ...cooling });
    case 'off':
      return client.thermostats.off({ device_id });
  }
}

/**
 * Both units of a set point the caller gave in one (converted and rounded to one decimal as the
 * provider reports them), or nothing.
 */
function bothUnits(variables: SetThermostatClimateVariables, kind: 'heating' | 'cooling') {
  const f = variables[`${kind}_set_point_fahrenheit`];
  const c = variables[`${kind}_set_point_celsius`];
  const both = f !== undefined ? fromFahrenheit(f) : c !== undefined ? fromCelsius(c) : null;
  if (!both) return {};
  return {
    [`${kind}_set_point_fahrenheit`]: both.fahrenheit,
    [`${kind}_set_point_celsius`]: both.celsius,
  };
}

/**
 * Sets a thermostat's climate through the action matching the mode (`thermostats.heat`, `.cool`,
 * `.heatCool` or `.off`) and waits for its action attempt through the client. On success the
 * cached device's `current_climate_setting` is updated locally (no refetch), but only by the
 * newest save of the device: an older save answering after a newer one refetches the device
 * instead, so it never shows a climate the newer save replaced. A failure refetches the device,
 * as the provider may have applied the change before failing, and again later when the change may
 * still apply (a lost answer, an action attempt still pending). The error is left to the caller to
 * tell the person about.
 */
export function useSetThermostatClimate(): UseMutationResult<
  ActionAttempt,
  Error,
  SetThermostatClimateVariables
> {
  const provided = useRequireProvider('useSetThermostatClimate');
  const { client, queryClient } = provided;
  return useSessionMutation<ActionAttempt, SetThermostatClimateVariables, ThermostatSave>(
    provided,
    {
      mutationFn: (variables) => runClimateAction(requireClient(client), variables),
      onMutate: ({ device_id }) => startThermostatSave(queryClient, 'climate', device_id),
      onSuccess: async (_attempt, variables, save) => {
        const outcome = settleThermostatSave(save);
        if (outcome === 'superseded') {
          void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(variables.device_id) });
        }
        if (outcome !== 'newest') return;
        // A device read sent before the save would land after this write with the old setting:
        // stopped now, and made again once the saved setting is in.
        const stopped = await cancelForOptimisticWrite(queryClient, deviceKeys.all);
        const mode = variables.hvac_mode_setting;
        patchCachedThermostat(queryClient, variables.device_id, (properties) => {
          const saved = {
            ...properties,
            current_climate_setting: {
              ...settingOf(properties, 'current_climate_setting'),
              hvac_mode_setting: mode,
              automatic_heating_enabled: usesHeat(mode),
              automatic_cooling_enabled: usesCool(mode),
              ...(usesHeat(mode) ? bothUnits(variables, 'heating') : {}),
              ...(usesCool(mode) ? bothUnits(variables, 'cooling') : {}),
            },
          };
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
