import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { useFakeDate } from '../test-utils/fake-date.js';
import { IMPLEMENTATIONS } from '../test-utils/signed-message.js';
import { Webhook, WebhookVerificationError } from './index.js';

interface Vector {
  name: string;
  secret: string;
  msg_id: string;
  timestamp: string;
  payload: string;
  signature: string;
  now: number;
  expect_valid: boolean;
  expect_valid_by_lib?: { svix: boolean };
  implementation_defined?: boolean;
  expected_error?: string;
  headers?: Record<string, string>;
}

const file = new URL('../../../../contracts/webhook-signature-vectors.json', import.meta.url);
const { vectors } = JSON.parse(readFileSync(file, 'utf8')) as { vectors: Vector[] };

// The one implementation-defined vector: we read timestamps strictly (see docs/decisions/webhooks.md).
const OUR_CHOICE: Record<string, { valid: boolean; error?: string }> = {
  quirk_timestamp_trailing_garbage: { valid: false, error: 'Invalid Signature Headers' },
};

function headersOf(vector: Vector): Record<string, string> {
  return (
    vector.headers ?? {
      'webhook-id': vector.msg_id,
      'webhook-timestamp': vector.timestamp,
      'webhook-signature': vector.signature,
    }
  );
}

function expectation(vector: Vector): { valid: boolean; error?: string } {
  const ours = OUR_CHOICE[vector.name];
  if (ours) return ours;
  if (vector.implementation_defined) throw new Error(`unreviewed vector ${vector.name}`);
  const valid = vector.expect_valid_by_lib?.svix ?? vector.expect_valid;
  return vector.expected_error ? { valid, error: vector.expected_error } : { valid };
}

describe.each(IMPLEMENTATIONS)('signature vectors (%s)', (_label, portable) => {
  useFakeDate();

  it('covers every vector in the contract', () => {
    expect(vectors.length).toBeGreaterThan(30);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    vi.setSystemTime(vector.now * 1000);
    const wh = new Webhook(vector.secret, { portable });
    const { valid, error } = expectation(vector);
    const run = () => wh.verify(vector.payload, headersOf(vector));
    if (valid) {
      const expected = vector.payload === '' ? undefined : JSON.parse(vector.payload);
      expect(run()).toEqual(expected);
    } else {
      expect(run).toThrow(WebhookVerificationError);
      expect(run).toThrow(error as string);
    }
  });

  it.each(
    vectors
      .filter((v) => v.expect_valid && !v.implementation_defined && !v.signature.includes(' '))
      .map((v) => [v.name, v] as const),
  )('sign reproduces %s', (_name, vector) => {
    const wh = new Webhook(vector.secret, { portable });
    const date = new Date(Number(vector.timestamp) * 1000);
    expect(wh.sign(vector.msg_id, date, vector.payload)).toBe(vector.signature);
    expect(wh.sign(vector.msg_id, date, new TextEncoder().encode(vector.payload))).toBe(
      vector.signature,
    );
  });
});
