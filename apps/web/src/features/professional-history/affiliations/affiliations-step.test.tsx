import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#web/test/fetch';
import { COMPLETE_AFFILIATION } from '../test/fake-affiliations';
import type { Affiliation } from '../test/fake-affiliations';
import type { fakeHistoryServer } from '../test/fake-server';
import {
  checkbox,
  editor,
  hospitalBox,
  openStep,
  select,
  stepHeading,
  summaryMessages,
  textbox,
} from '../test/render-page';

const QUESTION = 'Have you had hospital affiliations or privileges in the past 5 years?';
const REFERENCE = '*A reference is required to verify your work history here';
const SAVE_OR_CANCEL = 'Please save or cancel the affiliation you are editing before continuing.';

/** The directory answers after the search's debounce; a busy machine needs longer than findBy's second. */
const FOUND = { timeout: 5000 };

const outsideSummary = (elements: HTMLElement[]) =>
  elements.filter((element) => !element.closest('[role=alert]'));

const question = () => screen.getByRole('group', { name: QUESTION });
const answer = (user: UserEvent, value: 'Yes' | 'No') =>
  user.click(within(question()).getByRole('radio', { name: value }));
const listed = () =>
  within(screen.getByRole('region', { name: 'Your hospital affiliations' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.ph-item__name')?.textContent ?? '');

/** Fills what an affiliation needs; the reference only when asked. */
async function fillAffiliation(user: UserEvent, { reference }: { reference: boolean }) {
  await user.type(hospitalBox(), 'Lakeside Medical Center');
  await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), '1 Lakeside Way');
  await user.type(textbox('City'), 'Madison');
  await user.selectOptions(select('State'), 'WI');
  await user.type(textbox('ZIP code'), '53703');
  await user.type(textbox('Start date'), '20180115');
  await user.type(textbox('End date'), '20230630');
  await user.type(textbox('Department'), 'Emergency medicine');
  await user.click(within(editor('Add an affiliation')).getByRole('radio', { name: 'Yes' }));
  if (reference) await fillReference(user);
}

async function fillReference(user: UserEvent) {
  await user.type(textbox('Reference first name'), 'Sam');
  await user.type(textbox('Reference last name'), 'Lee');
  await user.selectOptions(select('Reference provider type'), 'DO');
  await user.type(textbox('Reference phone number'), '6085550100');
  await user.type(textbox('Reference email address'), 'sam.lee@lakeside.test');
}

const posted = (server: { affiliations: ReturnType<typeof fakeHistoryServer>['affiliations'] }) =>
  server.affiliations.writes.filter((write) => write.method === 'POST').map((write) => write.affiliation!);

describe('the affiliations step', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('states the look-back; answering No completes the step and Next opens the references', async () => {
    const { user, server } = await openStep('affiliations', { affiliationConfig: { look_back_years: 7 } });
    expect(screen.getByText('Please list your hospital affiliations for the past 7 years.')).toBeTruthy();
    await user.click(
      within(
        screen.getByRole('group', {
          name: 'Have you had hospital affiliations or privileges in the past 7 years?',
        }),
      ).getByRole('radio', { name: 'No' }),
    );
    await waitFor(() => expect(server.affiliations.answer).toBe('no'));
    expect(server.affiliations.writes).toEqual([{ method: 'ANSWER', answer: 'no' }]);
    expect(screen.queryByRole('button', { name: 'Add an affiliation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('References');
  });

  it('says what is missing on Next, and opens the list with Yes', async () => {
    const { user } = await openStep('affiliations');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    let alert = (await screen.findByText('Your hospital affiliations are not complete yet:')).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain('Tell us whether you have had hospital affiliations or privileges.');
    await answer(user, 'Yes');
    await screen.findByText('You have not added any affiliations yet.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    alert = (await screen.findByText('Add at least one affiliation, or answer No.')).closest(
      '[role="alert"]',
    )!;
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('heading', { level: 2, name: 'Affiliations' })).toBeTruthy();
  });

  it('finds a hospital of the directory by name and by street, and choosing one fills its name and address', async () => {
    const { user, server } = await openStep('affiliations', { affiliationAnswer: 'yes' });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    const box = hospitalBox();
    await user.type(box, 'southeast health');
    const option = await screen.findByRole(
      'option',
      { name: 'SOUTHEAST HEALTH MEDICAL CENTER, 1108 ROSS CLARK CIRCLE, DOTHAN, AL 36301' },
      FOUND,
    );
    expect(option.closest('[role=listbox]')?.getAttribute('aria-label')).toBe('Hospitals');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1 hospital found. Use the up and down arrow keys to choose it.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe('SOUTHEAST HEALTH MEDICAL CENTER'));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Address line 1' }).value).toBe(
      '1108 ROSS CLARK CIRCLE',
    );
    expect(textbox('City').value).toBe('DOTHAN');
    expect(select('State').value).toBe('AL');
    expect(textbox('ZIP code').value).toBe('36301');
    expect(
      await screen.findByText("The hospital's name and address are filled in. Please check them."),
    ).toBeTruthy();

    // By street: what starts with a digit is an address.
    await user.clear(box);
    await user.type(box, '75 francis');
    await user.click(
      await screen.findByRole(
        'option',
        {
          name: "BRIGHAM AND WOMEN'S HOSPITAL, 75 FRANCIS STREET, BOSTON, MA 02115",
        },
        FOUND,
      ),
    );
    await waitFor(() => expect(box.value).toBe("BRIGHAM AND WOMEN'S HOSPITAL"));
    expect(textbox('City').value).toBe('BOSTON');
    expect(textbox('ZIP code').value).toBe('02115');

    await user.type(textbox('Start date'), '20180115');
    await user.click(checkbox('I currently hold privileges here'));
    await fillReference(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(["BRIGHAM AND WOMEN'S HOSPITAL"]));
    expect(posted(server)).toEqual([
      expect.objectContaining({
        hospital_id: '220110',
        institution: "BRIGHAM AND WOMEN'S HOSPITAL",
        address_line1: '75 FRANCIS STREET',
        address_city: 'BOSTON',
        address_state: 'MA',
        address_zip: '02115',
        address_country: 'US',
      }),
    ]);
  });

  it('keeps a hospital typed by hand that the directory does not list, without a hospital id', async () => {
    const { user, server } = await openStep('affiliations', { affiliationAnswer: 'yes' });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await user.type(hospitalBox(), 'southeast');
    await user.click(await screen.findByRole('option', { name: /^SOUTHEAST HEALTH MEDICAL CENTER/ }, FOUND));
    await waitFor(() => expect(hospitalBox().value).toBe('SOUTHEAST HEALTH MEDICAL CENTER'));
    // Typing over the chosen name forgets the chosen hospital; the address stays as filled, editable.
    await user.clear(hospitalBox());
    await user.type(hospitalBox(), 'Lakeside Medical Center');
    await user.type(textbox('Start date'), '20180115');
    await user.click(checkbox('I currently hold privileges here'));
    await fillReference(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(['Lakeside Medical Center']));
    expect(posted(server)[0]).toMatchObject({
      hospital_id: null,
      institution: 'Lakeside Medical Center',
      address_city: 'DOTHAN',
    });
  });

  it('asks for the reference the requirement needs, then adds the affiliation with POST', async () => {
    const { user, server } = await openStep('affiliations', { affiliationAnswer: 'yes' });
    const add = screen.getByRole('button', { name: 'Add an affiliation' });
    await user.click(add);
    expect(screen.getByText(REFERENCE, { selector: '.field__hint p' })).toBeTruthy();
    await fillAffiliation(user, { reference: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Said once, above the reference fields (as their error now), and once in the summary, which links there.
    expect(await summaryMessages()).toEqual([REFERENCE]);
    const form = editor('Add an affiliation');
    expect(outsideSummary(within(form).getAllByText(REFERENCE, { exact: false }))).toHaveLength(1);
    const group = within(form).getByRole('group', { name: 'Reference' });
    expect(within(group).getByText(REFERENCE, { exact: false }).closest('.field__error')).toBeTruthy();
    expect(screen.getByRole('link', { name: REFERENCE }).getAttribute('href')).toBe(`#${group.id}`);
    expect(server.affiliations.writes).toEqual([]);

    await fillReference(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(['Lakeside Medical Center']));
    expect(screen.getByText('Emergency medicine · 2018-01-15 – 2023-06-30')).toBeTruthy();
    expect(posted(server)).toEqual([
      expect.objectContaining({
        institution: 'Lakeside Medical Center',
        start_date: '2018-01-15',
        end_date: '2023-06-30',
        in_good_standing: true,
        reference_provider_type: 'DO',
        reference_phone_number: '+16085550100',
      }),
    ]);
    expect(screen.getByText('Lakeside Medical Center is saved in your hospital affiliations.')).toBeTruthy();
    expect(document.activeElement).toBe(add);
  });

  it('an empty form: 8 problems, the reference one once (not on each of its 5 fields)', async () => {
    const { user } = await openStep('affiliations', { affiliationAnswer: 'yes' });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const messages = await summaryMessages();
    expect(messages).toHaveLength(8);
    expect(messages.filter((message) => message === REFERENCE)).toHaveLength(1);
    const form = within(editor('Add an affiliation'));
    expect(outsideSummary(form.getAllByText(REFERENCE, { exact: false }))).toHaveLength(1);
    expect(textbox('Reference first name').getAttribute('aria-invalid')).toBeNull();
  });

  it('needs no reference when the requirement does not ask for one', async () => {
    const { user, server } = await openStep('affiliations', {
      affiliationAnswer: 'yes',
      affiliationConfig: { reference_required: false },
    });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    expect(screen.queryByText(REFERENCE)).toBeNull();
    await fillAffiliation(user, { reference: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(['Lakeside Medical Center']));
    expect(server.affiliations.answer).toBe('yes');
  });

  it('clears and disables the end date while “I currently hold privileges here” is ticked', async () => {
    const { user } = await openStep('affiliations', { affiliationAnswer: 'yes' });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await user.type(textbox('End date'), '20230630');
    expect(textbox('End date').value).toBe('2023-06-30');
    await user.click(checkbox('I currently hold privileges here'));
    expect(textbox('End date').value).toBe('');
    expect(textbox('End date').disabled).toBe(true);
    await user.click(checkbox('I currently hold privileges here'));
    expect(textbox('End date').disabled).toBe(false);
  });

  it('marks an affiliation needing details, edits it with PUT and removes one once confirmed', async () => {
    const incomplete: Affiliation = {
      ...COMPLETE_AFFILIATION,
      id: '66666666-6666-4666-8666-666666666666',
      institution: 'County Hospital',
      isCurrent: false,
      start_date: '2016-02-01',
      reference_email: '',
    };
    const { user, server } = await openStep('affiliations', {
      affiliationAnswer: 'yes',
      affiliations: [incomplete, COMPLETE_AFFILIATION],
    });
    expect(listed()).toEqual(['St. Mary Hospital', 'County Hospital']);
    const county = screen.getByText('County Hospital').closest('li')!;
    expect(within(county).getByText('Needs details')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit County Hospital' }));
    editor('Edit affiliation');
    expect(hospitalBox().value).toBe('County Hospital');
    await user.type(textbox('End date'), '20200101');
    await user.type(textbox('Reference email address'), 'chief@county.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Needs details')).toBeNull());
    expect(server.affiliations.writes.at(-1)).toMatchObject({
      method: 'PUT',
      affiliation: { id: incomplete.id, end_date: '2020-01-01', reference_email: 'chief@county.test' },
    });

    await user.click(screen.getByRole('button', { name: 'Remove St. Mary Hospital' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove St. Mary Hospital from your hospital affiliations?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(listed()).toEqual(['County Hospital']));
    expect(server.affiliations.writes.at(-1)).toEqual({ method: 'DELETE', id: COMPLETE_AFFILIATION.id });
    expect(screen.getByText('St. Mary Hospital was removed from your hospital affiliations.')).toBeTruthy();
    // Listed affiliations must go before answering No.
    await answer(user, 'No');
    expect(
      await screen.findByText('Remove the affiliations you have listed before answering that you have none.'),
    ).toBeTruthy();
  });

  it('asks to save or cancel an open editor before Next, Back, another editor or a new answer', async () => {
    const { user } = await openStep('affiliations', {
      affiliationAnswer: 'yes',
      affiliations: [COMPLETE_AFFILIATION],
    });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await user.type(hospitalBox(), 'Harbor');
    for (const name of ['Next', 'Back', 'Edit St. Mary Hospital', 'Remove St. Mary Hospital']) {
      await user.click(screen.getByRole('button', { name }));
      const alert = await screen.findByText(SAVE_OR_CANCEL);
      await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    }
    await answer(user, 'No');
    expect(screen.getByText(SAVE_OR_CANCEL)).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /Add an affiliation|Edit affiliation/ })).toHaveLength(1);
    expect(hospitalBox().value).toBe('Harbor');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('References');
  });

  it('counts a 409 on create as saved: an earlier try got through', async () => {
    const fake: { server?: Awaited<ReturnType<typeof openStep>>['server'] } = {};
    const view = await openStep('affiliations', {
      affiliationAnswer: 'yes',
      overrides: {
        'POST /api/affiliations': ({ init }) => {
          const { affiliation } = JSON.parse(String(init.body)) as { affiliation: Affiliation };
          fake.server!.affiliations.affiliations.push(affiliation);
          return apiError(409, 'request.conflict');
        },
      },
    });
    fake.server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await fillAffiliation(user, { reference: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(['Lakeside Medical Center']));
    expect(screen.queryByRole('region', { name: 'Add an affiliation' })).toBeNull();
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('asks before leaving while the affiliation editor has unsaved changes', async () => {
    const { user, router } = await openStep('affiliations', {
      affiliationAnswer: 'yes',
      config: { required: false },
    });
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    await user.type(hospitalBox(), 'Harbor');
    await act(() => router.navigate('/credentials'));
    const dialog = await screen.findByRole('dialog', {
      name: 'You will lose any unsaved progress. Do you want to continue?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(hospitalBox().value).toBe('Harbor');
  });
});
