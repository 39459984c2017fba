import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationCodeField } from './verification-code-field';
import { advance, setup } from './test-support';

const boxes = () => screen.getByRole('group', { name: 'Verification code' }).querySelectorAll('input');

describe('VerificationCodeField', () => {
  it('has six numeric boxes by default, the first offering one-time-code autofill', () => {
    setup(<VerificationCodeField id="code" legend="Verification code" />);
    const inputs = boxes();
    expect(inputs).toHaveLength(6);
    expect(inputs[0]?.autocomplete).toBe('one-time-code');
    expect(inputs[1]?.autocomplete).toBe('off');
    for (const input of inputs) expect(input.inputMode).toBe('numeric');
    expect(screen.getByLabelText('Digit 6 of 6')).toBe(inputs[5]);
  });

  it('takes another length', () => {
    setup(<VerificationCodeField id="code" legend="Verification code" length={4} />);
    expect(boxes()).toHaveLength(4);
  });

  it('spreads a pasted code across the boxes and reports the completed code', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const { user } = setup(
      <VerificationCodeField
        id="code"
        legend="Verification code"
        onChange={onChange}
        onComplete={onComplete}
      />,
    );
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('Your code: 482 913');
    expect([...boxes()].map((input) => input.value).join('')).toBe('482913');
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('spreads a code autofilled into the first box', () => {
    const onComplete = vi.fn();
    setup(<VerificationCodeField id="code" legend="Verification code" onComplete={onComplete} />);
    // A phone's autofill writes the whole code into the first box as one change.
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    expect([...boxes()].map((input) => input.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('moves forward while typing and back on Backspace in an empty box', async () => {
    const { user } = setup(<VerificationCodeField id="code" legend="Verification code" />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('4');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6'));
  });

  it('moves on when a box is retyped with the digit it already holds', async () => {
    const { user } = setup(<VerificationCodeField id="code" legend="Verification code" />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('44');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('4');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
    await user.keyboard('4');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 3 of 6'));
    expect([...boxes()].map((input) => input.value).join('')).toBe('44');
  });

  describe('checks the code 200 ms after focus leaves the boxes', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('not while focus moves between boxes, and not before 200 ms', async () => {
      const { user } = setup(
        <>
          <VerificationCodeField id="code" legend="Verification code" />
          <button type="button">Verify</button>
        </>,
      );
      await user.click(screen.getByLabelText('Digit 1 of 6'));
      await user.keyboard('12');
      await advance(500);
      expect(screen.queryByText('Please enter the 6-digit code.')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await advance(199);
      expect(screen.queryByText('Please enter the 6-digit code.')).toBeNull();
      await advance(1);
      expect(screen.getByText('Please enter the 6-digit code.')).toBeTruthy();
      expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');
    });
  });
});
