import type { KeyboardEvent } from 'react';

import { useMessages } from '../../messages/messages-context.js';
import type { TemperatureUnit } from '../../ui/climate.js';
import { IconButton } from '../../ui/IconButton.js';
import { useUniqueId } from '../../ui/use-unique-id.js';
import type { Bounds } from './set-points.js';

/** Page Up / Page Down move a set point by this many degrees; arrows by 1. */
export const SET_POINT_PAGE_STEP = 5;

/** Props of {@link SetPointControl}. */
export interface SetPointControlProps {
  label: string;
  value: number;
  bounds: Bounds;
  unit: TemperatureUnit;
  variant: 'heat' | 'cool';
  disabled?: boolean | undefined;
  /** Id of the text that says why the control is disabled. */
  describedBy?: string | undefined;
  /** Asks for a value, saying whether the slider (which speaks its own value) or a button asked. */
  onChange(value: number, by: 'slider' | 'button'): void;
}

/**
 * One set point: a labelled slider (arrows ±1, Page Up/Down ±5, Home/End to the bounds) between
 * lower and raise buttons, with the value as text. The parent clamps and pushes; this only asks.
 * The buttons stay enabled at the bounds (a no-op there) so focus is never dropped to the page.
 */
export function SetPointControl(props: SetPointControlProps) {
  const { thermostats: t } = useMessages();
  const id = useUniqueId();
  const text = t.temperature(props.value, props.unit);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Every key handled here, not left to the browser: Chromium moves a range by a tenth of its
    // span on Page Up/Down where the spec says 5, and each change must pass the parent's rules.
    // A right-to-left page draws the slider's minimum on the right: Left raises, as a native
    // range does there.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = keyTarget(event.key, props.value, props.bounds, rtl ? 'rtl' : 'ltr');
    if (target === null) return;
    event.preventDefault();
    props.onChange(target, 'slider');
  };
  return (
    <div className={`pl-set-point pl-set-point--${props.variant}`}>
      <label className="pl-set-point__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="pl-set-point__row">
        <IconButton
          label={t.lower(props.label)}
          onClick={() => props.onChange(props.value - 1, 'button')}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          className="pl-set-point__step"
        >
          <span aria-hidden="true">−</span>
        </IconButton>
        <input
          id={id}
          type="range"
          className="pl-set-point__slider"
          min={props.bounds.min}
          max={props.bounds.max}
          step={1}
          value={props.value}
          aria-valuetext={text}
          aria-describedby={props.describedBy}
          disabled={props.disabled}
          onKeyDown={onKeyDown}
          onChange={(event) => props.onChange(Number(event.target.value), 'slider')}
        />
        <IconButton
          label={t.raise(props.label)}
          onClick={() => props.onChange(props.value + 1, 'button')}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          className="pl-set-point__step"
        >
          <span aria-hidden="true">+</span>
        </IconButton>
        {/* The slider already speaks its value (aria-valuetext); this is for the eye. */}
        <span className="pl-set-point__value" aria-hidden="true">
          {text}
        </span>
      </div>
    </div>
  );
}

/**
 * Where a key moves a set point: arrows by 1 (Right raises, or Left in a right-to-left page, where
 * the slider's maximum is on the left), Page Up/Down by 5, Home/End to the bounds.
 */
export function keyTarget(
  key: string,
  value: number,
  bounds: Bounds,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  const forward = direction === 'rtl' ? -1 : 1;
  switch (key) {
    case 'ArrowUp':
      return value + 1;
    case 'ArrowDown':
      return value - 1;
    case 'ArrowRight':
      return value + forward;
    case 'ArrowLeft':
      return value - forward;
    case 'PageUp':
      return value + SET_POINT_PAGE_STEP;
    case 'PageDown':
      return value - SET_POINT_PAGE_STEP;
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}
