import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { setup } from './test-support';

function Harness({ showRules }: { showRules?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="password"
      label="Password"
      value={value}
      onChange={setValue}
      showRules={showRules}
      autoComplete="new-password"
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until Show Password is pressed, and announces each change', async () => {
    const { user } = setup(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    await user.type(input, 'secret');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('secret');
    expect(screen.getByText('Your password is visible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(input.type).toBe('password');
    expect(screen.getByText('Your password is hidden')).toBeTruthy();
  });

  it('lists no rules unless asked', () => {
    setup(<Harness />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks each rule met or still needed as the password is typed, politely announced', async () => {
    const { user } = setup(<Harness showRules />);
    const input = screen.getByLabelText('Password');
    const list = screen.getByRole('list');
    expect(list.closest('[aria-live="polite"]')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(list.parentElement?.id);
    const rules = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    await user.type(input, 'abc');
    expect(rules()).toEqual([
      'Still needed: At least 8 characters',
      expect.stringMatching(/^Still needed: At least 3 of the following/),
      'Done: Not a commonly used password that has appeared in a data breach',
    ]);

    await user.type(input, 'D3fg-hij');
    expect(rules()?.every((text) => text?.startsWith('Done:'))).toBe(true);
  });

  it('flags a breached password', async () => {
    const { user } = setup(<Harness showRules />);
    await user.type(screen.getByLabelText('Password'), 'Password1');
    expect(screen.getByText(/Not a commonly used password/).textContent).toMatch(/^Still needed:/);
  });
});
