import { useId } from 'react';
import { cx } from '../../ui/cx.js';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<Value extends string> {
  label: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value | null;
  disabled?: boolean | undefined;
  /** Id of the text that says why the group is disabled. */
  describedBy?: string | undefined;
  onChange(value: Value): void;
}

/**
 * A labelled group of native radio buttons drawn as a segmented control: Tab reaches the chosen
 * one, the arrow keys choose, and a screen reader hears the group's name and each choice.
 */
export function ChoiceGroup<Value extends string>(props: ChoiceGroupProps<Value>) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={props.describedBy}
      aria-disabled={props.disabled || undefined}
      className={cx('pl-choice-group', props.disabled && 'pl-choice-group--disabled')}
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
              onChange={() => props.onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
