import type * as svix from 'svix';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, PorchlightWebhooksError, Svix } from './index.js';
import { useRecordingServer } from './test-utils/use-recording-server.js';

// Every operation of contracts/webhook-service-openapi.json that svix 1.x also has, by the
// Svix resource and method name. The contract's statistics, schema-example, settings and
// older attempt listings have no svix 1.x method (see the README's "Migrating from svix").
const SHARED = {
  application: ['list', 'create', 'getOrCreate', 'get', 'update', 'delete'],
  authentication: ['dashboardAccess', 'logout'],
  endpoint: [
    'list',
    'create',
    'get',
    'update',
    'delete',
    'getHeaders',
    'updateHeaders',
    'patchHeaders',
    'getSecret',
    'rotateSecret',
    'getStats',
    'recover',
    'sendExample',
  ],
  environment: ['export', 'import'],
  eventType: ['list', 'create', 'get', 'update', 'delete'],
  health: ['get'],
  integration: ['list', 'create', 'get', 'update', 'delete', 'getKey', 'rotateKey'],
  message: ['list', 'create', 'get'],
  messageAttempt: [
    'listByEndpoint',
    'listByMsg',
    'listAttemptedMessages',
    'listAttemptedDestinations',
    'get',
    'resend',
  ],
  statistics: [],
} as const satisfies { [R in keyof Svix]: readonly (keyof svix.Svix[R])[] };

type Shared = typeof SHARED;
type Fn = (...args: never[]) => unknown;
type At<T, K> = K extends keyof T ? T[K] : 'missing';

/**
 * `true` when every argument list svix accepts is accepted by ours (same positions, same
 * optionality, compatible types); otherwise both parameter lists, so a failing check names
 * the method and shows the mismatch.
 */
type Accepts<S, O> = S extends Fn
  ? O extends Fn
    ? Parameters<S> extends Parameters<O>
      ? true
      : { svix: Parameters<S>; ours: Parameters<O> }
    : 'missing'
  : never;

type Check<R extends keyof Shared> = {
  [M in Shared[R][number]]: Accepts<At<svix.Svix[R], M>, At<Svix[R], M>>;
};

type AllTrue<T> = { [K in keyof T]: true };

// The last parameter of a method (its options object), optional or not.
type OptionsOf<F> = F extends (...args: infer P) => unknown
  ? Required<P> extends readonly [...unknown[], infer L]
    ? L
    : never
  : never;

describe('Svix drop-in, type level (checked by tsc)', () => {
  it('has a resource for each Svix resource name the contract covers', () => {
    expectTypeOf<keyof Shared>().toEqualTypeOf<
      | 'application'
      | 'authentication'
      | 'endpoint'
      | 'environment'
      | 'eventType'
      | 'health'
      | 'integration'
      | 'message'
      | 'messageAttempt'
      | 'statistics'
    >();
    expectTypeOf<keyof Shared>().toExtend<keyof svix.Svix>();
  });

  it('takes every argument list svix 1.x takes, for every shared operation', () => {
    expectTypeOf<Check<'application'>>().toEqualTypeOf<AllTrue<Check<'application'>>>();
    expectTypeOf<Check<'authentication'>>().toEqualTypeOf<AllTrue<Check<'authentication'>>>();
    expectTypeOf<Check<'endpoint'>>().toEqualTypeOf<AllTrue<Check<'endpoint'>>>();
    expectTypeOf<Check<'environment'>>().toEqualTypeOf<AllTrue<Check<'environment'>>>();
    expectTypeOf<Check<'eventType'>>().toEqualTypeOf<AllTrue<Check<'eventType'>>>();
    expectTypeOf<Check<'health'>>().toEqualTypeOf<AllTrue<Check<'health'>>>();
    expectTypeOf<Check<'integration'>>().toEqualTypeOf<AllTrue<Check<'integration'>>>();
    expectTypeOf<Check<'message'>>().toEqualTypeOf<AllTrue<Check<'message'>>>();
    expectTypeOf<Check<'messageAttempt'>>().toEqualTypeOf<AllTrue<Check<'messageAttempt'>>>();
  });

  it('knows every list option svix 1.x sends, so none is dropped on the way', () => {
    // An options object with a key we do not know still type-checks (an extra optional
    // property), so the check above cannot see a Svix filter or `order` that is never sent.
    type Unknown<S, O> = Exclude<keyof NonNullable<S>, keyof NonNullable<O>>;
    type Lists = {
      [R in keyof Shared]: {
        [M in Shared[R][number] & `list${string}`]: Unknown<
          OptionsOf<At<svix.Svix[R], M>>,
          OptionsOf<At<Svix[R], M>>
        >;
      };
    };
    expectTypeOf<Lists['application']['list']>().toBeNever();
    expectTypeOf<Lists['endpoint']['list']>().toBeNever();
    expectTypeOf<Lists['eventType']['list']>().toBeNever();
    expectTypeOf<Lists['integration']['list']>().toBeNever();
    expectTypeOf<Lists['message']['list']>().toBeNever();
    expectTypeOf<Lists['messageAttempt']['listByEndpoint']>().toBeNever();
    expectTypeOf<Lists['messageAttempt']['listByMsg']>().toBeNever();
    expectTypeOf<Lists['messageAttempt']['listAttemptedMessages']>().toBeNever();
    expectTypeOf<Lists['messageAttempt']['listAttemptedDestinations']>().toBeNever();
  });

  it("accepts Svix's constructor and options", () => {
    expectTypeOf<ConstructorParameters<typeof svix.Svix>>().toExtend<
      ConstructorParameters<typeof Svix>
    >();
  });
});

describe('Svix drop-in, runtime', () => {
  it('exposes every shared method under the Svix names', () => {
    const ours = new Svix('testsk_x', { serverUrl: 'http://127.0.0.1:9' });
    for (const [resource, methods] of Object.entries(SHARED)) {
      for (const method of methods) {
        const target = ours[resource as keyof Svix] as unknown as Record<string, unknown>;
        expect(typeof target[method], `${resource}.${method}`).toBe('function');
      }
    }
  });
});

describe('Svix drop-in, against a local server', () => {
  const server = useRecordingServer();

  it('sends Svix-style calls to the contract routes', async () => {
    const svix = new Svix('testsk_x.eu', { serverUrl: server.url, requestTimeout: 10_000 });
    server.reply({ status: 204 });
    await svix.endpoint.rotateSecret('app_1', 'ep_1');
    server.reply({ status: 200, body: { createdAt: '2024-01-01T00:00:00Z', version: 1 } });
    await svix.environment.export({ idempotencyKey: 'k' });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /api/v1/app/app_1/endpoint/ep_1/secret/rotate/ {}',
      'POST /api/v1/environment/export/ {}',
    ]);
  }, 30_000);

  it("throws errors with Svix's code and body, under one base class", async () => {
    const svix = new Svix('testsk_x', { serverUrl: server.url });
    const body = { code: 'not_found', detail: 'Entity not found' };
    server.reply({ status: 404, body });
    const error = await svix.application.get('app_1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(PorchlightWebhooksError);
    expect(error).toMatchObject({ code: 404, body });
  }, 30_000);
});
