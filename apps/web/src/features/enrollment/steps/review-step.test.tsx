import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NP_ANSWERS, fakeEnrollmentServer } from '../test/fake-server';
import type { Saved } from '../test/fake-server';

// An RN's steps end with the NCSBN id and other names, answered here so the review is where they resume.
const RN_DONE: Saved = {
  ...NP_ANSWERS,
  'basic_info|occupation_code': 'RN',
  'address|line_2': 'Apt 4',
  'identifiers|ncsbn_number': '12345678',
  'licenses|list': [{ record_type: 'rn_license', license_number: 'RN-9981', state: 'OR' }],
  'basic_info|has_other_names': false,
};
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });

describe('the review step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows everything grouped, the SSN and date of birth masked, with a change link to each step', async () => {
    fakeEnrollmentServer(RN_DONE);
    const { user, router } = await renderApp('/enroll');
    await heading('Review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enroll/review'));
    const groups = screen
      .getAllByRole('region')
      .filter((region) => region.classList.contains('enroll-review__group'));
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Personal details',
      'Address and contact',
      'Professional details',
    ]);
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByText('Avery Nguyen')).toBeTruthy();
    expect(within(personal).getByText('Oregon, United States')).toBeTruthy();
    expect(within(personal).getByText('***-**-6789')).toBeTruthy();
    // The date of birth is masked here as everywhere but the step that edits it.
    expect(within(personal).getByText('1984-**-**')).toBeTruthy();
    expect(within(personal).queryByText('1984-02-29')).toBeNull();
    const contact = screen.getByRole('region', { name: 'Address and contact' });
    expect(within(contact).getByText('Portland, OR 97201')).toBeTruthy();
    expect(within(contact).getByText('(503) 555-0142 (confirmed)')).toBeTruthy();
    const professional = screen.getByRole('region', { name: 'Professional details' });
    expect(within(professional).getByText('Registered Nurse (RN)')).toBeTruthy();
    // The NCSBN step's lines say what each is: the ID, then each license with its type.
    expect(within(professional).getByText('NCSBN ID: 12345678')).toBeTruthy();
    expect(within(professional).getByText('Nursing license: OR RN-9981')).toBeTruthy();
    expect(within(professional).queryByText('OR RN-9981')).toBeNull();
    expect(within(professional).getByText('No other names')).toBeTruthy();

    const change = within(personal).getByRole('link', { name: 'Change Date of birth' });
    expect(change.getAttribute('href')).toBe('/enroll/dob');
    await user.click(change);
    expect(await heading('Date of birth')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/dob');
  });

  it('Finish marks enrolment finished and goes on by the post-login order', async () => {
    const server = fakeEnrollmentServer(RN_DONE);
    localStorage.setItem('credence.login-redirect', '/credentials');
    const { user, router } = await renderApp('/enroll/review');
    await heading('Review');
    await user.click(screen.getByRole('button', { name: 'Finish enrollment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credentials'));
    // Finishing is POST /api/onboarding (decision 050), not a status written through /api/self_attested.
    expect(server.onboarding).toHaveLength(1);
    expect(server.posts.some((data) => 'status|enrollment_status' in data)).toBe(false);
    expect(localStorage.getItem('credence.login-redirect')).toBeNull();
  });

  it('lists the steps the server finds unfinished, each a link to its step', async () => {
    fakeEnrollmentServer(RN_DONE, {
      'POST /api/onboarding': json(
        {
          error: {
            code: 'enroll.incomplete',
            message: 'Please finish every step before completing your enrolment.',
            details: [{ path: 'ssn', message: 'enroll.step.ssn' }],
          },
        },
        400,
      ),
    });
    const { user, router } = await renderApp('/enroll/review');
    await heading('Review');
    await user.click(screen.getByRole('button', { name: 'Finish enrollment' }));
    const alert = await screen.findByRole('alert', { name: 'These steps are not finished yet:' });
    expect(document.activeElement).toBe(alert);
    await user.click(within(alert).getByRole('link', { name: 'Social security number' }));
    expect(await heading('Social security number')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enroll/ssn');
  });
});
