import {
  type ClimateView,
  climateLine,
  type HvacMode,
  type TemperatureUnit,
} from '../../ui/climate.js';

/** The unit set points are shown in (the public type, so the two never drift apart). */
export type { TemperatureUnit };

/** The strings {@link climateSettingText} needs, from the message catalogue. */
export interface ClimateTextMessages {
  modes: Record<HvacMode, string>;
  unknownMode: string;
  temperature(value: number, unit: TemperatureUnit): string;
}

/**
 * The climate a schedule sets as one line: its mode, then the set points that mode uses (both for
 * an unknown mode), e.g. `Heat & Cool · 66°F – 78°F`. Missing set points are left out.
 */
export function climateSettingText(
  climate: ClimateView,
  unit: TemperatureUnit,
  t: ClimateTextMessages,
): string {
  return climateLine(climate, unit, {
    label: climate.mode ? t.modes[climate.mode] : t.unknownMode,
    temperature: t.temperature,
  });
}
