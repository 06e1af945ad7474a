import { useRef, useState } from 'react';
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
  // Only the latest choice's outcome is told: an earlier one answering later is not the person's
  // wish any more.
  const latest = useRef(0);
  const onChange = (fanMode: FanMode) => {
    const choice = ++latest.current;
    setChosen(fanMode);
    notices.clear(t.fanModeUpdated, t.fanModeFailed);
    const settle = (message: string, variant: 'success' | 'error') => {
      if (choice !== latest.current) return;
      notices.notify(message, variant);
      setChosen((current) => (current === fanMode ? null : current));
    };
    // Settled through the promise, which answers even after the details closed (`mutate`'s own
    // callbacks are dropped then), so a failure after Back is still told.
    setFanMode.mutateAsync({ device_id: thermostat.deviceId, fan_mode_setting: fanMode }).then(
      () => settle(t.fanModeUpdated, 'success'),
      () => settle(t.fanModeFailed, 'error'),
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
