import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.js';

/** Props of {@link IconButton}: the label is required because the icon carries no text. */
export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  children: ReactNode;
}

/** A button showing only an icon, named by its label for assistive technology. */
export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={cx('pl-icon-button', className)}
    >
      {children}
    </button>
  );
}
