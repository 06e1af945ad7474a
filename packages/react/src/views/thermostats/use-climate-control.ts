import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetThermostatClimate } from '../../hooks/thermostats/use-set-thermostat-climate.js';
import type { TemperatureUnit } from '../../ui/climate.js';
import { toCelsius, toFahrenheit } from '../../ui/climate.js';
import { initialMode, supportedModes } from './climate-modes.js';
import { type ClimateDraft, climateRequest, sameClimate } from './climate-request.js';
import {
  changeCool,
  changeHeat,
  fitSetPoints,
  initialSetPoints,
  type SetPointRules,
  type SetPoints,
  setPointRules,
  setPointsToSend,
} from './set-points.js';
import type { HvacMode, ThermostatView } from './thermostat-view.js';

/** The spec's quiet period before a mode or set-point change is saved. */
export const CLIMATE_SAVE_DEBOUNCE_MS = 2000;
/** What the controls tell their view: a change began, or the save of the latest change settled. */
export type ClimateOutcome = 'editing' | 'saved' | 'failed';

/** How long the 'Saved' indicator shows after a successful save. */
export const SAVED_INDICATOR_MS = 3000;

/** What the climate controls show and do. */
export interface ClimateControl {
  modes: HvacMode[];
  mode: HvacMode;
  points: SetPoints;
  rules: SetPointRules;
  saved: boolean;
  /**
   * Chooses a mode. Off is saved at once when picked, but after the quiet like any other change
   * when an arrow key only passed over it on the way to another mode.
   */
  setMode(mode: HvacMode, how?: 'pick' | 'arrow'): void;
  /** Moves the heating set point (clamped, the cooling one pushed); returns where both end up. */
  setHeat(value: number): SetPoints;
  /** Moves the cooling set point (clamped, the heating one pushed); returns where both end up. */
  setCool(value: number): SetPoints;
}

function convert(points: SetPoints, to: TemperatureUnit): SetPoints {
  const change = to === 'celsius' ? toCelsius : toFahrenheit;
  return { heat: Math.round(change(points.heat)), cool: Math.round(change(points.cool)) };
}

/**
 * The climate controls' state: they show the thermostat's saved climate until the person changes
 * something, then their draft. A change is saved after 2 s of quiet (a picked off at once) through the
 * matching action; success shows 'Saved' for 3 s (and is reported, `report('saved')`) and the cached device takes
 * the new climate, so the draft gives way to it; failure is reported (`report('failed')`, taken
 * back with `report('editing')` by the next change) and the controls return to the last saved
 * climate. A draft still waiting
 * when the view closes is saved then, not dropped.
 */
export function useClimateControl(
  thermostat: ThermostatView,
  unit: TemperatureUnit,
  report: (outcome: ClimateOutcome) => void,
): ClimateControl {
  const save = useSetThermostatClimate();
  const modes = supportedModes(thermostat);
  const savedMode = initialMode(thermostat);
  const [draft, setDraft] = useState<ClimateDraft | null>(null);
  const [saved, setSaved] = useState(false);
  // The latest callback, read when a save settles: `send` keeps its identity across renders.
  const reportRef = useRef(report);
  reportRef.current = report;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<ClimateDraft | null>(null);
  // Bumped on every change: a save that settles after a newer change leaves that change alone.
  const edits = useRef(0);
  // Bumped on every save sent: a save that settles after a newer one went out tells nothing.
  const sends = useRef(0);
  const mounted = useRef(true);

  const mode = draft?.mode ?? savedMode;
  const rules = setPointRules(thermostat, unit, mode);
  const points = draft
    ? draft.unit === unit
      ? draft.points
      : fitSetPoints(convert(draft.points, unit), rules, mode)
    : initialSetPoints(thermostat, unit, mode);

  const deviceId = thermostat.deviceId;
  // Read when a draft goes out (possibly on unmount): the set points it does not change are sent
  // as the device then holds them.
  const device = useRef(thermostat);
  device.current = thermostat;
  const mutateAsync = save.mutateAsync;
  const send = useCallback(
    (next: ClimateDraft) => {
      pending.current = null;
      const edit = edits.current;
      const sent = ++sends.current;
      const points = setPointsToSend(device.current, next.points, next.unit, next.mode);
      // Settled through the promise, which answers even after the controls closed (`mutate`'s
      // own callbacks are dropped then), so a draft saved on the way out still reports a failure.
      mutateAsync(climateRequest(deviceId, { ...next, points })).then(
        () => {
          if (sent !== sends.current || !mounted.current || edit !== edits.current) return;
          reportRef.current('saved');
          setDraft(null);
          setSaved(true);
          if (savedTimer.current) clearTimeout(savedTimer.current);
          savedTimer.current = setTimeout(() => setSaved(false), SAVED_INDICATOR_MS);
        },
        () => {
          // A newer save went out after this one: its outcome is the one told, and it returns
          // the controls itself if it fails too (one message, not two).
          if (sent !== sends.current) return;
          reportRef.current('failed');
          if (!mounted.current) return;
          // A newer change is still the person's wish: only an untouched draft goes back.
          if (edit === edits.current) setDraft(null);
        },
      );
    },
    [deviceId, mutateAsync],
  );

  const change = (next: ClimateDraft, at: 'once' | 'after-quiet' = 'after-quiet') => {
    // A press that changes nothing (Raise at the maximum) is no edit: the quiet period, a save
    // under way and its 'Saved' are left alone, and nothing is sent twice.
    if (sameClimate(next, { mode, points, unit })) return;
    edits.current += 1;
    setSaved(false);
    reportRef.current('editing');
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    // Back to what the thermostat already has, with nothing in flight: nothing to send.
    const current = {
      mode: savedMode,
      points: initialSetPoints(thermostat, unit, savedMode),
      unit,
    };
    if (sameClimate(next, current) && !save.isPending) {
      setDraft(null);
      return;
    }
    setDraft(next);
    pending.current = next;
    if (at === 'once') {
      send(next);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      if (pending.current) send(pending.current);
    }, CLIMATE_SAVE_DEBOUNCE_MS);
  };

  // A change still waiting when the controls go away is saved, not lost.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      if (savedTimer.current) clearTimeout(savedTimer.current);
      if (pending.current) send(pending.current);
    };
  }, [send]);

  const move = (next: SetPoints) => {
    change({ mode, points: next, unit });
    return next;
  };
  return {
    modes,
    mode,
    points,
    rules,
    saved,
    setMode: (next, how = 'pick') => {
      if (next === mode || !modes.includes(next)) return;
      const nextRules = setPointRules(thermostat, unit, next);
      const at = next === 'off' && how === 'pick' ? 'once' : 'after-quiet';
      change({ mode: next, points: fitSetPoints(points, nextRules, next), unit }, at);
    },
    setHeat: (value) => move(changeHeat(points, value, rules, mode)),
    setCool: (value) => move(changeCool(points, value, rules, mode)),
  };
}
