import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '../test-utils/ui.js';
import { SearchTextField } from './SearchTextField.js';

cleanUpAfterEach();

describe('SearchTextField', () => {
  it('names the search box and reports typed text', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <SearchTextField
            label="Search devices"
            placeholder="Search"
            value={value}
            onChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search devices' });
    expect(box.getAttribute('placeholder')).toBe('Search');
    await user.type(box, 'Garage');
    expect(screen.getByRole('status').textContent).toBe('Garage');
  });

  it("leaves a host's form unsubmitted when Enter is pressed in it", async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push('submitted');
        }}
      >
        <SearchTextField label="Search devices" value="" onChange={() => undefined} />
        <button type="submit">Save settings</button>
      </form>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), '{Enter}');
    expect(submitted).toEqual([]);
    // The host's own button still submits.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(submitted).toEqual(['submitted']);
  });
});
