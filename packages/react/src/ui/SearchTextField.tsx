import { cx } from './cx.js';
import { SearchIcon } from './icons.js';

/** Props of {@link SearchTextField}. */
export interface SearchTextFieldProps {
  value: string;
  onChange(value: string): void;
  /** Accessible name of the field. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A search box with a visible icon and an accessible name. */
export function SearchTextField({
  value,
  onChange,
  label,
  placeholder,
  disabled,
}: SearchTextFieldProps) {
  return (
    <div className={cx('pl-search', disabled && 'pl-search--disabled')}>
      <SearchIcon />
      <input
        type="search"
        className="pl-search__input"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        // The list filters as the person types, so Enter has nothing to do here; inside a host's
        // own <form> it would submit that form (the browser's implicit submission).
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
        }}
      />
    </div>
  );
}
