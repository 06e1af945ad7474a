import { useState } from 'react';
import { useSetThermostatFanMode } from '../../hooks/thermostats/use-set-thermostat-fan-mode.js';
import { useMessages } from '../../messages/messages-context.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import type { ThermostatNotices } from './notices.js';
import type { FanMode, ThermostatView } from './thermostat-view.js';

/** Props of {@link FanModeControl}. */
export interface FanModeControlProps {
  thermostat: ThermostatView;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
  /** Where the outcome is told. */
  notices: ThermostatNotices;
}

/**
 * The Fan mode row: Auto or On, saved at once. The choice shows while the action runs; on
 * failure it returns to the thermostat's fan mode and the person is told.
 */
export function FanModeControl({
  thermostat,
  disabled,
  describedBy,
  notices,
}: FanModeControlProps) {
  const { thermostats: t } = useMessages();
  const setFanMode = useSetThermostatFanMode();
  const [chosen, setChosen] = useState<FanMode | null>(null);
  const onChange = (fanMode: FanMode) => {
    setChosen(fanMode);
    notices.clear(t.fanModeUpdated, t.fanModeFailed);
    setFanMode.mutate(
      { device_id: thermostat.deviceId, fan_mode_setting: fanMode },
      {
        onSuccess: () => notices.notify(t.fanModeUpdated, 'success'),
        onError: () => notices.notify(t.fanModeFailed, 'error'),
        onSettled: () => setChosen((current) => (current === fanMode ? null : current)),
      },
    );
  };
  return (
    <ChoiceGroup
      label={t.fanModeLabel}
      choices={[
        { value: 'auto', label: t.fanAuto },
        { value: 'on', label: t.fanOn },
      ]}
      value={chosen ?? thermostat.fanMode}
      disabled={disabled}
      describedBy={describedBy}
      onChange={onChange}
    />
  );
}
