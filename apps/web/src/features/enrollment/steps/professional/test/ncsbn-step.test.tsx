import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import { NP_PERSONAL, NURSYS_NP, SAVED_DEA, heading, next, summary, unavailable } from './fixtures';

const AT_NCSBN = { ...NP_PERSONAL, 'identifiers|nppes_number': '1588472039' };
const idBox = () => screen.getByRole('textbox', { name: 'NCSBN ID' }) as HTMLInputElement;
const lookUp = () => screen.getByRole('button', { name: 'Look up in Nursys' });

describe('the NCSBN id step', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks for the id and for a license or "I have no RN license"', async () => {
    fakeEnrollmentServer(AT_NCSBN);
    const { user } = await renderApp('/enroll');
    await heading('NCSBN ID');
    await user.click(next());
    const problems = await summary();
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['This Field is Required', 'Please add this license or indicate that you do not have one.']);
    await user.type(idBox(), '12-34');
    await user.click(lookUp());
    expect(await screen.findAllByText('Please enter a valid NCSBN ID: digits only, up to 12.')).toHaveLength(
      2,
    );
  });

  it('shows the active licenses Nursys holds to confirm, and saves them beside the other license types', async () => {
    const server = fakeEnrollmentServer(
      {
        ...AT_NCSBN,
        // The NPI step already added the APRN license from NPPES.
        'licenses|list': [SAVED_DEA, { record_type: 'rn_license', license_number: '95012', state: 'CA' }],
      },
      { 'GET /api/nursys_enrollment/20481357': json({ data: NURSYS_NP }) },
    );
    const { user } = await renderApp('/enroll');
    await heading('NCSBN ID');
    await user.type(idBox(), '20481357');
    await user.click(lookUp());
    // The license already saved is not offered twice; the new one carries its source.
    expect(await screen.findByText('RN, active, expires 2026-11-30')).toBeTruthy();
    expect(screen.getAllByText('From Nursys')).toHaveLength(1);
    const numbers = screen.getAllByRole('textbox', { name: /^License number/ }) as HTMLInputElement[];
    expect(numbers.map((box) => box.value)).toEqual(['95012', '612345']);
    await user.click(next());
    await heading('Specialty');
    expect(server.posts.at(-1)).toEqual({
      'identifiers|ncsbn_number': '20481357',
      'licenses|list': [
        { record_type: 'rn_license', state: 'CA', license_number: '95012' },
        { record_type: 'rn_license', state: 'CA', license_number: '612345' },
        SAVED_DEA,
      ],
      'licenses|has_no_license_rn': false,
    });
  });

  it('"I have no RN license" drops the nursing licenses and keeps the rest', async () => {
    const server = fakeEnrollmentServer({
      ...AT_NCSBN,
      'licenses|list': [SAVED_DEA, { record_type: 'rn_license', license_number: '95012', state: 'CA' }],
    });
    const { user } = await renderApp('/enroll');
    await heading('NCSBN ID');
    await user.type(idBox(), '20481357');
    await user.click(screen.getByRole('checkbox', { name: 'I have no RN license' }));
    await user.click(next());
    await heading('Specialty');
    expect(server.posts.at(-1)).toEqual({
      'identifiers|ncsbn_number': '20481357',
      'licenses|list': [SAVED_DEA],
      'licenses|has_no_license_rn': true,
    });
  });

  it('when Nursys cannot be reached, licenses are typed by hand and nothing typed is lost', async () => {
    const server = fakeEnrollmentServer(AT_NCSBN, {
      'GET /api/nursys_enrollment/20481357': json(unavailable('Nursys'), 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('NCSBN ID');
    await user.type(idBox(), '20481357');
    await user.click(screen.getByRole('button', { name: 'Add a license' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State of license 1' }), 'OR');
    await user.click(lookUp());
    expect(
      await screen.findByText('We could not reach Nursys. You can enter this information yourself.'),
    ).toBeTruthy();
    expect(idBox().value).toBe('20481357');
    expect((screen.getByRole('combobox', { name: 'State of license 1' }) as HTMLSelectElement).value).toBe(
      'OR',
    );
    await user.click(next());
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'License number 1' }), 'RN 1234');
    await user.click(next());
    await heading('Specialty');
    expect(server.posts.at(-1)).toMatchObject({
      'licenses|list': [{ record_type: 'rn_license', state: 'OR', license_number: 'RN 1234' }],
    });
  });
});
