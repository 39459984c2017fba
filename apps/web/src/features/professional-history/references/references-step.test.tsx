import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '#web/test/fetch';
import { completeReference } from '../test/fake-references';
import { monthsAgo } from '../test/fake-server';
import {
  checkbox,
  editor,
  openStep,
  select,
  stepHeading,
  summaryMessages,
  textbox,
} from '../test/render-page';

const EMAIL_OR_PHONE = 'Must have either phone or email';
const SAVE_OR_CANCEL = 'Please save or cancel the reference you are editing before continuing.';
const ELIGIBLE =
  'This reference is not my spouse, a family member, a fellow or resident, or non-clinical staff.';
const NOT_ALLOWED =
  'Your spouse, immediate family members, fellows or residents, and non-clinical staff cannot be references.';

/** Each card of the list: its number and the reference's name. */
const cards = () =>
  within(screen.getByRole('region', { name: 'Your references' }))
    .queryAllByRole('listitem')
    .map(
      (item) =>
        `${item.querySelector('h4')?.textContent} ${item.querySelector('.ph-item__name')?.textContent}`,
    );
const options = (name: string) => [...select(name).options].map((option) => option.textContent);

/** Fills what a reference needs but the phone and email (and the locum-tenens statement). */
async function fillReference(user: UserEvent, { first = 'Sam', credential = 'DO' } = {}) {
  await user.type(textbox('First name'), first);
  await user.type(textbox('Last name'), 'Lee');
  await user.selectOptions(select('Credential'), credential);
  await user.type(textbox('Title'), 'Medical director');
  await user.selectOptions(select('Relationship to you'), 'Medical director');
  await user.type(textbox('Institution'), 'Lakeside Medical Center');
  await user.type(textbox('Last worked together'), monthsAgo(3).replace('/', ''));
}

