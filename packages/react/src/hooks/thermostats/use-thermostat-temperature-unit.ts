import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { QUERY_ROOT } from '../../provider/query-root.js';

/** The unit thermostat temperatures are shown and set in. */
export type ThermostatTemperatureUnit = 'fahrenheit' | 'celsius';

/** Where the chosen unit lives: in the provider's query cache, so every view under it shares it. */
export const temperatureUnitKey = [...QUERY_ROOT, 'preferences', 'temperature_unit'] as const;

/**
 * The °F/°C choice of the thermostat views, remembered per provider (its query cache) and
 * Fahrenheit until someone changes it. A new session starts again from Fahrenheit.
 */
export function useThermostatTemperatureUnit(): [
  ThermostatTemperatureUnit,
  (unit: ThermostatTemperatureUnit) => void,
] {
  const { queryClient } = useRequireProvider('useThermostatTemperatureUnit');
  const { data } = useQuery<ThermostatTemperatureUnit>(
    {
      queryKey: temperatureUnitKey,
      // Nothing to fetch: a refetch (a host's `invalidateQueries()` of its whole cache) keeps the
      // choice, where answering 'fahrenheit' put every thermostat back in °F behind the person.
      queryFn: () =>
        queryClient.getQueryData<ThermostatTemperatureUnit>(temperatureUnitKey) ?? 'fahrenheit',
      initialData: 'fahrenheit',
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  const setUnit = useCallback(
    (unit: ThermostatTemperatureUnit) => queryClient.setQueryData(temperatureUnitKey, unit),
    [queryClient],
  );
  return [data === 'celsius' ? 'celsius' : 'fahrenheit', setUnit];
}
