import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.js';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'text';
  size?: 'small' | 'medium';
}

/**
 * A text button; `type="button"` unless told otherwise so it never submits a host form by accident.
 * With `aria-disabled` it keeps focus (a `disabled` button drops it to the page) and ignores clicks.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  className,
  onClick,
  ...rest
}: ButtonProps) {
  const inert = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <button
      type="button"
      {...rest}
      onClick={inert ? (event) => event.preventDefault() : onClick}
      className={cx('pl-button', `pl-button--${variant}`, `pl-button--${size}`, className)}
    />
  );
}
