import type { ReactNode } from 'react';
import type { AccessCodesMessages } from '../../../messages/access-codes.js';
import { CheckMarkIcon, CrossMarkIcon } from '../../../ui/icons.js';
import { useUniqueId } from '../../../ui/use-unique-id.js';
import { useAccessCodesMessages } from '../use-access-codes-messages.js';
import { formatCodeLengths, hasSupportedLength, isDigitsOnly } from './code-length.js';

/** One condition under a field, and whether the value meets it. */
export interface CodeHint {
  text: string;
  met: boolean;
}

interface TextFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  hints?: CodeHint[];
  /** Marks the label with an asterisk (explained by the form's '* required' note). */
  required?: boolean | undefined;
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
  required = false,
  onChange,
  children,
  ...rest
}: TextFieldProps) {
  const t = useAccessCodesMessages();
  const id = useUniqueId();
  const describedBy = [error && `${id}-error`, hints.length > 0 && `${id}-hints`].filter(Boolean);
  return (
    <div className="pl-ac-field">
      <label htmlFor={id} className="pl-ac-label">
        {label}
        {/* The asterisk is for the eye; aria-required says it to screen readers. */}
        {required && (
          <span className="pl-ac-required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className="pl-ac-field-row">
        <input
          id={id}
          className="pl-ac-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
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
              {hint.met ? <CheckMarkIcon /> : <CrossMarkIcon />}
              <span className="pl-ac-hint__text">{hint.text}</span>
              {/* The state in words, not only in colour and icon. */}
              <span className="pl-visually-hidden">{`, ${hint.met ? t.hintMet : t.hintNotMet}`}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The hints under the code field: its lengths and 'Numbers only', each marked met or not. */
export function codeHints(t: AccessCodesMessages, code: string, lengths: number[]): CodeHint[] {
  const numbersOnly = { text: t.numbersOnly, met: isDigitsOnly(code) };
  if (lengths.length === 0) return [numbersOnly];
  const met = code === '' || hasSupportedLength(code, lengths);
  return [{ text: t.codeLengthHint(formatCodeLengths(lengths)), met }, numbersOnly];
}
