/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
  /** The id of text that says more about the switch, such as why it is disabled. */
  describedBy?: string | undefined;
}

/** An on/off toggle with the switch role; Space and Enter flip it like a native button. */
export function Switch({ checked, onChange, label, disabled, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      className={`pl-switch${checked ? ' pl-switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="pl-switch__thumb" aria-hidden="true" />
    </button>
  );
}
