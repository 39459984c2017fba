import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { FieldGroup } from './field-group';
import { setup } from './test-support';

const errors = [
  { fieldId: 'city', message: 'Enter your city' },
  { fieldId: 'ssn', message: 'Social security number must be 9 digits.' },
];

function Form({ shown }: { shown: boolean }) {
  return (
    <>
      <ErrorSummary errors={shown ? [...errors] : []} />
      <label htmlFor="city">City</label>
      <input id="city" />
      <FieldGroup id="ssn" legend="SSN">
        <input aria-label="Digit 1" />
      </FieldGroup>
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    setup(<Form shown={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an alert with a heading that takes focus when shown', () => {
    const { rerender } = setup(<Form shown={false} />);
    rerender(<Form shown />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
  });

  it('does not take focus back when the form re-renders with the same errors', async () => {
    const { user, rerender } = setup(<Form shown />);
    await user.click(screen.getByLabelText('City'));
    rerender(<Form shown />);
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
  });

  it('names each field beside its message, from its label or legend', () => {
    setup(<Form shown />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['City: Enter your city', 'SSN: Social security number must be 9 digits.']);
    // The link itself stays the message.
    expect(screen.getByRole('link', { name: 'Enter your city' })).toBeTruthy();
  });

  it('links to each field and focuses it, or the first control of a group', async () => {
    const { user } = setup(<Form shown />);
    const link = screen.getByRole('link', { name: 'Enter your city' });
    expect(link.getAttribute('href')).toBe('#city');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    await user.click(screen.getByRole('link', { name: 'Social security number must be 9 digits.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1'));
  });
});
