import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressCombobox } from './address-combobox';
import type { AddressOption } from './address-combobox';
import { setup } from './test-support';

const PLACES: AddressOption[] = [
  { id: 'p-1', description: '12 Harbor Way, Portland, OR' },
  { id: 'p-2', description: '12 Harbor Lane, Salem, OR' },
];

function Harness({
  onPick,
  failed = false,
  places = PLACES,
}: {
  onPick: (place: AddressOption) => Promise<void>;
  failed?: boolean;
  places?: AddressOption[];
}) {
  const [value, setValue] = useState('');
  const [suggestions, setSuggestions] = useState<AddressOption[]>([]);
  const lookup = {
    suggestions,
    failed,
    search: (text: string) => setSuggestions(text.length >= 3 ? places : []),
    clear: () => setSuggestions([]),
  };
  return (
    <AddressCombobox
      id="street"
      label="Address line 1"
      required
      value={value}
      onChange={setValue}
      lookup={lookup}
      onPick={onPick}
      unavailable="The address service is unavailable."
    />
  );
}

describe('AddressCombobox', () => {
  it('lists suggestions as a listbox the arrow keys move through; Enter picks', async () => {
    const onPick = vi.fn(async () => undefined);
    const { user } = setup(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Address line 1' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, '12 Har');
    const list = screen.getByRole('listbox', { name: 'Address suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: '12 Harbor Lane, Salem, OR' });
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(PLACES[1]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(screen.getByText('The address fields are filled in. Please check them.')).toBeTruthy(),
    );
  });

  it('says how many addresses were found, in the singular for one', async () => {
    const onPick = vi.fn(async () => undefined);
    const { user, unmount } = setup(<Harness onPick={onPick} />);
    await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), '12 Har');
    expect(screen.getByText(/addresses found/).textContent).toBe(
      '2 addresses found. Use the up and down arrow keys to choose one.',
    );
    unmount();
    setup(<Harness onPick={onPick} places={PLACES.slice(0, 1)} />);
    await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), '12 Har');
    expect(screen.getByText(/found/).textContent).toBe(
      '1 address found. Use the up and down arrow keys to choose it.',
    );
  });

  it('closes on Escape, and says when the place could not be filled in', async () => {
    const { user } = setup(<Harness onPick={() => Promise.reject(new Error('down'))} />);
    const box = screen.getByRole('combobox', { name: 'Address line 1' });
    await user.type(box, '12 Har');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The address service is unavailable.',
    );
    expect(box).toHaveProperty('value', '12 Har');
  });
});
