import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SsnField } from './ssn-field';
import { setup } from './test-support';

const box = (position: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${position} of 9`);
const values = () => Array.from({ length: 9 }, (_, i) => box(i + 1).value).join('');

function Harness({ onChange, initial = '' }: { onChange?: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SsnField
        id="ssn"
        legend="Social security number"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        required
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('SsnField', () => {
  it('is a group of nine numeric one-digit boxes named by the legend', () => {
    setup(<Harness />);
    const group = screen.getByRole('group', { name: 'Social security number' });
    const boxes = group.querySelectorAll('input');
    expect(boxes).toHaveLength(9);
    for (const input of boxes) {
      expect(input.inputMode).toBe('numeric');
      expect(input.pattern).toBe('[0-9]');
    }
    expect(box(9).id).toBe('ssn-digit-8');
  });

  it('moves forward as digits are typed, drops anything else, and reports ddd-dd-dddd', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('12a3456789');
    expect(values()).toBe('123456789');
    expect(onChange).toHaveBeenLastCalledWith('123-45-6789');
    expect(document.activeElement).toBe(box(9));
  });

  it('moves back on Backspace in an empty box', async () => {
    const { user } = setup(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(box(2).value).toBe('');
  });

  it('fills across the boxes from the box pasted into', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('99');
    await user.click(box(3));
    await user.paste('345-67-89');
    expect(values()).toBe('993456789');
    expect(onChange).toHaveBeenLastCalledWith('993-45-6789');
  });

  it('starts from a stored value and follows a reset from the form', async () => {
    const { user } = setup(<Harness initial="123-45-6789" />);
    expect(values()).toBe('123456789');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toBe('');
  });

  it('hides the digits until Show SSN is pressed, and says so', async () => {
    const { user } = setup(<Harness initial="123-45-6789" />);
    expect(box(1).type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(box(1).type).toBe('text');
    expect(screen.getByText('Your social security number is visible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide SSN' }));
    expect(box(1).type).toBe('password');
    expect(screen.getByText('Your social security number is hidden')).toBeTruthy();
  });

  it('checks the boxes with native validity when focus leaves the group', async () => {
    const { user } = setup(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(screen.getByText('Social security number must be 9 digits.')).toBeTruthy();
    expect(box(4).validity.valueMissing).toBe(true);
    expect(box(1).getAttribute('aria-invalid')).toBe('true');

    await user.click(box(4));
    await user.keyboard('456789');
    await user.tab();
    expect(screen.queryByText('Social security number must be 9 digits.')).toBeNull();
  });
});
