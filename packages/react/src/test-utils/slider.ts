import { fireEvent } from '@testing-library/react';

/**
 * Moves a range input to `value` as a browser does when it is dragged: an `input` event, then
 * `change`. A `change` alone is not what a browser sends, and a renderer that listens to `input`
 * for `onChange` (Preact's compat layer, which the custom elements bundle renders with) would
 * never hear it.
 */
export function slideTo(slider: HTMLElement, value: string): void {
  fireEvent.input(slider, { target: { value } });
  fireEvent.change(slider, { target: { value } });
}
