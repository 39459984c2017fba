import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { fakeEnrollmentServer } from '#web/features/enrollment/test/fake-server';
import { FSMB_DEA, FSMB_STATE, MD_PERSONAL, SAVED_RN, heading, next, summary, unavailable } from './fixtures';

const AT_STATE = { ...MD_PERSONAL, 'basic_info|specialty_code': '207RC0000X', 'licenses|list': [SAVED_RN] };
const MA_LICENSE = { record_type: 'state_license', state: 'MA', license_number: '267891' };
const AT_DEA = { ...AT_STATE, 'licenses|list': [SAVED_RN, MA_LICENSE] };
const numbers = (name: RegExp) =>
  (screen.getAllByRole('textbox', { name }) as HTMLInputElement[]).map((box) => box.value);

describe('the state license and DEA steps', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('state licenses: FSMB finds are confirmed, edited or removed, rows added; other types stay', async () => {
    const server = fakeEnrollmentServer(AT_STATE, {
      'POST /api/fsmb/state_licenses': json({ data: FSMB_STATE }),
    });
    const { user } = await renderApp('/enroll');
    await heading('State licenses');
    expect(
      await screen.findByText('Massachusetts Board of Registration in Medicine, Active, expires 2026-06-30'),
    ).toBeTruthy();
    expect(screen.getAllByText('From FSMB')).toHaveLength(2);
    const [lookup] = callsTo(server.fetch, 'POST /api/fsmb/state_licenses');
    expect(JSON.parse(String(lookup!.body))).toEqual({
      npi: '1309124570',
      first_name: 'Eleanor',
      last_name: 'Whitfield',
      date_of_birth: '1984-02-29',
    });
    await user.click(screen.getByRole('button', { name: 'Remove license 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a license' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'State of license 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State of license 2' }), 'CT');
    await user.type(screen.getByRole('textbox', { name: 'License number 2' }), '051234');
    expect(numbers(/^License number/)).toEqual(['267891', '051234']);
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toEqual({
      'licenses|list': [
        MA_LICENSE,
        { record_type: 'state_license', state: 'CT', license_number: '051234' },
        SAVED_RN,
      ],
      'licenses|has_no_license_state': false,
    });
  });

  it('a saved DEA registration comes back in clear when another license step saves the list', async () => {
    // The server answers DEA numbers masked; the wizard reads the list through the unmasked call.
    const dea = { record_type: 'dea', state: 'MA', license_number: 'FW4829137' };
    const server = fakeEnrollmentServer(
      { ...AT_STATE, 'licenses|list': [SAVED_RN, dea] },
      { 'POST /api/fsmb/state_licenses': json({ data: FSMB_STATE }) },
    );
    const { user } = await renderApp('/enroll');
    await heading('State licenses');
    await screen.findAllByText('From FSMB');
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)?.['licenses|list']).toContainEqual(dea);
    const [unmasked] = callsTo(server.fetch, 'GET /api/self_attested/unmasked');
    expect(unmasked!.url.searchParams.get('keys')).toBe('basic_info|date_of_birth,licenses|list');
  });

  it('state licenses: nothing listed and no "none" gives the spec message; "none" saves the flag', async () => {
    const server = fakeEnrollmentServer(AT_STATE, {
      'POST /api/fsmb/state_licenses': json({ data: { ...FSMB_STATE, licenses: [] } }),
    });
    const { user } = await renderApp('/enroll');
    await heading('State licenses');
    expect(
      await screen.findByText(
        'FSMB lists no state license for your NPI. Add yours below, or tell us you hold none.',
      ),
    ).toBeTruthy();
    await user.click(next());
    const problems = await summary();
    expect(within(problems).getByRole('link').textContent).toBe(
      'Please add this license or indicate that you do not have one.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I do not hold a state license' }));
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toEqual({
      'licenses|list': [SAVED_RN],
      'licenses|has_no_license_state': true,
    });
  });

  it('state licenses: FSMB down offers manual entry and keeps what was typed', async () => {
    const server = fakeEnrollmentServer(AT_STATE, {
      'POST /api/fsmb/state_licenses': json(unavailable('FSMB'), 503),
    });
    const { user } = await renderApp('/enroll');
    await heading('State licenses');
    expect(
      await screen.findByText('We could not reach FSMB. You can enter this information yourself.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a license' }));
    await user.type(screen.getByRole('textbox', { name: 'License number 1' }), '267891');
    await user.click(next());
    expect(await screen.findAllByText('This Field is Required')).toHaveLength(2);
    expect(numbers(/^License number/)).toEqual(['267891']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State of license 1' }), 'MA');
    await user.click(next());
    await heading('DEA registration');
    expect(server.posts.at(-1)).toMatchObject({ 'licenses|list': [MA_LICENSE, SAVED_RN] });
  });

  it('DEA: FSMB registrations with a failing check digit are flagged; typed numbers follow the DEA rule', async () => {
    const server = fakeEnrollmentServer(AT_DEA, { 'POST /api/fsmb/dea_licenses': json({ data: FSMB_DEA }) });
    const { user } = await renderApp('/enroll');
    await heading('DEA registration');
    expect(await screen.findByText('Schedules 2, 2N, 3, expires 2027-04-30')).toBeTruthy();
    expect(
      screen.getByText(
        'This number does not pass the DEA check. Please compare it with your registration certificate and correct it.',
      ),
    ).toBeTruthy();
    await user.click(next());
    const message = 'Please enter a valid DEA number: 9 characters, 2 letters followed by 7 digits.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    const second = screen.getByRole('textbox', { name: 'DEA number 2' });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    await user.clear(second);
    await user.type(second, 'fw4829149');
    await user.click(next());
    await heading('Training');
    expect(server.posts.at(-1)).toEqual({
      'licenses|list': [
        { record_type: 'dea', state: 'MA', license_number: 'FW4829137' },
        { record_type: 'dea', state: 'NY', license_number: 'FW4829149' },
        SAVED_RN,
        MA_LICENSE,
      ],
      'licenses|has_no_license_dea': false,
    });
  });
});
