/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
  /** The id of text that says more about the switch, such as why it is disabled. */
  describedBy?: string | undefined;
  /**
   * A change is on its way: the switch stays focusable and ignores presses meanwhile, and says
   * so with `aria-busy`.
   */
  busy?: boolean | undefined;
}

/** An on/off toggle with the switch role; Space and Enter flip it like a native button. */
export function Switch({ checked, onChange, label, disabled, describedBy, busy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      className={`pl-switch${checked ? ' pl-switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="pl-switch__thumb" aria-hidden="true" />
    </button>
  );
}
