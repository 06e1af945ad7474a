/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
}

/** An on/off toggle with the switch role; Space and Enter flip it like a native button. */
export function Switch({ checked, onChange, label, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={`pl-switch${checked ? ' pl-switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="pl-switch__thumb" aria-hidden="true" />
    </button>
  );
}
