import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryList } from './use-query-list.js';

let queryClient: QueryClient;
let fetched: string[] = [];

afterEach(() => queryClient.clear());

const list = (ids: readonly string[]) =>
  ids.map((id) => ({
    queryKey: ['list', id],
    queryFn: async () => {
      fetched.push(id);
      return [`${id}-answer`];
    },
    staleTime: 60_000,
  }));

const observers = (id: string) =>
  queryClient
    .getQueryCache()
    .find({ queryKey: ['list', id] })
    ?.getObserversCount() ?? 0;

function renderList(ids: readonly string[], strict = false) {
  fetched = [];
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(({ ids }) => useQueryList(queryClient, list(ids)), {
    initialProps: { ids },
    wrapper: strict ? StrictMode : undefined,
  });
}

describe('useQueryList', () => {
  it('fetches each query once and gives its data in list order', async () => {
    const { result } = renderList(['a', 'b']);
    expect(result.current.map((r) => r.status)).toEqual(['pending', 'pending']);
    await waitFor(() =>
      expect(result.current.map((r) => r.data)).toEqual([['a-answer'], ['b-answer']]),
    );
    expect(fetched.sort()).toEqual(['a', 'b']);
  });

  it('fetches each query once under StrictMode too', async () => {
    const { result } = renderList(['a', 'b'], true);
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
    expect(fetched.sort()).toEqual(['a', 'b']);
  });

  it('shows fresh cached data at the first render, without a request', () => {
    fetched = [];
    queryClient = new QueryClient();
    queryClient.setQueryData(['list', 'a'], ['cached']);
    const { result } = renderHook(() => useQueryList(queryClient, list(['a'])));
    expect(result.current[0]?.data).toEqual(['cached']);
    expect(fetched).toEqual([]);
  });

  it('fetches a query that joins the list and stops observing one that leaves it', async () => {
    const { result, rerender } = renderList(['a', 'b']);
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
    rerender({ ids: ['b', 'c'] });
    await waitFor(() =>
      expect(result.current.map((r) => r.data)).toEqual([['b-answer'], ['c-answer']]),
    );
    expect(fetched.sort()).toEqual(['a', 'b', 'c']);
    expect([observers('a'), observers('b'), observers('c')]).toEqual([0, 1, 1]);
  });

  it('neither refetches nor cancels the queries that stay as the list grows', async () => {
    fetched = [];
    const cancelled: string[] = [];
    const answers = new Map<string, () => void>();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Stale at once, and each answer held until the test gives it, with the signal read (as the
    // package's fetchers do): TanStack cancels such a fetch when its last observer leaves.
    const grown = (ids: readonly string[]) =>
      ids.map((id) => ({
        queryKey: ['list', id],
        queryFn: ({ signal }: { signal: AbortSignal }) => {
          fetched.push(id);
          signal.addEventListener('abort', () => cancelled.push(id));
          return new Promise<string[]>((resolve) => {
            answers.set(id, () => resolve([`${id}-answer`]));
          });
        },
      }));
    const { result, rerender } = renderHook(({ ids }) => useQueryList(queryClient, grown(ids)), {
      initialProps: { ids: ['a', 'b'] },
    });
    await waitFor(() => expect(fetched.sort()).toEqual(['a', 'b']));
    act(() => answers.get('a')?.());
    await waitFor(() => expect(result.current[0]?.isSuccess).toBe(true));
    // 'a' is read (and stale), 'b' is still being fetched, when 'c' joins.
    rerender({ ids: ['a', 'b', 'c'] });
    await waitFor(() => expect(fetched).toContain('c'));
    act(() => {
      answers.get('b')?.();
      answers.get('c')?.();
    });
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
    expect(fetched.sort()).toEqual(['a', 'b', 'c']);
    expect(cancelled).toEqual([]);
  });

  it('re-renders with data written to the cache, and refetches on demand', async () => {
    const { result } = renderList(['a']);
    await waitFor(() => expect(result.current[0]?.isSuccess).toBe(true));
    act(() => queryClient.setQueryData(['list', 'a'], ['edited']));
    await waitFor(() => expect(result.current[0]?.data).toEqual(['edited']));
    act(() => void result.current[0]?.refetch());
    await waitFor(() => expect(result.current[0]?.data).toEqual(['a-answer']));
    expect(fetched).toEqual(['a', 'a']);
  });

  it('stops observing every query on unmount', async () => {
    const { result, unmount } = renderList(['a']);
    await waitFor(() => expect(result.current[0]?.isSuccess).toBe(true));
    expect(observers('a')).toBe(1);
    unmount();
    expect(observers('a')).toBe(0);
  });
});
