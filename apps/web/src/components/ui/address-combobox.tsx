import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { VisuallyHidden } from './visually-hidden';
import './address-combobox.css';

export interface AddressOption {
  id: string;
  description: string;
}

/** Where the suggestions come from (lib/address's useAddressSuggestions). */
export interface AddressSuggestionSource<S extends AddressOption = AddressOption> {
  suggestions: readonly S[];
  /** The last look-up failed: the fields can still be typed. */
  failed: boolean;
  search: (text: string) => void;
  clear: () => void;
}

export interface AddressComboboxProps<S extends AddressOption> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  lookup: AddressSuggestionSource<S>;
  /** Fills the form from the chosen place; a rejection shows `unavailable` and keeps what was typed. */
  onPick: (suggestion: S) => Promise<void>;
  /** Said when the address service cannot be reached. */
  unavailable: ReactNode;
  autoComplete?: string;
  disabled?: boolean;
  /**
   * What the box says of its suggestions, for a box that suggests something else than addresses (the
   * hospital directory): the list's name, the count announced, and what is said while and after filling.
   */
  wording?: ComboboxWording;
}

export interface ComboboxWording {
  suggestions: string;
  found: (count: number) => string;
  filling: string;
  filled: string;
}

/**
 * An address line that suggests places as it is typed (ARIA combobox with a listbox): arrow keys move
 * through the suggestions, Enter picks, Escape closes; the mouse works too. Picking hands the place to
 * `onPick`, which fills the other fields. The line can always be typed in full by hand.
 */
export function AddressCombobox<S extends AddressOption>({
  id,
  label,
  hint,
  required,
  error,
  value,
  onChange,
  lookup,
  onPick,
  unavailable,
  autoComplete = 'address-line1',
  disabled,
  wording,
}: AddressComboboxProps<S>) {
  const { t } = useTranslation();
  const words: ComboboxWording = wording ?? {
    suggestions: t('enroll.address.suggestions'),
    found: (count) => t('enroll.address.found', { count }),
    filling: t('enroll.address.filling'),
    filled: t('enroll.address.filled'),
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [filling, setFilling] = useState(false);
  const [fillFailed, setFillFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const found = lookup.suggestions.length;
  const shown = open && found > 0;

  const pick = async (suggestion: S) => {
    setOpen(false);
    setActive(-1);
    lookup.clear();
    setFilling(true);
    setFillFailed(false);
    try {
      await onPick(suggestion);
      setAnnouncement(words.filled);
    } catch (failure) {
      console.error(failure);
      setFillFailed(true);
    } finally {
      setFilling(false);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && found > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % found);
    } else if (event.key === 'ArrowUp' && found > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? found - 1 : active - 1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      void pick(lookup.suggestions[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <>
      <Field id={id} label={label} hint={hint} required={required} error={error} className="address-combobox">
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            autoComplete={autoComplete}
            disabled={disabled}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              lookup.search(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={keyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </Field>
      <ul
        id={listId}
        role="listbox"
        className="address-combobox__suggestions"
        aria-label={words.suggestions}
        hidden={!shown}
      >
        {lookup.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="address-combobox__option"
            // Keeps focus in the box, so choosing with the mouse does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        <VisuallyHidden>
          {open && found > 0 ? words.found(found) : ''}
          {filling ? words.filling : announcement}
        </VisuallyHidden>
      </div>
      {(fillFailed || lookup.failed) && (
        <p className="address-combobox__notice" role="status">
          {unavailable}
        </p>
      )}
    </>
  );
}
