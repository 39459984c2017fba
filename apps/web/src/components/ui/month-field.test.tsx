import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthField } from './month-field';
import { setup } from './test-support';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MonthField
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

describe('MonthField', () => {
  it('lays typed digits into MM/YYYY with a hint showing the format', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    expect(input.inputMode).toBe('numeric');
    expect(screen.getByText('For example, 03/2024 (MM/YYYY)')).toBeTruthy();
    await user.type(input, '0320241');
    expect(input.value).toBe('03/2024');
    expect(onChange).toHaveBeenLastCalledWith('03/2024');
  });

  it('takes back the separator when the year is deleted', async () => {
    const { user } = setup(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    await user.type(input, '032{Backspace}');
    expect(input.value).toBe('03');
  });
});
