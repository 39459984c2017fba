import { PHONE } from '@credence/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field';
import { setup } from './test-support';

function Harness({ onChange, required }: { onChange?: (value: string) => void; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      id="mobile"
      label="Mobile phone"
      required={required}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('shows +1 before the box and formats what is typed, storing +1 and the digits', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Mobile phone');
    expect(screen.getByText('+1')).toBeTruthy();
    expect(input.type).toBe('tel');

    await user.type(input, '5551234567');
    expect(input.value).toBe('(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('+15551234567');
  });

  it('never shows more than 14 characters, even for a pasted number with its country code', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Mobile phone');
    await user.click(input);
    await user.paste('+1 (555) 123-4567 ext 89');
    expect(input.value).toBe('(555) 123-4567');
    expect(input.value).toHaveLength(PHONE.displayMaxLength);
    expect(onChange).toHaveBeenLastCalledWith('+15551234567');
  });

  it('says in a tooltip that only +1 numbers are handled, also as the description of the box', async () => {
    const { user } = setup(<Harness />);
    const input = screen.getByLabelText('Mobile phone');
    const tip = screen.getByText('Only US phone numbers (+1) can be used.');
    expect(input.getAttribute('aria-describedby')).toContain(tip.id);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(input);
    expect(screen.getByRole('tooltip').textContent).toBe('Only US phone numbers (+1) can be used.');
  });

  it('reports an incomplete number when the box loses focus', async () => {
    const { user } = setup(<Harness />);
    const input = screen.getByLabelText('Mobile phone');
    await user.type(input, '555123');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    await user.tab();
    const message = screen.getByText('Please enter a valid phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
  });

  it('accepts a blank optional number but not a blank required one', async () => {
    const optional = setup(<Harness />);
    await optional.user.click(screen.getByLabelText('Mobile phone'));
    await optional.user.tab();
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    optional.unmount();

    const { user } = setup(<Harness required />);
    await user.click(screen.getByLabelText('Mobile phone'));
    await user.tab();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('shows an error given by the form', () => {
    setup(<PhoneField id="p" label="Phone" value="" onChange={() => {}} error="Server says no" />);
    expect(screen.getByText('Server says no')).toBeTruthy();
  });
});
