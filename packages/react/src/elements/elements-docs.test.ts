// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeName, PROVIDER_PROPS } from './element-spec.js';
import { ELEMENTS, LATE_FAILURE_EVENT, SESSION_UPDATE_EVENT } from './index.js';

// What a non-React host reads to wire the elements: each tag, provider attribute and event the
// registry defines must be named there, so a new one cannot ship undocumented.
const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');
const guide = read('../../../../docs/embedding.md');
const readme = read('../../README.md');
const events = [
  ...new Set([
    ...ELEMENTS.flatMap((spec) => (spec.events ?? []).map((event) => event.type)),
    SESSION_UPDATE_EVENT,
    LATE_FAILURE_EVENT,
  ]),
];

describe('the elements’ documentation', () => {
  it('names every tag, provider attribute and event in the embedding guide', () => {
    const attributes = Object.entries(PROVIDER_PROPS)
      // `unminifiy-css` is `@seamapi/react`'s spelling, kept working but not taught.
      .filter(([prop, kind]) => kind !== 'property' && prop !== 'unminifiyCss')
      .map(([prop]) => attributeName(prop));
    const named = [...ELEMENTS.map((spec) => spec.tag), ...attributes, 'nonce', ...events];
    expect(named.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every event in the package README', () => {
    expect(events.filter((type) => !readme.includes(`\`${type}\``))).toEqual([]);
  });
});
