import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { fillJob, posted } from '../test/fill-job';
import {
  checkbox,
  listedEntries,
  openStep,
  select,
  stepHeading,
  summaryMessages,
  textbox,
} from '../test/render-page';

describe('the position editor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('adds a job: the rules speak first, then it is saved, listed, and the step is complete', async () => {
    const { user, server } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    const title = screen.getByRole('heading', { level: 3, name: 'Add a job' });
    expect(document.activeElement).toBe(title);
    await fillJob(user, 'Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual(['Address must include a number.']);
    const street = screen.getByRole('combobox', { name: 'Address line 1' });
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(posted(server)).toEqual([]);

    await user.clear(street);
    await user.type(street, '12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual(['Staff nurse, Mercy Hospital']));
    expect(screen.queryByRole('region', { name: 'Add a job' })).toBeNull();
    expect(screen.getByText('Staff nurse, Mercy Hospital is saved in your work history.')).toBeTruthy();
    const [entry] = posted(server);
    expect(entry).toMatchObject({
      type: 'job',
      institution: 'Mercy Hospital',
      address_line1: '12 Main Street',
      address_state: 'IL',
      isCurrent: true,
      end_date: '',
      reference_email: 'chair@mercy.test',
    });
    expect(entry!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(callsTo(server.fetch, 'POST /api/work_history')[0]!.headers['x-xsrf-token']).toBe('xsrf-1');
    // Focus goes back to the button that opened the editor.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a job' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Affiliations');
  });

  it('clears and disables the end date while “I currently work here” is ticked', async () => {
    const { user } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(textbox('End date'), '032024');
    expect(textbox('End date').value).toBe('03/2024');
    await user.click(checkbox('I currently work here'));
    expect(textbox('End date').value).toBe('');
    expect(textbox('End date').disabled).toBe(true);
    await user.click(checkbox('I currently work here'));
    expect(textbox('End date').disabled).toBe(false);
  });

  it('clears the reference when its details are not known, and needs none then', async () => {
    const { user, server } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.type(textbox('Reference full name'), 'Mary Ann Smith');
    await user.type(textbox('Reference phone number'), '5035550142');
    await user.click(checkbox("I don't know this verification information"));
    expect(textbox('Reference full name').value).toBe('');
    expect(textbox('Reference phone number').value).toBe('');
    expect(textbox('Reference email address').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({
      reference_info: true,
      reference_full_name: '',
      reference_first_name: '',
      reference_email: '',
      reference_phone_number: '',
    });
  });

  it('stores the reference’s full name split at the first space, and asks for a phone or an email', async () => {
    const { user, server } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.clear(textbox('Reference email address'));
    await user.type(textbox('Reference full name'), 'Mary Ann Smith');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([
      'Must have either phone or email',
      'Must have either phone or email',
    ]);
    await user.type(textbox('Reference phone number'), '5035550142');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({
      reference_first_name: 'Mary',
      reference_last_name: 'Ann Smith',
      reference_phone_number: '+15035550142',
    });
  });

  it('fills the headquarters from a chosen address suggestion, phone included', async () => {
    const { user, server } = await openStep('history', {
      overrides: {
        'GET /api/address': json({ data: [{ id: 'p-1', description: '1200 NW Naito Pkwy, Portland, OR' }] }),
        'GET /api/address_detail': json({
          data: {
            line_1: '1200 NW Naito Pkwy',
            line_2: 'Suite 4',
            city: 'Portland',
            state: 'OR',
            zip: '97209',
            zip4: '',
            country: 'US',
            phone: '5035550199',
          },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), '1200 NW');
    await screen.findByRole('option', { name: '1200 NW Naito Pkwy, Portland, OR' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(textbox('City').value).toBe('Portland'));
    expect(screen.getByRole('combobox', { name: 'Address line 1' })).toHaveProperty(
      'value',
      '1200 NW Naito Pkwy',
    );
    expect(textbox('Address line 2 (apartment, suite)').value).toBe('Suite 4');
    expect(select('State').value).toBe('OR');
    expect(textbox('ZIP code').value).toBe('97209');
    expect(select('Country').value).toBe('US');
    expect(textbox('Institution phone number').value).toBe('(503) 555-0199');
    expect(callsTo(server.fetch, 'GET /api/address_detail')[0]!.url.searchParams.get('f')).toBe(
      'address_component,formatted_phone_number',
    );
  });
});