describe('the references step', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('states the rules and the count, asks for a phone or an email, then adds the 1st reference', async () => {
    const { user, server } = await openStep('references', { referencesConfig: { look_back_years: 4 } });
    expect(
      screen.getByText('Your references must be able to speak to your work in the past 4 years.'),
    ).toBeTruthy();
    expect(screen.queryByText(NOT_ALLOWED)).toBeNull();
    expect(screen.getByText('The organization asks for 3 references. 0 of 3 complete.')).toBeTruthy();
    expect(screen.getByText('You have not added any references yet.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add a reference' });
    await user.click(add);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a reference' }));
    expect(options('Credential')).toEqual(['Choose…', 'MD', 'DO', 'NP', 'PA', 'CRNA', 'CNM', 'CNS', 'RN']);
    expect(options('Relationship to you')).toEqual([
      'Choose…',
      'Department chair',
      'Medical director',
      'Supervisor',
      'Peer',
      'Referring practitioner',
    ]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fillReference(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([EMAIL_OR_PHONE, EMAIL_OR_PHONE]);
    expect(textbox('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(server.references.writes).toEqual([]);

    await user.type(textbox('Email address'), 'sam.lee@lakeside.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cards()).toEqual(['1st Reference Sam Lee']));
    expect(screen.getByText('DO, Medical director')).toBeTruthy();
    expect(screen.getByText('Sam Lee is saved in your references.')).toBeTruthy();
    expect(screen.getByText('The organization asks for 3 references. 1 of 3 complete.')).toBeTruthy();
    expect(server.references.writes).toEqual([
      {
        method: 'POST',
        app_req_id: expect.any(String),
        references: [
          expect.objectContaining({
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            first_name: 'Sam',
            credential: 'DO',
            relationship: 'medical_director',
            email: 'sam.lee@lakeside.test',
            last_worked_together: monthsAgo(3),
          }),
        ],
      },
    ]);
    expect(document.activeElement).toBe(add);
  });

  it('numbers the references, marks one needing details, edits it and removes one once confirmed', async () => {
    const incomplete = { ...completeReference(2), phone: '', email: '' };
    const { user, server } = await openStep('references', {
      references: [completeReference(1), incomplete, completeReference(3)],
    });
    expect(cards()).toEqual(['1st Reference Ben Ruiz', '2nd Reference Cleo Ruiz', '3rd Reference Dev Ruiz']);
    const cleo = screen.getByText('Cleo Ruiz').closest('li')!;
    expect(within(cleo).getByText('Needs details')).toBeTruthy();
    expect(screen.getByText('The organization asks for 3 references. 2 of 3 complete.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = (await screen.findByText('Your references are not complete yet:')).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain("Fill in the details of each entry marked 'Needs details'.");
    expect(alert.textContent).toContain(
      'Add complete references until you have as many as the organization asks for.',
    );

    await user.click(screen.getByRole('button', { name: 'Edit Cleo Ruiz' }));
    editor('Edit reference');
    expect(textbox('First name').value).toBe('Cleo');
    await user.type(textbox('Phone number'), '6085550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Needs details')).toBeNull());
    expect(server.references.writes.at(-1)).toMatchObject({
      method: 'POST',
      references: [{ id: incomplete.id, phone: '+16085550100' }],
    });
    expect(server.references.references).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Ben Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Ruiz from your references?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards()).toEqual(['1st Reference Cleo Ruiz', '2nd Reference Dev Ruiz']));
    expect(server.references.writes.at(-1)).toEqual({ method: 'DELETE', id: completeReference(1).id });
    expect(screen.getByText('Ben Ruiz was removed from your references.')).toBeTruthy();
  });

  it('offers Add a reference up to five, and a remove already done elsewhere is not an error', async () => {
    const four = [1, 2, 3, 4].map(completeReference);
    const { user, server } = await openStep('references', {
      references: four,
      overrides: { 'DELETE /api/reference': apiError(404, 'request.not-found') },
    });
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    await fillReference(user, { first: 'Fay' });
    await user.type(textbox('Phone number'), '6085550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cards().at(-1)).toBe('5th Reference Fay Lee'));
    expect(screen.queryByRole('button', { name: 'Add a reference' })).toBeNull();

    server.references.references.splice(0, 1);
    await user.click(screen.getByRole('button', { name: 'Remove Ben Ruiz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByText(/could not be removed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a reference' })).toBeTruthy();
  });

  it('with the locum-tenens rules: states them, offers the allowed credentials, asks for the statement', async () => {
    const { user, server } = await openStep('references', {
      referencesConfig: { locum_tenens: true },
      providerType: 'PA',
    });
    expect(screen.getByText(NOT_ALLOWED)).toBeTruthy();
    expect(screen.getByText(/^Your reference must be a current department chair/)).toBeTruthy();
    expect(screen.getByText(/^Clinicians in your specialty/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    expect(options('Credential')).toEqual(['Choose…', 'MD', 'DO', 'PA']);
    await fillReference(user, { credential: 'PA' });
    await user.type(textbox('Email address'), 'sam.lee@lakeside.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([
      'Please confirm that this reference is not your spouse, a family member, a fellow or resident, or non-clinical staff.',
    ]);
    expect(server.references.writes).toEqual([]);
    await user.click(checkbox(ELIGIBLE));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cards()).toEqual(['1st Reference Sam Lee']));
    expect(server.references.writes[0]?.references?.[0]).toMatchObject({ attests_eligible: true });
  });

  it('puts the server’s 400 details at references.0.<field> on their fields', async () => {
    const { user } = await openStep('references', {
      overrides: {
        'POST /api/reference': json(
          {
            error: {
              code: 'request.invalid',
              message: 'Bad Request',
              details: [{ path: 'references.0.credential', message: 'reference.discipline' }],
            },
          },
          400,
        ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    await fillReference(user);
    await user.type(textbox('Email address'), 'sam.lee@lakeside.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [message] = await summaryMessages();
    expect(message).toMatch(/^This reference's credential does not fit the rules/);
    expect(select('Credential').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks to save or cancel an open editor before Next, Back, another editor or a remove', async () => {
    const { user } = await openStep('references', { references: [completeReference(1)] });
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    await user.type(textbox('First name'), 'Harbor');
    for (const name of ['Next', 'Back', 'Edit Ben Ruiz', 'Remove Ben Ruiz']) {
      await user.click(screen.getByRole('button', { name }));
      const alert = await screen.findByText(SAVE_OR_CANCEL);
      await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('First name').value).toBe('Harbor');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a reference' })).toBeNull();
  });

  it('moves on to the verifications once enough references are complete', async () => {
    const { user } = await openStep('references', {
      references: [1, 2, 3].map(completeReference),
      referencesConfig: { required_count: 3 },
    });
    expect(screen.getByText('The organization asks for 3 references. 3 of 3 complete.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Verifications');
  });

  it('asks before leaving while the reference editor has unsaved changes', async () => {
    const { user, router } = await openStep('references', { config: { required: false } });
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    await user.type(textbox('First name'), 'Harbor');
    await act(() => router.navigate('/credentials'));
    const dialog = await screen.findByRole('dialog', {
      name: 'You will lose any unsaved progress. Do you want to continue?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(textbox('First name').value).toBe('Harbor');
  });
});
