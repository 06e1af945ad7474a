import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { modeLabels, type TemperatureUnit, usesCool, usesHeat } from '../../ui/climate.js';
import { LiveRegion } from '../../ui/LiveRegion.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import type { ThermostatNotices } from './notices.js';
import { SetPointControl } from './SetPointControl.js';
import { setPointAnnouncement } from './set-point-announcement.js';
import { heatCoolBounds } from './set-points.js';
import type { ThermostatView } from './thermostat-view.js';
import { useClimateControl } from './use-climate-control.js';

/** Props of {@link ClimateControls}. */
export interface ClimateControlsProps {
  thermostat: ThermostatView;
  unit: TemperatureUnit;
  disabled?: boolean | undefined;
  /** Id of the text that says why the controls are disabled. */
  describedBy?: string | undefined;
  /** Where a failed save is told. */
  notices: ThermostatNotices;
}

/**
 * The Climate row: the mode selector (only modes the thermostat can do), the set points that mode
 * uses, and the 'Saved' indicator in a polite live region; a failed save is told through
 * `notices` as an error.
 */
export function ClimateControls({
  thermostat,
  unit,
  disabled,
  describedBy,
  notices,
}: ClimateControlsProps) {
  const { thermostats: t } = useMessages();
  const climate = useClimateControl(thermostat, unit, (outcome) => {
    if (outcome === 'failed') notices.notify(t.climateSaveFailed, 'error');
    else notices.clear(t.climateSaveFailed);
    if (outcome === 'saved') notices.notifyWhileHidden(t.saved);
  });
  const focus = useFocusKeeper(climate.mode);
  const [said, setSaid] = useState('');
  // Says where the set points ended up, as the control placed them.
  const move = (moved: 'heat' | 'cool') => (value: number, by: 'slider' | 'button') => {
    const before = climate.points;
    const after = (moved === 'heat' ? climate.setHeat : climate.setCool)(value);
    const change = { moved, by, before, after };
    setSaid(setPointAnnouncement(t, change, unit, climate.mode === 'heat_cool'));
  };
  const labels = modeLabels(t);
  const bounds =
    climate.mode === 'heat_cool'
      ? heatCoolBounds(climate.rules)
      : { heat: climate.rules.heat, cool: climate.rules.cool };
  return (
    <div className="pl-climate-controls" ref={focus}>
      <ChoiceGroup
        label={t.modeLabel}
        choices={climate.modes.map((mode) => ({ value: mode, label: labels[mode] }))}
        value={climate.mode}
        disabled={disabled}
        describedBy={describedBy}
        onChange={climate.setMode}
      />
      {usesHeat(climate.mode) && (
        <SetPointControl
          label={t.heatingSetPoint}
          variant="heat"
          value={climate.points.heat}
          bounds={bounds.heat}
          unit={unit}
          disabled={disabled}
          describedBy={describedBy}
          onChange={move('heat')}
        />
      )}
      {usesCool(climate.mode) && (
        <SetPointControl
          label={t.coolingSetPoint}
          variant="cool"
          value={climate.points.cool}
          bounds={bounds.cool}
          unit={unit}
          disabled={disabled}
          describedBy={describedBy}
          onChange={move('cool')}
        />
      )}
      <LiveRegion message={said} />
      <p className="pl-climate-controls__saved" role="status">
        {climate.saved ? t.saved : ''}
      </p>
    </div>
  );
}

/**
 * Keeps focus in the controls when a mode change removes the focused set point (a failed save
 * returning to a mode without it): focus moves to the chosen mode instead of the page.
 */
function useFocusKeeper(mode: string) {
  const ref = useRef<HTMLDivElement>(null);
  const inside = useRef(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onFocusIn = () => {
      inside.current = true;
    };
    // Focus moving elsewhere on purpose has a target; a removed element's blur has none.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null && !root.contains(event.relatedTarget as Node)) {
        inside.current = false;
      }
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode (and so the set points shown) changes.
  useEffect(() => {
    const root = ref.current;
    if (!root || !inside.current) return;
    const active = root.ownerDocument.activeElement;
    if (active === null || active === root.ownerDocument.body) {
      root.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    }
  }, [mode]);
  return ref;
}
