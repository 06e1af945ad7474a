import { useState } from 'react';
import { useSetThermostatFanMode } from '../../hooks/thermostats/use-set-thermostat-fan-mode.js';
import { useMessages } from '../../messages/messages-context.js';
import { Snackbar } from '../../ui/Snackbar.js';
import { SnackbarRegion } from '../../ui/SnackbarRegion.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import type { FanMode, ThermostatView } from './thermostat-view.js';

/** Props of {@link FanModeControl}. */
export interface FanModeControlProps {
  thermostat: ThermostatView;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
}

type Outcome = 'updated' | 'failed' | null;

/**
 * The Fan mode row: Auto or On, saved at once. The choice shows while the action runs; on
 * failure it returns to the thermostat's fan mode and the person is told.
 */
export function FanModeControl({ thermostat, disabled, describedBy }: FanModeControlProps) {
  const { thermostats: t } = useMessages();
  const setFanMode = useSetThermostatFanMode();
  const [chosen, setChosen] = useState<FanMode | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onChange = (fanMode: FanMode) => {
    setChosen(fanMode);
    setOutcome(null);
    setFanMode.mutate(
      { device_id: thermostat.deviceId, fan_mode_setting: fanMode },
      {
        onSuccess: () => setOutcome('updated'),
        onError: () => setOutcome('failed'),
        onSettled: () => setChosen((current) => (current === fanMode ? null : current)),
      },
    );
  };
  return (
    <>
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
      <SnackbarRegion>
        {outcome && (
          <Snackbar
            variant={outcome === 'updated' ? 'success' : 'error'}
            message={outcome === 'updated' ? t.fanModeUpdated : t.fanModeFailed}
            onClose={() => setOutcome(null)}
          />
        )}
      </SnackbarRegion>
    </>
  );
}
