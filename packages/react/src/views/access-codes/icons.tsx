import { Icon } from '../../ui/icons.js';

// Icons only the access code views draw; the shared ones (back, more, error, warning) come from
// ui/icons.

/** Two overlapping sheets, for copy buttons. */
export function CopyIcon() {
  return (
    <Icon path="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z" />
  );
}

/** A keypad dot grid, the access code's own icon. */
export function KeypadIcon() {
  return (
    <Icon path="M6 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-6 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  );
}
