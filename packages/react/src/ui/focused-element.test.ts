import { afterEach, describe, expect, it } from 'vitest';
import { focusedElement, focusIsLost } from './focused-element.js';

const made: HTMLElement[] = [];
afterEach(() => {
  for (const element of made.splice(0)) element.remove();
});

/** A button inside a host element's shadow root of the given mode. */
function buttonInShadow(mode: ShadowRootMode): HTMLButtonElement {
  const host = document.createElement('div');
  document.body.append(host);
  made.push(host);
  const button = document.createElement('button');
  host.attachShadow({ mode }).append(button);
  return button;
}

describe('focusedElement', () => {
  it('should find the focused control inside an open shadow root, not its host', () => {
    const button = buttonInShadow('open');
    button.focus();
    expect(focusedElement()).toBe(button);
    expect(focusIsLost(button)).toBe(false);
  });

  it('should enter the closed shadow root that holds the given element', () => {
    const button = buttonInShadow('closed');
    button.focus();
    expect(focusedElement(button)).toBe(button);
  });

  it('should say focus is lost when it fell to the body', () => {
    const button = buttonInShadow('open');
    button.focus();
    button.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsLost(button)).toBe(true);
  });
});
