import type { ButtonHTMLAttributes, ReactNode } from 'react';

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
      className={['pl-icon-button', className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
