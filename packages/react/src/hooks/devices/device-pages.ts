import type { Device } from '@porchlight/client';

/** The provider's default (and our) page size of the device lists. */
export const DEVICE_PAGE_SIZE = 500;

/** The paging parameters of the device lists; the contract has no cursor. */
export interface DevicePageParams {
  limit?: number | undefined;
  created_before?: string | undefined;
}

/** One request of a device list (`devices.list` and its like), with the page's parameters. */
export type ListDevicePage<P> = (
  params: P & DevicePageParams,
  options: { signal?: AbortSignal | undefined },
) => Promise<Device[]>;

const idOf = (device: unknown): string | undefined => {
  const id = (device as Partial<Device> | null)?.device_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * Why `signal` aborted; where signals have no `reason` (Safari before 15.4, polyfills) the
 * `AbortError` their own fetch rejects with, never `undefined`.
 */
const abortReason = (signal: AbortSignal): unknown =>
  'reason' in signal ? signal.reason : new DOMException('This operation was aborted', 'AbortError');

/** The oldest parseable `created_at` of a page, in epoch milliseconds. */
function oldestCreated(page: readonly unknown[]): number | undefined {
  let oldest: number | undefined;
  for (const device of page) {
    const created = (device as Partial<Device> | null)?.created_at;
    const time = typeof created === 'string' ? Date.parse(created) : Number.NaN;
    if (!Number.isNaN(time) && (oldest === undefined || time < oldest)) oldest = time;
  }
  return oldest;
}

/**
 * Every device of a list, reading page after page: the provider answers at most `limit` (500 by
 * default) devices, newest first, and pages only by `created_before`. A full page asks again for
 * the devices created before just after the oldest one seen, so devices sharing that instant
 * across the page boundary come again rather than being skipped; repeats are dropped by
 * `device_id`. It stops on a short page or one that adds no new device, so it cannot loop.
 *
 * A caller's own `limit` is sent as given, in one request. A first page that is not full is
 * returned exactly as answered: a workspace under the page size costs the one request it always did.
 *
 * `onMore` is given the devices read so far (a copy) each time another page has been asked for,
 * so a caller can show them while the rest load; the devices it returns come after the last call.
 */
export async function listEveryDevice<P extends DevicePageParams>(
  list: ListDevicePage<P>,
  params: P,
  signal?: AbortSignal,
  onMore?: (soFar: Device[]) => void,
): Promise<Device[]> {
  if (params.limit !== undefined) return list(params, { signal });
  const pageSize = DEVICE_PAGE_SIZE;
  const first = await list({ ...params, limit: pageSize }, { signal });
  // An answer that is not a list is the caller's to judge, as with a single request.
  if (!Array.isArray(first) || first.length < pageSize) return first;
  const devices: Device[] = [...first];
  const seen = new Set(first.map(idOf));
  let page: readonly unknown[] = first;
  let oldest = oldestCreated(first);
  while (page.length >= pageSize && oldest !== undefined) {
    // Not `throwIfAborted()`: browsers a host may still support (Safari before 15.4) lack it.
    if (signal?.aborted) throw abortReason(signal);
    const asked = list(
      { ...params, limit: pageSize, created_before: new Date(oldest + 1).toISOString() },
      { signal },
    );
    // Given once the next page is asked for, so what the caller does with them (writing a cache,
    // drawing rows) overlaps that request instead of holding it back.
    onMore?.([...devices]);
    const next: unknown = await asked;
    if (!Array.isArray(next)) break;
    let added = 0;
    for (const device of next) {
      const id = idOf(device);
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      devices.push(device as Device);
      added += 1;
    }
    if (added === 0) break;
    page = next;
    const pageOldest = oldestCreated(next);
    if (pageOldest !== undefined && pageOldest < oldest) oldest = pageOldest;
  }
  return devices;
}
