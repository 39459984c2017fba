import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { setup } from './test-support';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      id="when"
      label="Start date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('is a numeric box whose hint shows the YYYY-MM-DD format', () => {
    setup(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    expect(input.inputMode).toBe('numeric');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('For example, 2024-03-27 (YYYY-MM-DD)');
  });

  it('lays typed digits into ####-##-## and drops anything else', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    await user.type(input, '2024a0327999');
    expect(input.value).toBe('2024-03-27');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-27');
  });

  it('takes a pasted date whatever its separators', async () => {
    const { user } = setup(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    await user.click(input);
    await user.paste('2024/03/27');
    expect(input.value).toBe('2024-03-27');
  });

  it('shows a given error and hint', () => {
    setup(
      <DateField
        id="d"
        label="Award date"
        value=""
        onChange={() => {}}
        hint="The date on the certificate"
        error="Please enter a valid date in the YYYY-MM-DD format"
      />,
    );
    expect(screen.getByText('The date on the certificate')).toBeTruthy();
    expect(screen.getByLabelText('Award date').getAttribute('aria-invalid')).toBe('true');
  });
});
