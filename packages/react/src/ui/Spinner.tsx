/** A busy indicator; the label is announced and shown to screen readers only. */
export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <span className="pl-spinner" role="status">
      <span
        className="pl-spinner__circle"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}
