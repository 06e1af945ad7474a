import type { ActionAttemptOptions } from '../action-attempts/resolve-action-attempt.js';
import { runAction } from '../action-attempts/run-action.js';
import type { ActionAttempt } from '../models.js';
import type { RequestOptions } from '../transport/http-client.js';
import type {
  ApiPath,
  OperationParams,
  OperationResponse,
  OperationResult,
} from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

// A namespace is a table of operations, each a function of the client's context that returns the
// method a caller sees; the table is bound once per client. Declaring an operation as data keeps
// its path (under the namespace's prefix), its answer's key and its call style in one line, and
// lets a bundler drop every table a program never binds.

/** Builds one namespace method from the client's context. */
export type Operation<M> = (context: ResourceContext) => M;

/** A namespace's operations and nested namespaces. */
export interface OperationTable {
  readonly [name: string]: Operation<unknown> | OperationTable;
}

/** The methods a bound {@link OperationTable} offers (TSDoc of each entry carries over). */
export type Namespace<T extends OperationTable> = {
  readonly [K in keyof T]: T[K] extends Operation<infer M>
    ? M
    : T[K] extends OperationTable
      ? Namespace<T[K]>
      : never;
};

// Optional when the contract requires no field of the operation, as the provider does.
type Args<P extends ApiPath, O> =
  Record<string, never> extends OperationParams<P>
    ? [params?: OperationParams<P>, options?: O]
    : [params: OperationParams<P>, options?: O];

/** `GET path`, resolving to the answer's `key`. */
export const read =
  <P extends ApiPath, K extends keyof OperationResponse<P>>(path: P, key: K) =>
  (context: ResourceContext) =>
  (...[params, options]: Args<P, RequestOptions>): Promise<OperationResult<P, K>> =>
    context.http.read(path, params as object | undefined, key as string, options);

/** `POST path`, resolving to the answer's `key`. */
export const write =
  <P extends ApiPath, K extends keyof OperationResponse<P>>(path: P, key: K) =>
  (context: ResourceContext) =>
  (...[params, options]: Args<P, RequestOptions>): Promise<OperationResult<P, K>> =>
    context.http.write(path, params as object | undefined, key as string, options);

/** `POST path` whose answer carries nothing a caller needs. */
export const command =
  <P extends ApiPath>(path: P) =>
  (context: ResourceContext) =>
  async (...[params, options]: Args<P, RequestOptions>): Promise<void> => {
    await context.http.write(path, params as object | undefined, undefined, options);
  };

/**
 * `POST path` that starts an action and, unless `waitForActionAttempt` is false, waits until the
 * attempt is no longer pending.
 */
export const action =
  <P extends ApiPath>(path: P) =>
  (context: ResourceContext) =>
  (...[params, options]: Args<P, ActionAttemptOptions>): Promise<ActionAttempt> =>
    runAction(context, path, params as object | undefined, options);

// The contract paths under `prefix`, without it: `'get'` and `'unmanaged/get'` under `/devices`.
type PathUnder<Pre extends string> = ApiPath extends infer A
  ? A extends `${Pre}/${infer Rest}`
    ? Rest
    : never
  : never;

type Joined<Pre extends string, S extends string> = Extract<`${Pre}/${S}`, ApiPath>;

/**
 * The four builders for one namespace, each taking its path without `prefix`:
 * `under('/locks').read('get', 'device')` is `read('/locks/get', 'device')`. A namespace writes
 * its prefix once rather than in every operation, which spares every browser bundle the repeats.
 */
export const under = <Pre extends string>(prefix: Pre) => {
  const at = <S extends string>(segment: S) => `${prefix}/${segment}` as Joined<Pre, S>;
  return {
    read: <S extends PathUnder<Pre>, K extends keyof OperationResponse<Joined<Pre, S>>>(
      segment: S,
      key: K,
    ) => read(at(segment), key),
    write: <S extends PathUnder<Pre>, K extends keyof OperationResponse<Joined<Pre, S>>>(
      segment: S,
      key: K,
    ) => write(at(segment), key),
    command: <S extends PathUnder<Pre>>(segment: S) => command(at(segment)),
    action: <S extends PathUnder<Pre>>(segment: S) => action(at(segment)),
  };
};

/**
 * A namespace's table, built from the builders {@link under} gives for `prefix`. Every table
 * calls them as `op.read(…)` rather than through names of its own, which a minifier would spell
 * differently in each file and gzip would then compress worse than the full paths.
 */
export const namespace = <Pre extends string, T extends OperationTable>(
  prefix: Pre,
  table: (op: ReturnType<typeof under<Pre>>) => T,
): T => table(under(prefix));

/** The methods of `table`, each bound to `context`. */
export const bindNamespace = <T extends OperationTable>(
  context: ResourceContext,
  table: T,
): Namespace<T> => {
  const bound: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(table)) {
    bound[name] =
      typeof entry === 'function'
        ? entry(context)
        : bindNamespace(context, entry as OperationTable);
  }
  return bound as Namespace<T>;
};
