import { describe, expect, it } from 'vitest';
import { thermostatsMessages as t } from '../../messages/thermostats.js';
import { setPointAnnouncement } from './set-point-announcement.js';

const before = { heat: 68, cool: 75 };

describe('setPointAnnouncement', () => {
  it('says the set point a button moved, which the focused button does not', () => {
    const change = {
      moved: 'heat' as const,
      by: 'button' as const,
      before,
      after: { heat: 69, cool: 75 },
    };
    expect(setPointAnnouncement(t, change, 'fahrenheit', true)).toBe('Heating set point 69°F');
  });

  it('says a set point the delta pushed, after a button or a slider', () => {
    const after = { heat: 71, cool: 76 };
    expect(
      setPointAnnouncement(t, { moved: 'heat', by: 'button', before, after }, 'fahrenheit', true),
    ).toBe('Heating set point 71°F, Cooling set point 76°F');
    // The slider speaks its own value.
    expect(
      setPointAnnouncement(t, { moved: 'heat', by: 'slider', before, after }, 'fahrenheit', true),
    ).toBe('Cooling set point 76°F');
  });

  it('says nothing for a slider move that pushed nothing, and no pushes in a one-set-point mode', () => {
    const after = { heat: 70, cool: 75 };
    expect(
      setPointAnnouncement(t, { moved: 'heat', by: 'slider', before, after }, 'fahrenheit', true),
    ).toBe('');
    const cool = {
      moved: 'cool' as const,
      by: 'button' as const,
      before,
      after: { heat: 60, cool: 24 },
    };
    expect(setPointAnnouncement(t, cool, 'celsius', false)).toBe('Cooling set point 24°C');
  });
});
