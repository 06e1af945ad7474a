import { useMessages } from '../../messages/messages-context.js';
import { batteryReading } from './device-status.js';
import type { BatteryView } from './device-view.js';

/** Battery word (Good, Low, Low!) with its percent when known. */
export function BatteryStatus({ battery }: { battery: BatteryView | null }) {
  const { devices: t } = useMessages();
  const reading = batteryReading(battery);
  const word = {
    good: t.batteryGood,
    low: t.batteryLow,
    critical: t.batteryCritical,
    unknown: t.batteryUnknown,
  }[reading.level];
  return (
    <span className={`pl-battery pl-battery--${reading.level}`}>
      {word}
      {reading.percent !== null && ` (${t.batteryPercent(reading.percent)})`}
    </span>
  );
}
