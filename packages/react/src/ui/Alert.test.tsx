import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { Alert } from './Alert.js';
import { Spinner } from './Spinner.js';
import { StatusTag } from './StatusTag.js';

cleanUpAfterEach();

describe('status elements', () => {
  it('renders alerts, tags and spinners with their text, API text as text', () => {
    render(
      <>
        <Alert variant="error">{'<img src=x onerror=alert(1)>'}</Alert>
        <Alert variant="warning">Low battery</Alert>
        <StatusTag variant="success">LIVE</StatusTag>
        <Spinner label="Loading devices" />
      </>,
    );
    expect(
      screen.getByText('<img src=x onerror=alert(1)>').closest('.pl-alert--error'),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Low battery').closest('.pl-alert--warning')).toBeTruthy();
    expect(screen.getByText('LIVE').className).toBe('pl-status-tag pl-status-tag--success');
    expect(screen.getByRole('status').textContent).toBe('Loading devices');
  });
});
