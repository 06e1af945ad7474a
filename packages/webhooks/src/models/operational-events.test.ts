import { describe, expect, it } from 'vitest';
import { type OperationalWebhookEvent, operationalEventFromJson } from './operational-events.js';

describe('operationalEventFromJson', () => {
  it('turns failSince of endpoint.disabled into a Date', () => {
    const event = operationalEventFromJson({
      type: 'endpoint.disabled',
      data: { appId: 'app_1', endpointId: 'ep_1', failSince: '2024-01-02T03:04:05Z' },
    });
    expect(event.type).toBe('endpoint.disabled');
    if (event.type === 'endpoint.disabled') {
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
});
