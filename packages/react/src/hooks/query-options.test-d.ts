// Compiled by `tsc -p tsconfig.json` (and tsconfig.exact.json): the `…Queries` factories suit every
// TanStack hook a host may hand them to, and their keys keep the data type for cache reads.
import type { AccessCode, ClimateSettingSchedule, Device, DeviceModel } from '@porchlight/client';
import {
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQueries,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import {
  accessCodeKeys,
  accessCodeQueries,
  climateSettingScheduleKeys,
  deviceCatalogueQueries,
  deviceKeys,
  deviceQueries,
  useClient,
  usePorchlight,
} from '../index.js';

export function FactoryHost() {
  const client = useClient();
  const queryClient = useQueryClient();

  // Suspense: the query function is never `skipToken`, so TS2379 cannot arise.
  const device = useSuspenseQuery(deviceQueries.detail(client, 'd'));
  expectTypeOf(device.data).toEqualTypeOf<Device>();
  const codes = useSuspenseQuery(accessCodeQueries.list(client, 'd'));
  expectTypeOf(codes.data).toEqualTypeOf<AccessCode[]>();
  const [models] = useSuspenseQueries({
    queries: [deviceCatalogueQueries.deviceModels(client, {})],
  });
  expectTypeOf(models.data).toEqualTypeOf<DeviceModel[]>();

  const devices = useQuery(deviceQueries.list(client));
  expectTypeOf(devices.data).toEqualTypeOf<Device[] | undefined>();
  const many = useQueries({ queries: ['a', 'b'].map((id) => deviceQueries.detail(client, id)) });
  expectTypeOf(many[0]?.data).toEqualTypeOf<Device | undefined>();

  // The tagged key types cache reads without a type argument.
  const cached = queryClient.getQueryData(deviceQueries.list(client).queryKey);
  expectTypeOf(cached).toEqualTypeOf<Device[] | undefined>();
  expectTypeOf(
    queryClient.getQueryData(accessCodeQueries.detail(client, queryClient, 'a').queryKey),
  ).toEqualTypeOf<AccessCode | undefined>();
  // …and so do the exported keys themselves, without a client to build a factory.
  expectTypeOf(queryClient.getQueryData(deviceKeys.detail('d'))).toEqualTypeOf<
    Device | undefined
  >();
  expectTypeOf(queryClient.getQueryData(accessCodeKeys.list('d'))).toEqualTypeOf<
    AccessCode[] | undefined
  >();
  expectTypeOf(queryClient.getQueryData(climateSettingScheduleKeys.detail('s'))).toEqualTypeOf<
    ClimateSettingSchedule | undefined
  >();
  queryClient.setQueryData(deviceKeys.detail('d'), (old) =>
    old ? { ...old, display_name: 'Front' } : old,
  );
  // @ts-expect-error a key's data type refuses what the query never holds
  queryClient.setQueryData(deviceKeys.list(), [{ device_id: 'd' }]);
  void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  void queryClient.prefetchQuery(deviceQueries.detail(client, 'd'));
  return null;
}

// The README's recipe: a host's own options on a factory, on the provider's cache.
export function LockedCount() {
  const { client, queryClient } = usePorchlight();
  const locked = useQuery(
    {
      ...deviceQueries.list(client),
      select: (devices) => devices.filter((device) => device.properties.locked).length,
    },
    queryClient ?? undefined,
  );
  expectTypeOf(locked.data).toEqualTypeOf<number | undefined>();
  return null;
}
