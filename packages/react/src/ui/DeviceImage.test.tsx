import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { DeviceImage } from './DeviceImage.js';

cleanUpAfterEach();

describe('DeviceImage', () => {
  it('shows a device image only for http(s) URLs, with a drawing otherwise', () => {
    const { rerender } = render(<DeviceImage url="https://example.com/lock.png" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://example.com/lock.png');
    expect(document.querySelector('img')?.getAttribute('width')).toBe('40');
    rerender(<DeviceImage url="javascript:alert(1)" />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.pl-device-image--fallback')).toBeTruthy();
  });

  it('draws the fallback for a broken image, and tries a new URL again', () => {
    const { rerender } = render(<DeviceImage url="https://example.com/broken.png" />);
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.pl-device-image--fallback')).toBeTruthy();
    rerender(<DeviceImage url="https://example.com/fixed.png" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://example.com/fixed.png',
    );
  });
});
