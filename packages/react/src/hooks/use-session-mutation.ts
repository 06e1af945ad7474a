import { PorchlightError } from '@porchlight/client';
import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { cacheSession } from '../provider/cache-claim.js';
import type { PorchlightProvidedContext } from '../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT, SEND_NOW } from './query-options.js';

/**
 * A Porchlight mutation's context: the hook's own (a snapshot to roll back to, a save's order)
 * and the session that owned the cache when the mutation started.
 */
export interface SessionMutationContext<TContext> {
  /**
   * The session that owned the cache when the mutation started; once it changed, the mutation's
   * cache writes and rollback are skipped.
   */
  session: object | undefined;
  /** What the hook's own `onMutate` returned (a snapshot to roll back to, a save's order). */
  context: TContext | undefined;
}

/** The options a Porchlight mutation hook gives, in the shape TanStack Query takes them. */
type Options<TData, TVariables, TContext> = Pick<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'retry'
> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
};

/**
 * Thrown instead of sending a save whose session ended between the person's action and the
 * request (a switch of user in that instant): it would have run as the next user. Nothing was
 * sent.
 */
export class PorchlightSessionChangedError extends PorchlightError {
  override name = 'PorchlightSessionChangedError';
  constructor() {
    super('The session changed before this save was sent, so nothing was sent: try again');
  }
}

// The session each mutation started in, by its variables (the object TanStack Query hands to
// both `onMutate` and `mutationFn`): the request goes out after `onMutate` settles, by when a
// switch may have replaced the options it reads, client included.
const startedIn = new WeakMap<object, object | undefined>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * `useMutation` on the provider's cache, whose cache writes stay in the session they started in.
 * A save still running when the person switches (a new user, a new token) settles after the
 * provider has emptied the cache for the next session: its rollback would put the previous
 * user's devices back into shared list keys, so `onSuccess` and `onError` are skipped then. One
 * whose session ended before its request left is not sent at all.
 *
 * Its context (the session and the hook's snapshot) is internal: the result is typed with
 * TanStack's default context, so a host's declarations name only public types.
 */
export function useSessionMutation<TData, TVariables, TContext = undefined>(
  { queryClient }: PorchlightProvidedContext,
  options: Options<TData, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables> {
  const { mutationFn, onMutate, onSuccess, onError, ...rest } = options;
  const current = (started: SessionMutationContext<TContext> | undefined) =>
    started !== undefined && started.session === cacheSession(queryClient);
  return useMutation<TData, Error, TVariables, SessionMutationContext<TContext>>(
    {
      // Never retried unless the hook says so, whatever the cache's defaults: a host cache with
      // `mutations.retry` sent a failed unlock or climate change again seconds later, behind the
      // person who was already told it failed.
      retry: false,
      ...rest,
      ...KEEP_ERRORS_IN_RESULT,
      ...SEND_NOW,
      mutationFn: async (variables) => {
        const started = isObject(variables) ? startedIn.get(variables) : undefined;
        if (started !== undefined && started !== cacheSession(queryClient)) {
          throw new PorchlightSessionChangedError();
        }
        return mutationFn(variables);
      },
      onMutate: async (variables) => {
        const session = cacheSession(queryClient);
        if (isObject(variables)) startedIn.set(variables, session);
        return { session, context: await onMutate?.(variables) };
      },
      onSuccess: (data, variables, started) =>
        current(started) ? onSuccess?.(data, variables, started?.context) : undefined,
      onError: (error, variables, started) =>
        current(started) ? onError?.(error, variables, started?.context) : undefined,
    },
    queryClient,
  );
}
