import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../ui/cx.js';
import { useUniqueId } from '../../ui/use-unique-id.js';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * How a choice was made: `'pick'` by a click or Space, `'arrow'` by an arrow key, which in a
 * native radio group chooses every option it passes on its way to the one the person wants.
 */
export type ChoiceHow = 'pick' | 'arrow';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<Value extends string> {
  label: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value | null;
  disabled?: boolean | undefined;
  /** Id of the text that says why the group is disabled. */
  describedBy?: string | undefined;
  onChange(value: Value, how: ChoiceHow): void;
}

/**
 * A labelled group of native radio buttons drawn as a segmented control: Tab reaches the chosen
 * one, the arrow keys choose, and a screen reader hears the group's name and each choice.
 */
export function ChoiceGroup<Value extends string>(props: ChoiceGroupProps<Value>) {
  const name = useUniqueId();
  const labelId = `${name}-label`;
  // The browser moves the check during the arrow's keydown, so the change that follows in the same
  // task is the arrow's; the flag is dropped afterwards whether or not a change came.
  const arrow = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!ARROW_KEYS.has(event.key)) return;
    arrow.current = true;
    setTimeout(() => {
      arrow.current = false;
    }, 0);
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={props.describedBy}
      aria-disabled={props.disabled || undefined}
      className={cx('pl-choice-group', props.disabled && 'pl-choice-group--disabled')}
      onKeyDown={onKeyDown}
    >
      <span id={labelId} className="pl-thermostat-hidden">
        {props.label}
      </span>
      <div className="pl-choice-group__options">
        {props.choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'pl-choice-group__option',
              choice.value === props.value && 'pl-choice-group__option--checked',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === props.value}
              disabled={props.disabled}
              onChange={() => props.onChange(choice.value, arrow.current ? 'arrow' : 'pick')}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
