import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { seededDevice } from './devices-support.js';

// Properties whose change is movement (position, size, turn), not just a fade or a colour.
const MOTION =
  /^(all|transform|translate|rotate|scale|inset.*|left|right|top|bottom|margin.*|width|height)$/;

/** Animations and transitions in the views that move something. */
async function moving(page: Page): Promise<string[]> {
  const found = await page.evaluate((source) => {
    const motion = new RegExp(source);
    const lines: string[] = [];
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target?.closest('.porchlight-components')) continue;
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      const props = keyframes.flatMap((frame) =>
        Object.keys(frame).filter(
          (key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key),
        ),
      );
      const moves = props.filter((prop) =>
        motion.test(prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
      );
      if (moves.length > 0) lines.push(`${target.className} animates ${moves.join(', ')}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('.porchlight-components *')) {
      const style = getComputedStyle(element);
      const props = style.transitionProperty.split(',').map((p) => p.trim());
      const durations = style.transitionDuration.split(',').map((d) => Number.parseFloat(d));
      props.forEach((prop, i) => {
        const duration = durations[i % durations.length] ?? 0;
        if (duration > 0 && motion.test(prop)) {
          lines.push(`${element.className} transitions ${prop}`);
        }
      });
    }
    return lines;
  }, MOTION.source);
  return [...new Set(found)];
}

test('nothing turns, slides or grows for a user who asked for reduced motion', async ({
  page,
  playground,
  fakeApi,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Slow answers keep the spinners on screen while they are checked.
  await fakeApi.config({ latency_ms: 3_000 });
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');

  await playground.open('device-details', { deviceId: thermostat.device_id });
  await expect(page.locator('.pl-spinner__circle').first()).toBeVisible();
  expect(await moving(page), 'while the details load').toEqual([]);

  await playground.open('thermostat', { deviceId: thermostat.device_id });
  await expect(page.getByRole('switch', { name: 'Allow manual override' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await moving(page), 'on the loaded thermostat').toEqual([]);

  await playground.open('devices');
  await expect(page.locator('.pl-spinner__circle').first()).toBeVisible();
  expect(await moving(page), 'while the devices load').toEqual([]);
});
