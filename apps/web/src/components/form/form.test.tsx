import { screen, waitFor } from '@testing-library/react';
import { errorCodes } from '@credence/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { Field } from '../ui';
import { setup } from '../ui/test-support';
import { Form } from './form';
import { FormField, useFormField } from './use-form-field';

// A shared-style schema: wording keys as messages, one rule with placeholders, a transform on success.
const schema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  code: z.string().superRefine((value, ctx) => {
    if (value.length > 3)
      ctx.addIssue({ code: 'custom', message: 'validation.too-long', params: { max: 3 } });
  }),
});
type Values = { name: string; code: string };

function NameField() {
  const field = useFormField('name');
  return (
    <Field id={field.id} label="Name" required error={field.error}>
      {(control) => <input {...control} value={field.value} onChange={field.onChange} />}
    </Field>
  );
}

function renderForm(
  onSubmit: (data: unknown) => Promise<void> | void,
  defaults: Values = { name: '', code: '' },
  onValuesChange?: (values: Values) => void,
) {
  return setup(
    <Form
      schema={schema}
      defaultValues={defaults}
      fields={['name', 'code']}
      fieldId={(field) => `f-${field}`}
      failure={{ offline: 'enroll.save.offline', failed: 'enroll.save.failed' }}
      serverPath={(path) => (path.startsWith('data.') ? path.slice(5).split('.') : null)}
      onSubmit={onSubmit}
      {...(onValuesChange ? { onValuesChange } : {})}
    >
      <NameField />
      <FormField name="code">
        {(field) => (
          <Field id={field.id} label="Code" error={field.error}>
            {(control) => <input {...control} value={field.value} onChange={field.onChange} />}
          </Field>
        )}
      </FormField>
      <button type="submit">Next</button>
    </Form>,
  );
}

describe('<Form schema>', () => {
  it('shows the schema messages beside the fields and in a focused summary linking to them', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Code'), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#f-name', '#f-code']);
    expect(links[0]!.textContent).toMatch('This Field is Required');
    // The rule's placeholder survives (zodResolver alone would drop it).
    expect(links[1]!.textContent).toMatch('Please use at most 3 characters.');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('leaves focus on the summary when the fields pass their ref (react-hook-form would take it away)', async () => {
    function RefForm() {
      return (
        <Form
          schema={schema}
          defaultValues={{ name: '', code: '' }}
          fieldId={(field) => `r-${field}`}
          failure={{ offline: 'enroll.save.offline', failed: 'enroll.save.failed' }}
          onSubmit={vi.fn()}
        >
          <FormField name="name">
            {(field) => (
              <>
                <label htmlFor={field.id}>Name</label>
                <input
                  id={field.id}
                  ref={field.ref}
                  value={field.value as string}
                  onChange={field.onChange}
                />
              </>
            )}
          </FormField>
          <button type="submit">Next</button>
        </Form>
      );
    }
    const { user } = setup(<RefForm />);
    const input = screen.getByLabelText('Name');
    const focus = vi.spyOn(input, 'focus');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    // react-hook-form focuses the first invalid field at once and again on a timer (in a browser the timer
    // runs after the summary took focus): wait past it; the field must never have been focused.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(summary);
  });

  it('hands the parsed values to onSubmit once the schema passes', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), '  Ada  ');
    await user.type(screen.getByLabelText('Code'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ada', code: 'ABC' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a 400's details on their fields and leaves out paths it cannot place", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, errorCodes.badRequest, 'bad', [
        { path: 'data.code', message: 'validation.too-long' },
        { path: 'elsewhere', message: 'validation.required' },
      ]),
    );
    const { user } = renderForm(onSubmit, { name: 'Ada', code: 'A' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#f-code']);
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('says a save failed without details in a focused notice, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(0, 'network', 'offline'));
    const { user } = renderForm(onSubmit, { name: 'Ada', code: 'A' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toMatch(/could not reach Credence/);
    expect(document.activeElement).toBe(notice);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');

    onSubmit.mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be saved/));
  });

  it('ignores a second submit while the first is saving', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit, { name: 'Ada', code: 'A' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    finish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('reports every change, so a draft can be kept', async () => {
    const onValuesChange = vi.fn();
    const { user } = renderForm(vi.fn(), { name: '', code: '' }, onValuesChange);
    await user.type(screen.getByLabelText('Code'), 'AB');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: '', code: 'AB' });
  });
});
