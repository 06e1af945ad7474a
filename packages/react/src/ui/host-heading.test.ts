import { describe, expect, it } from 'vitest';
import { hostHeading } from './host-heading.js';

describe('hostHeading', () => {
  it("keeps the host's text and leaves the rest to the view's own title", () => {
    expect(hostHeading('Front door codes')).toBe('Front door codes');
    expect(hostHeading(undefined)).toBeUndefined();
    expect(hostHeading(null)).toBeUndefined();
    // A template with no value: an empty title would give the table an empty name.
    expect(hostHeading('')).toBeUndefined();
    expect(hostHeading('   ')).toBeUndefined();
  });
});
