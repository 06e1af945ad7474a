import { describe, expect, expectTypeOf, it } from 'vitest';
import { OperationalEventParseError } from '../errors/operational-event-error.js';
import { PorchlightWebhooksError } from '../errors/porchlight-webhooks-error.js';
import {
  isKnownOperationalEvent,
  type OperationalWebhookEvent,
  operationalEventFromJson,
  type UnknownOperationalEvent,
} from './operational-events.js';

describe('operationalEventFromJson', () => {
  it('turns failSince of endpoint.disabled into a Date', () => {
    const event = operationalEventFromJson({
      type: 'endpoint.disabled',
      data: { appId: 'app_1', endpointId: 'ep_1', failSince: '2024-01-02T03:04:05Z' },
    });
    expect(event.type).toBe('endpoint.disabled');
    if (isKnownOperationalEvent(event) && event.type === 'endpoint.disabled') {
      expect(event.data.failSince).toEqual(new Date('2024-01-02T03:04:05Z'));
    }
  });

  // The service sends endpoint.disabled without failSince (or with null) when someone disabled
  // the endpoint by hand rather than after failures.
  it.each([
    ['absent', {}],
    ['null', { failSince: null }],
  ])('leaves failSince out of a manual endpoint.disabled (%s on the wire)', (_wire, extra) => {
    const event = operationalEventFromJson({
      type: 'endpoint.disabled',
      data: { appId: 'app_1', endpointId: 'ep_1', trigger: 'manual', ...extra },
    });
    expect(event).toStrictEqual({
      type: 'endpoint.disabled',
      data: { appId: 'app_1', endpointId: 'ep_1', trigger: 'manual' },
    });
  });

  it.each(['message.attempt.failing', 'message.attempt.exhausted'])(
    'turns lastAttempt.timestamp of %s into a Date',
    (type) => {
      const event = operationalEventFromJson({
        type,
        data: {
          appId: 'app_1',
          appUid: 'acme',
          endpointId: 'ep_1',
          msgId: 'msg_1',
          lastAttempt: {
            id: 'atmpt_1',
            responseStatusCode: 500,
            timestamp: '2024-01-02T03:04:05Z',
          },
        },
      }) as Extract<OperationalWebhookEvent, { type: 'message.attempt.failing' }>;
      expect(event.data.lastAttempt).toEqual({
        id: 'atmpt_1',
        responseStatusCode: 500,
        timestamp: new Date('2024-01-02T03:04:05Z'),
      });
      expect(event.data.appUid).toBe('acme');
    },
  );

  it.each(['endpoint.created', 'endpoint.updated', 'endpoint.deleted'])(
    'keeps %s as sent',
    (type) => {
      const json = { type, data: { appId: 'app_1', endpointId: 'ep_1' } };
      expect(operationalEventFromJson(json)).toEqual(json);
    },
  );

  it('returns an event of a type it does not know unchanged, typed as unknown', () => {
    const json = { type: 'message.attempt.recovered', data: { msgId: 'msg_1' }, extra: 1 };
    const event = operationalEventFromJson(json);
    expect(event).toBe(json);
    expect(isKnownOperationalEvent(event)).toBe(false);
    expectTypeOf(event).toEqualTypeOf<OperationalWebhookEvent | UnknownOperationalEvent>();
    if (isKnownOperationalEvent(event))
      expectTypeOf(event).toEqualTypeOf<OperationalWebhookEvent>();
    else expectTypeOf(event).toEqualTypeOf<UnknownOperationalEvent>();
  });

  it.each([
    ['null', null, 'got null'],
    ['a string', 'endpoint.created', 'got string'],
    ['an array', [{ type: 'endpoint.created' }], 'got an array'],
    ['an object without a type', { data: {} }, 'got type undefined'],
    ['an object with a number type', { type: 1, data: {} }, 'got type number'],
  ])('refuses %s with OperationalEventParseError', (_name, json, detail) => {
    const run = () => operationalEventFromJson(json);
    expect(run).toThrow(OperationalEventParseError);
    expect(run).toThrow(PorchlightWebhooksError);
    expect(run).toThrow(`An operational event must be a JSON object with a string type, ${detail}`);
  });

  it.each([
    ['endpoint.created', undefined],
    ['endpoint.disabled', null],
    ['message.attempt.failing', 'x'],
  ])('refuses a %s event whose data is not an object (%s)', (type, data) => {
    expect(() => operationalEventFromJson({ type, data })).toThrow(OperationalEventParseError);
  });

  const endpoint = { appId: 'app_1', endpointId: 'ep_1', msgId: 'msg_1' };
  it.each([
    [
      'message.attempt.failing',
      undefined,
      'The lastAttempt of a message.attempt.failing event must be a JSON object, got undefined',
    ],
    ['message.attempt.exhausted', null, 'got null'],
    ['message.attempt.failing', { id: 'atmpt_1', responseStatusCode: 500 }, 'got undefined'],
    [
      'message.attempt.exhausted',
      { id: 'atmpt_1', responseStatusCode: 500, timestamp: 'soon' },
      'got "soon"',
    ],
    ['message.attempt.failing', { id: 'atmpt_1', responseStatusCode: 500, timestamp: 0 }, 'got 0'],
  ])(
    'refuses a %s event whose lastAttempt is %j, instead of an Invalid Date',
    (type, lastAttempt, detail) => {
      const run = () => operationalEventFromJson({ type, data: { ...endpoint, lastAttempt } });
      expect(run).toThrow(OperationalEventParseError);
      expect(run).toThrow(detail);
    },
  );
});
