import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';
import { setup } from './test-support';

const items = [
  { key: 'edit', text: 'Edit' },
  { key: 'share', text: 'Share' },
  { key: 'delete', text: 'Delete' },
];

const renderMenu = (list = items) => {
  const onSelect = vi.fn();
  const view = setup(
    <>
      <Menu label="Actions" items={list} onSelect={onSelect} />
      <p>Outside</p>
    </>,
  );
  return { ...view, onSelect, button: screen.getByRole('button', { name: 'Actions' }) };
};

describe('Menu', () => {
  it('is a menu button that opens and closes its menu', async () => {
    const { user, button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Share', 'Delete']);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));

    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves between items with the arrow keys, Home and End, wrapping round', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));
  });

  it('reports the chosen key, closes and returns focus to the button', async () => {
    const { user, button, onSelect } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('share');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape from the list, back on the button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('stays open on a click outside (only the dropdown closes then)', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('gives lists of more than 5 items the max-size (scrolling) class', async () => {
    const five = items.concat([
      { key: 'a', text: 'A' },
      { key: 'b', text: 'B' },
    ]);
    const { user, button } = renderMenu(five);
    await user.click(button);
    expect(screen.getByRole('menu').classList.contains('menu__list--max-size')).toBe(false);

    const six = setup(<Menu label="More" items={[...five, { key: 'c', text: 'C' }]} onSelect={() => {}} />);
    await six.user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menu', { name: 'More' }).classList.contains('menu__list--max-size')).toBe(true);
  });
});
