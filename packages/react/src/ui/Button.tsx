import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.js';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'text';
  size?: 'small' | 'medium';
}

/** A text button; `type="button"` unless told otherwise so it never submits a host form by accident. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  className,
  ...rest
}: ButtonProps) {
  const classes = ['pl-button', `pl-button--${variant}`, `pl-button--${size}`, className];
  return <button type="button" {...rest} className={cx(...classes)} />;
}
