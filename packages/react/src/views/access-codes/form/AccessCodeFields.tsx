import { type ReactNode, useId } from 'react';
import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import { formatCodeLengths, hasSupportedLength, isDigitsOnly } from './code-length.js';

interface TextFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  hints?: { text: string; met: boolean }[];
  onChange: (value: string) => void;
  inputMode?: 'numeric' | undefined;
  children?: ReactNode;
}

/** A labelled text input whose error and hints are tied to it for screen readers. */
export function TextField({
  label,
  value,
  error,
  hints = [],
  onChange,
  children,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hints.length > 0 && `${id}-hints`].filter(Boolean);
  return (
    <div className="pl-ac-field">
      <label htmlFor={id} className="pl-ac-label">
        {label}
      </label>
      <div className="pl-ac-field-row">
        <input
          id={id}
          className="pl-ac-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(event) => onChange(event.target.value)}
          inputMode={rest.inputMode}
        />
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-ac-field-error">
          {error}
        </p>
      )}
      {hints.length > 0 && (
        <ul id={`${id}-hints`} className="pl-ac-hints">
          {hints.map((hint) => (
            <li
              key={hint.text}
              className={hint.met ? 'pl-ac-hint' : 'pl-ac-hint pl-ac-hint--unmet'}
            >
              {hint.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The hints under the code field: its lengths and 'Numbers only', each marked met or not. */
export function codeHints(t: AccessCodesMessages, code: string, lengths: number[]) {
  const hints = [];
  if (lengths.length > 0) {
    hints.push({
      text: t.codeLengthHint(formatCodeLengths(lengths)),
      met: code === '' || hasSupportedLength(code, lengths),
    });
  }
  hints.push({ text: t.numbersOnly, met: isDigitsOnly(code) });
  return hints;
}
