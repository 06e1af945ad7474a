import { cx } from './cx.js';

/**
 * A busy indicator; the label is announced and shown to screen readers only. Sized by ui.css, not
 * a style attribute, which a strict CSP refuses in server-rendered HTML.
 */
export function Spinner({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <span className="pl-spinner" role="status">
      <span
        className={cx('pl-spinner__circle', small && 'pl-spinner__circle--small')}
        aria-hidden="true"
      />
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}
