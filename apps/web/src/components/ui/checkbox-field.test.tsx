import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { setup } from './test-support';

describe('CheckboxField', () => {
  it('is one labelled box whose hint and error describe it', async () => {
    const onChange = vi.fn();
    const { user } = setup(
      <CheckboxField
        id="none"
        label="I do not hold one"
        hint="Tick if this applies."
        error="Please choose."
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I do not hold one' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
