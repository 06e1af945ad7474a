import type { ThermostatsMessages } from '../../messages/thermostats.js';
import type { TemperatureUnit } from '../../ui/climate.js';
import type { SetPoints } from './set-points.js';

type Kind = keyof SetPoints;

/**
 * What a screen reader hears once a set point moved. A slider speaks its own new value, but the
 * raise and lower buttons keep focus and say nothing of it, and the heat-cool delta can push the
 * other set point silently: so the moved one is said after a button, and a pushed one (`pushes`:
 * the mode uses both) always.
 */
export function setPointAnnouncement(
  t: Pick<
    ThermostatsMessages,
    'heatingSetPoint' | 'coolingSetPoint' | 'setPointNow' | 'temperature'
  >,
  change: { moved: Kind; by: 'button' | 'slider'; before: SetPoints; after: SetPoints },
  unit: TemperatureUnit,
  pushes: boolean,
): string {
  const label = (kind: Kind) => (kind === 'heat' ? t.heatingSetPoint : t.coolingSetPoint);
  const say = (kind: Kind) => t.setPointNow(label(kind), t.temperature(change.after[kind], unit));
  const other: Kind = change.moved === 'heat' ? 'cool' : 'heat';
  const parts: string[] = [];
  if (change.by === 'button') parts.push(say(change.moved));
  if (pushes && change.after[other] !== change.before[other]) parts.push(say(other));
  return parts.join(', ');
}
