import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import { NP_PERSONAL, NPPES_NP, SAVED_DEA, heading, next, summary, unavailable } from './fixtures';

const npiBox = () => screen.getByRole('textbox', { name: 'NPI number' }) as HTMLInputElement;

describe('the NPI step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('checks the NPI with the shared rule, beside the field and in the summary', async () => {
    fakeEnrollmentServer(NP_PERSONAL);
    const { user } = await renderApp('/enroll');
    await heading('NPI');
    await user.click(next());
    const problems = await summary();
    expect(within(problems).getByRole('link', { name: 'This Field is Required' }).getAttribute('href')).toBe(
      '#enroll-npi',
    );
    await user.type(npiBox(), '12345abc678901');
    // The mask keeps ten digits only.
    expect(npiBox().value).toBe('1234567890');
    await user.click(screen.getByRole('button', { name: 'Look up in NPPES' }));
    expect(await screen.findAllByText('Invalid NPI number')).toHaveLength(2);
    expect(npiBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('offers NPPES details with their source, points out another name, and saves what is ticked', async () => {
    const server = fakeEnrollmentServer(
      { ...NP_PERSONAL, 'licenses|list': [SAVED_DEA] },
      { 'GET /api/nppes/1588472039': json({ data: NPPES_NP }) },
    );
    const { user } = await renderApp('/enroll');
    await heading('NPI');
    await user.type(npiBox(), '1588472039');
    await user.click(screen.getByRole('button', { name: 'Look up in NPPES' }));
    const record = await screen.findByRole('region', { name: 'Your record in NPPES' });
    expect(within(record).getByText('Maria Luisa Delgado-Reyes, APRN, FNP-C')).toBeTruthy();
    expect(
      within(record).getByText(
        'The name in NPPES, Maria Luisa Delgado-Reyes, is not the name you entered, Avery Nguyen. Choose the NPPES name below to use it, or keep yours.',
      ),
    ).toBeTruthy();
    const choices = within(record).getByRole('group', { name: 'Use these details from NPPES' });
    const name = within(choices).getByRole('checkbox', {
      name: /^Name: Maria Luisa Delgado-Reyes From NPPES$/,
    });
    const address = within(choices).getByRole('checkbox', {
      name: 'Address: 2200 Sample Grove Ave, Sacramento, CA 95816-1204 From NPPES',
    });
    const specialty = within(choices).getByRole('checkbox', {
      name: 'Specialty: Nurse Practitioner, Family (363LF0000X) From NPPES',
    });
    const license = within(choices).getByRole('checkbox', { name: 'Nursing license 95012, CA From NPPES' });
    // What the profile already holds stays unticked; what it lacks starts ticked.
    expect([name, address, specialty, license].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    await user.click(name);
    await user.click(next());
    await heading('NCSBN ID');
    expect(server.posts.at(-1)).toEqual({
      'basic_info|first_name': 'Maria',
      'basic_info|middle_name': 'Luisa',
      'basic_info|last_name': 'Delgado-Reyes',
      'basic_info|specialty_code': '363LF0000X',
      // The NPPES license joins the list; the DEA record another step saved is kept.
      'licenses|list': [SAVED_DEA, { record_type: 'rn_license', state: 'CA', license_number: '95012' }],
      // The later steps NPPES filled in wait for the clinician's own Next (a reload reopens at them).
      'status|unconfirmed_steps': ['specialty', 'ncsbn-id'],
      'identifiers|nppes_number': '1588472039',
    });
  });

  it('when NPPES cannot be reached, says so, keeps the typed NPI and saves it on Next', async () => {
    const server = fakeEnrollmentServer(NP_PERSONAL, {
      'GET /api/nppes/1588472039': json(unavailable('NPPES'), 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('NPI');
    await user.type(npiBox(), '1588472039');
    await user.click(screen.getByRole('button', { name: 'Look up in NPPES' }));
    const notice = await screen.findByText(
      'We could not reach NPPES. You can enter this information yourself.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(npiBox().value).toBe('1588472039');
    await user.click(next());
    await heading('NCSBN ID');
    expect(server.posts.at(-1)).toEqual({ 'identifiers|nppes_number': '1588472039' });
  });

  it('an NPI NPPES does not know is said so, and the step goes on', async () => {
    fakeEnrollmentServer(NP_PERSONAL, {
      'GET /api/nppes/1588472039': json(
        { error: { code: 'lookup.not-found', message: 'We found no record for this in NPPES.' } },
        404,
      ),
    });
    const { user } = await renderApp('/enroll');
    await heading('NPI');
    await user.type(npiBox(), '1588472039');
    await user.click(screen.getByRole('button', { name: 'Look up in NPPES' }));
    expect(
      await screen.findByText(
        'We found no record for this in NPPES. You can enter this information yourself.',
      ),
    ).toBeTruthy();
  });
});
