import { useMemo } from 'react';
import { useCatalogueDeviceModels } from '../../hooks/device-catalogue/use-catalogue-device-models.js';
import { useCatalogueManufacturers } from '../../hooks/device-catalogue/use-catalogue-manufacturers.js';
import { useLoadFailure } from '../../hooks/use-load-failure.js';
import type { CatalogueFilters } from './catalogue-filters.js';
import { collator, groupModels, type ManufacturerGroup } from './catalogue-groups.js';
import {
  type CatalogueHostFilter,
  manufacturerRequest,
  modelsRequest,
} from './catalogue-requests.js';
import {
  type ManufacturerView,
  toDeviceModelView,
  toManufacturerView,
} from './supported-device-view.js';

/** Which of the table's screens to show. */
export type CatalogueScreen =
  /** `waiting`: the load is paused until the browser is back online (TanStack's 'paused'). */
  | { kind: 'loading'; waiting?: boolean }
  | { kind: 'error' }
  | { kind: 'empty' }
  | { kind: 'results'; groups: ManufacturerGroup[]; modelCount: number };

/** What the table draws for the current filters. */
export interface CatalogueResults {
  screen: CatalogueScreen;
  /** Choices of the Manufacturer dropdown, sorted by name. */
  manufacturers: ManufacturerView[];
  /** Refetches whatever failed; `undefined` when the provider refused the credentials. */
  retry: (() => void) | undefined;
  /** New filters are loading while the previous results stay on screen. */
  updating: boolean;
}

/**
 * Loads the manufacturers once per host include/exclude and supported-only, and the models for
 * the debounced filters, and turns both into groups. The host's manufacturer lists restrict the models to the
 * listed manufacturers, so the models call waits for that list only when they are in force, and
 * only then does a failed manufacturers call fail the results.
 */
export function useCatalogueResults(
  filters: CatalogueFilters,
  host: CatalogueHostFilter,
): CatalogueResults {
  const hostKey = JSON.stringify([host.manufacturers ?? null, host.excludedManufacturers ?? []]);
  const { supportedOnly } = filters;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not identity
  const manufacturerCall = useMemo(
    () => manufacturerRequest(host, supportedOnly),
    [hostKey, supportedOnly],
  );
  const manufacturersQuery = useCatalogueManufacturers(manufacturerCall.params);
  const manufacturers = useMemo(
    () =>
      (Array.isArray(manufacturersQuery.data) ? manufacturersQuery.data : [])
        .map(toManufacturerView)
        .filter((m) => m.manufacturerId !== '')
        .sort((a, b) => collator.compare(a.name ?? '\uffff', b.name ?? '\uffff')),
    [manufacturersQuery.data],
  );
  // The previous list stays up while supported-only's own loads (no flash of the dropdown or the
  // logos); a restriction waits for the list that answers the current call, so the models call
  // is sent once, with the right ids.
  const waitingForAllowed =
    manufacturerCall.restricted &&
    (manufacturersQuery.data === undefined || manufacturersQuery.isPlaceholderData);
  const allowedIds = manufacturerCall.restricted
    ? manufacturers.map((m) => m.manufacturerId)
    : undefined;
  const params = waitingForAllowed ? null : modelsRequest(filters, host, allowedIds);
  const modelsQuery = useCatalogueDeviceModels(params);
  const groups = useMemo(
    () =>
      groupModels(
        (Array.isArray(modelsQuery.data) ? modelsQuery.data : []).map(toDeviceModelView),
        manufacturers,
      ),
    [modelsQuery.data, manufacturers],
  );
  const modelsFailure = useLoadFailure(modelsQuery);
  const manufacturersFailure = useLoadFailure(manufacturersQuery);
  // Unrestricted, the models stand on their own: a failed manufacturers call only costs the
  // dropdown's choices and the groups' logos and annotations (groups fall back to the name each
  // model carries), so it must not hide models that loaded.
  const failed =
    modelsFailure.failed || (manufacturerCall.restricted && manufacturersFailure.failed);
  // One retry per cause: a client that failed to start is retried once, not per query.
  const retryCause = manufacturersFailure.failed ? manufacturersFailure.retry : modelsFailure.retry;
  const retry =
    retryCause &&
    (() => {
      retryCause();
      if (manufacturersFailure.failed && modelsQuery.isError) void modelsQuery.refetch();
    });
  let screen: CatalogueScreen;
  if (failed) screen = { kind: 'error' };
  else if (params === null && !waitingForAllowed) screen = { kind: 'empty' };
  else if (modelsQuery.data === undefined)
    screen = { kind: 'loading', waiting: modelsFailure.paused || manufacturersFailure.paused };
  else if (groups.length === 0) screen = { kind: 'empty' };
  else {
    const modelCount = groups.reduce((sum, group) => sum + group.models.length, 0);
    screen = { kind: 'results', groups, modelCount };
  }
  return { screen, manufacturers, retry, updating: modelsQuery.isPlaceholderData };
}
