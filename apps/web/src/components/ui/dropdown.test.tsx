import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';
import { setup } from './test-support';

const renderDropdown = () => {
  const onSelect = vi.fn();
  const view = setup(
    <>
      <Dropdown
        label="Sort by"
        items={[
          { key: 'date', text: 'Date' },
          { key: 'name', text: 'Name' },
        ]}
        onSelect={onSelect}
      />
      <p>Outside</p>
      <button type="button">Next control</button>
    </>,
  );
  return { ...view, onSelect, button: screen.getByRole('button', { name: 'Sort by' }) };
};

describe('Dropdown', () => {
  it('opens and closes by its button and reports the chosen key', async () => {
    const { user, button, onSelect } = renderDropdown();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Name' }));
    expect(onSelect).toHaveBeenCalledWith('name');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    const { user, button } = renderDropdown();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user, button } = renderDropdown();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves elsewhere', async () => {
    const { user, button } = renderDropdown();
    await user.click(button);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next control' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
