import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { IssueAlerts } from './IssueAlerts.js';

cleanUpAfterEach();

const more = (count: number) => `${count} more`;
const delay = { message: 'Delay in setting code on device', warning_code: 'delay_in_setting' };
const failed = { message: 'Failed to set code on device', error_code: 'failed_to_set' };
const region = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('IssueAlerts', () => {
  it('is quiet about the issues shown when it opens', () => {
    render(<IssueAlerts errors={[failed]} warnings={[delay]} moreLabel={more} />);
    expect(document.querySelectorAll('.pl-alert')).toHaveLength(2);
    expect(region()).toBe('');
  });

  it('says politely an issue that arrives while it is open, once, from a region already in the page', () => {
    const { rerender } = render(<IssueAlerts errors={[]} warnings={[]} moreLabel={more} />);
    expect(region()).toBe('');
    rerender(<IssueAlerts errors={[]} warnings={[delay]} moreLabel={more} />);
    expect(region()).toBe('Warning: Delay in setting code on device');
    rerender(<IssueAlerts errors={[failed]} warnings={[delay]} moreLabel={more} />);
    expect(region()).toBe('Error: Failed to set code on device');
    // One that stays is not said again; one that went and came back is.
    rerender(<IssueAlerts errors={[]} warnings={[delay]} moreLabel={more} />);
    expect(region()).toBe('Error: Failed to set code on device');
    rerender(<IssueAlerts errors={[failed]} warnings={[]} moreLabel={more} />);
    rerender(<IssueAlerts errors={[failed]} warnings={[delay]} moreLabel={more} />);
    expect(region()).toBe('Warning: Delay in setting code on device');
  });
});
