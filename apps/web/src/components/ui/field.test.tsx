import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { FieldGroup } from './field-group';
import { setup } from './test-support';

describe('Field', () => {
  it('labels the control and links the hint and the error to it', () => {
    setup(
      <Field id="npi" label="NPI number" hint="10 digits" error="Invalid NPI number">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('NPI number');
    expect(input.id).toBe('npi');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '10 digits',
      'Error: Invalid NPI number',
    ]);
  });

  it('is neither invalid nor described when it has no hint and no error', () => {
    setup(
      <Field id="city" label="City">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a required field with a decorative asterisk after the label and aria-required on the control', () => {
    const { container } = setup(
      <Field id="city" label="City" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = container.querySelector('[aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
    expect(screen.getByText('City').compareDocumentPosition(mark as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('FieldGroup', () => {
  it('is a group named by its legend and described by its hint and error', () => {
    setup(
      <FieldGroup
        id="dob"
        legend="Date of birth"
        hint="For example, 1980-03-27"
        error="Must be a valid date"
        required
      >
        <input aria-label="Day" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'For example, 1980-03-27',
      'Error: Must be a valid date',
    ]);
  });
});
