import { useMessages } from '../../messages/messages-context.js';
import { modeLabels } from '../../ui/climate.js';
import type { ClimateSettingView } from './climate-setting-schedule-view.js';
import { climateSettingText, type TemperatureUnit } from './climate-text.js';

/** Formats a climate setting with the catalogue's mode labels and units. */
export function useClimateText(): (climate: ClimateSettingView, unit: TemperatureUnit) => string {
  const { climateSettingSchedules: t } = useMessages();
  return (climate, unit) =>
    climateSettingText(climate, unit, {
      modes: modeLabels(t),
      unknownMode: t.modeUnknown,
      temperature: t.temperature,
    });
}
