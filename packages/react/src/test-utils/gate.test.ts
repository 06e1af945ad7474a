import { describe, expect, it } from 'vitest';
import { createGate } from './gate.js';

describe('createGate', () => {
  it('holds only the first request, until it is opened, and says when that one arrived', async () => {
    const gate = createGate();
    const order: string[] = [];
    void gate.held.then(() => order.push('held'));
    const first = gate.pass().then(() => order.push('first'));
    const second = gate.pass().then(() => order.push('second'));
    await second;
    expect(order).toEqual(['held', 'second']);
    gate.open();
    await first;
    expect(order).toEqual(['held', 'second', 'first']);
  });
});
