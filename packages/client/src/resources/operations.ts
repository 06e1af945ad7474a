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
// its answer's key and its call style in one line (its path is its name under the namespace's
// prefix, see `namespace`), and lets a bundler drop every table a program never binds.

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

// A namespace table writes no paths: an operation's path is the namespace's prefix and the
// operation's own name in snake_case (`lockDoor` under `/locks` is `/locks/lock_door`). Its builder
// returns a pending entry (the builder and the answer's key) that `namespace` resolves.
type Kind = 'read' | 'write' | 'command' | 'action';

/** An operation of a namespace table waiting for its path; `kind` exists only for the types. */
export type Pending<Kd extends Kind, Key extends string | undefined> = readonly [
  build: unknown,
  key?: Key,
] & { readonly kind?: Kd };

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type PathOf<Pre extends string, Name> = `${Pre}/${SnakeCase<Name & string>}`;

// The operation a pending entry becomes under `Pre`, or `never` when the contract has no such path
// or its answer no such key (which the constraint of `namespace` then refuses).
type Resolved<Pre extends string, Name, Entry> =
  Entry extends Pending<infer Kd, infer Key>
    ? PathOf<Pre, Name> extends infer P extends ApiPath
      ? Kd extends 'read' | 'write'
        ? Key extends keyof OperationResponse<P>
          ? Operation<
              (...[params, options]: Args<P, RequestOptions>) => Promise<OperationResult<P, Key>>
            >
          : never
        : Kd extends 'command'
          ? Operation<(...[params, options]: Args<P, RequestOptions>) => Promise<void>>
          : Operation<
              (...[params, options]: Args<P, ActionAttemptOptions>) => Promise<ActionAttempt>
            >
      : never
    : Entry;

/** A namespace table once {@link namespace} has given each pending entry its path. */
export type Built<Pre extends string, T> = { [Name in keyof T]: Resolved<Pre, Name, T[Name]> };

type Checked<Pre extends string, T> = {
  [Name in keyof T]: T[Name] extends Pending<Kind, string | undefined>
    ? [Resolved<Pre, Name, T[Name]>] extends [never]
      ? `${PathOf<Pre, Name>} is not a path of the contract, or its answer has no such key`
      : T[Name]
    : T[Name];
};

/** What a namespace table's builders return, before {@link namespace} gives each its path. */
const PENDING = {
  /** {@link read} of the operation's path, resolving to the answer's `key`. */
  read: <Key extends string>(key: Key): Pending<'read', Key> => [read, key],
  /** {@link write} of the operation's path, resolving to the answer's `key`. */
  write: <Key extends string>(key: Key): Pending<'write', Key> => [write, key],
  /** {@link command} of the operation's path. */
  command: (): Pending<'command', undefined> => [command],
  /** {@link action} of the operation's path. */
  action: (): Pending<'action', undefined> => [action],
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A namespace's table under `prefix`: each `op.read(key)`, `op.write(key)`, `op.command()` or
 * `op.action()` takes the path `prefix/<its name in snake_case>`; other entries (nested tables,
 * operations with paths of their own) stay as they are. tsc refuses a name the contract has no
 * path for, or a key its answer lacks. Writing no path and calling the builders the same way in
 * every table keeps the browser bundle small.
 */
export const namespace = <Pre extends string, T>(
  prefix: Pre,
  table: (op: typeof PENDING) => T & Checked<Pre, T>,
): Built<Pre, T> => {
  const built: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(table(PENDING))) {
    built[name] = Array.isArray(entry)
      ? (entry[0] as (path: string, key: unknown) => Operation<unknown>)(
          `${prefix}/${snakeCase(name)}`,
          entry[1],
        )
      : entry;
  }
  return built as Built<Pre, T>;
};

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
