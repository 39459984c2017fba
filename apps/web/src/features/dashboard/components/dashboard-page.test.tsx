import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockFetch } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { NEXT_SIGN_AND_SUBMIT_KEY } from '../next-sign-and-submit';
import { personalInfoSample } from '#web/test/contract-samples';

const GROUP = '7d0f6b2e-1c1a-4a57-9d39-5d4f7c1b2a01';

// The contract takes uuids for a task and its definition: one per short name used below.
const SHORT = ['t-upload', 't-second', 't-done', 't-first'];
const uuidOf = (short: string, kind = 'a') =>
  `00000000-0000-4000-8${kind}00-${String(SHORT.indexOf(short) + 1).padStart(12, '0')}`;

const task = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id: uuidOf(id),
  name,
  type: 'document',
  task_status: 'todo',
  required_for_share: false,
  assigned: '2026-01-01T00:00:00.000Z',
  subscriber_group: GROUP,
  subscriber_group_name: 'Riverside Health',
  subscriber_group_task_id: uuidOf(id, 'b'),
  sign_and_submit_order: null,
  config: { wallet_location: null },
  ...extra,
});

const signAndSubmit = (order: number) => ({
  sign_and_submit_order: order,
  config: { wallet_location: 'sign-and-submit' },
});

const TASKS = [
  task('t-upload', 'Upload your BLS card', { required_for_share: true }),
  task('t-second', 'Sign the bylaws', signAndSubmit(2)),
  task('t-done', 'An accepted task', { task_status: 'completed' }),
  task('t-first', 'Sign the code of conduct', { ...signAndSubmit(1), task_status: 'in_progress' }),
];

const SUBSCRIPTIONS = [
  {
    id: 's1',
    app_req_id: null,
    status: 'active',
    subscriber_group: 'riverside-health',
    subscriber_group_id: GROUP,
    subscriber_settings: { logo_cobranded: true },
    organization: { name: 'Riverside Health', logo: '/logos/riverside.png' },
    their_did: null,
    facilities: [],
  },
  {
    id: 's2',
    app_req_id: null,
    status: 'pending',
    subscriber_group: 'lakeside',
    subscriber_group_id: 'g2',
    subscriber_settings: { logo_cobranded: false },
    organization: { name: 'Lakeside Clinic', logo: '/logos/lakeside.png' },
    their_did: null,
    facilities: [],
  },
];

const COMPLETENESS = {
  percent: 40,
  sections: [
    { key: 'name', complete: true },
    { key: 'date_of_birth', complete: true },
    { key: 'address', complete: true },
    { key: 'identifiers', complete: true },
    { key: 'licenses', complete: false },
    { key: 'work_history', complete: false },
  ],
};

function api(overrides: Record<string, Handler | Response> = {}) {
  return mockFetch({
    'GET /api/personal_info': json({
      data: personalInfoSample({ first_name: 'Jordan', last_name: 'Rivera' }),
    }),
    'GET /api/clinician_task': json({ data: TASKS }),
    'GET /api/holder_subscriptions': json({ data: SUBSCRIPTIONS }),
    'GET /api/wallet_completeness': json({ data: COMPLETENESS }),
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the v3 dashboard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('is for signed-in clinicians only: others go to sign in and come back here after', async () => {
    const fetch = api();
    const { router } = await renderApp('/v3/dashboard?tab=tasks', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('credence.login-redirect')).toBe('/v3/dashboard?tab=tasks');
    expect(callsTo(fetch, 'GET /api/clinician_task')).toHaveLength(0);
  });

  it('welcomes the clinician by name and shows wallet completeness as a labelled ring', async () => {
    const fetch = api();
    await renderApp('/v3/dashboard');
    // The header reads personal_info and the organizations too, so allow the page a little longer to settle.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, { timeout: 3000 }),
    ).toBeTruthy();
    const ring = await screen.findByRole('img', { name: 'Wallet 40% complete' });
    expect(ring.textContent).toBe('40%');
    const wallet = section('Your wallet');
    expect(
      within(wallet)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['State licenses', 'Work history: you can add it once an organization asks for it']);
    // Each missing section leads to where it can be added today, never to a placeholder page.
    expect(
      within(wallet)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/enroll']);
    expect(callsTo(fetch, 'GET /api/holder_subscriptions')[0]?.url.search).toBe('?all=true');
  });

  it('lists sign-and-submit tasks apart, in their order, then the other open tasks', async () => {
    api();
    await renderApp('/v3/dashboard');
    const ordered = await screen.findByRole('list', { name: 'Sign and submit' });
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.task-item__name')?.textContent),
    ).toEqual(['Sign the code of conduct', 'Sign the bylaws']);
    const other = screen.getByRole('list', { name: 'Other tasks' });
    const [upload] = within(other).getAllByRole('listitem');
    expect(within(upload!).getByText('Upload your BLS card')).toBeTruthy();
    // A sign-and-submit task opens on /task/{id}; any other among its organization's supplementary tasks.
    expect(within(ordered).getByRole('link', { name: 'Sign the code of conduct' }).getAttribute('href')).toBe(
      `/task/${uuidOf('t-first')}`,
    );
    expect(within(upload!).getByRole('link', { name: 'Upload your BLS card' }).getAttribute('href')).toBe(
      `/supplementary-tasks/${GROUP}/${uuidOf('t-upload')}`,
    );
    const tasks = section('Your tasks');
    expect(within(tasks).getByRole('link', { name: 'See all your tasks' }).getAttribute('href')).toBe(
      '/task',
    );
    expect(within(upload!).getByText('To do')).toBeTruthy();
    expect(within(upload!).getByText('Required before sharing')).toBeTruthy();
    expect(within(upload!).getByText('From Riverside Health')).toBeTruthy();
    expect(within(ordered).getByText('In progress')).toBeTruthy();
    expect(screen.queryByText('An accepted task')).toBeNull();
    // 000 §4: the next sign-and-submit slug is kept on the device.
    expect(localStorage.getItem(NEXT_SIGN_AND_SUBMIT_KEY)).toBe(uuidOf('t-first'));
  });

  it('shows co-branded logos with the organization name, and the name as text otherwise', async () => {
    api();
    await renderApp('/v3/dashboard');
    const list = await screen.findByRole('list', { name: 'Your organizations' });
    const logo = within(list).getByRole('img', { name: 'Riverside Health' });
    expect(logo.getAttribute('src')).toBe('/logos/riverside.png');
    expect(within(list).queryByRole('img', { name: 'Lakeside Clinic' })).toBeNull();
    expect(within(list).getByText('Lakeside Clinic')).toBeTruthy();
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    // A logo that does not load falls back to the name.
    fireEvent.error(logo);
    expect(within(list).queryByRole('img')).toBeNull();
    expect(within(list).getByText('Riverside Health')).toBeTruthy();
  });

  it('links an organization that named an application requirement to its work history', async () => {
    const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
    api({
      'GET /api/holder_subscriptions': json({
        data: [{ ...SUBSCRIPTIONS[0], app_req_id: REQUIREMENT }, SUBSCRIPTIONS[1]],
      }),
    });
    await renderApp('/v3/dashboard');
    const list = await screen.findByRole('list', { name: 'Your organizations' });
    const link = within(list).getByRole('link', { name: 'Work history for Riverside Health' });
    expect(link.textContent).toBe('Work history');
    expect(link.getAttribute('href')).toBe(`/professional-history/${REQUIREMENT}`);
    // Besides it, each organization's card leads to sharing with it (issue 17).
    const share = within(list).getByRole('link', { name: 'Share with Riverside Health' });
    expect(share.getAttribute('href')).toBe(`/share/${SUBSCRIPTIONS[0]!.id}`);
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('leads each missing section to where it is added: enrolment steps, the work history; education is coming', async () => {
    const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
    api({
      'GET /api/holder_subscriptions': json({
        data: [{ ...SUBSCRIPTIONS[0], app_req_id: REQUIREMENT }, SUBSCRIPTIONS[1]],
      }),
      'GET /api/wallet_completeness': json({
        data: {
          percent: 70,
          sections: [
            { key: 'name', complete: true },
            { key: 'date_of_birth', complete: false },
            { key: 'social_security', complete: false },
            { key: 'education', complete: false },
            { key: 'work_history', complete: false },
          ],
        },
      }),
    });
    const { user, router } = await renderApp('/v3/dashboard');
    const missing = await screen.findByRole('list', { name: 'Still to add:' });
    await waitFor(() => expect(within(missing).getAllByRole('link')).toHaveLength(3));
    expect(
      within(missing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Date of birth', '/enroll/dob'],
      ['Social security number', '/enroll/ssn'],
      ['Work history', `/professional-history/${REQUIREMENT}`],
    ]);
    expect(within(missing).getByText('Education: adding it in Credence is coming soon')).toBeTruthy();
    await user.click(within(missing).getByRole('link', { name: 'Date of birth' }));
    expect(router.state.location.pathname).toBe('/enroll/dob');
  });

  it('counts verified items and leads each to where it is added: an offer to review, identity, the verifications step', async () => {
    const REQUIREMENT = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
    api({
      'GET /api/holder_subscriptions': json({
        data: [{ ...SUBSCRIPTIONS[0], app_req_id: REQUIREMENT }],
      }),
      'GET /api/wallet_completeness': json({
        data: {
          percent: 81,
          sections: [{ key: 'name', complete: true }],
          verified: [
            { key: 'identity', complete: false, offered: false },
            { key: 'identifiers', complete: false, offered: true },
            { key: 'licenses', complete: true, offered: false },
            { key: 'screening', complete: false, offered: false },
            { key: 'work_history', complete: false, offered: false },
          ],
        },
      }),
    });
    await renderApp('/v3/dashboard');
    expect(await screen.findByRole('img', { name: 'Wallet 81% complete' })).toBeTruthy();
    const missing = await screen.findByRole('list', { name: 'Still to add:' });
    await waitFor(() => expect(within(missing).getAllByRole('link')).toHaveLength(4));
    expect(
      within(missing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Verified identity', '/verify-identity'],
      ['Verified NPI: ready for your review', '/verified-source-review'],
      ['Exclusion screening result', '/verified-source-review'],
      ['Work history confirmed by a verifier', `/professional-history/${REQUIREMENT}/verifications`],
    ]);
    expect(within(missing).queryByText(/Verified license/)).toBeNull();
  });

  it('is not complete while a verified item is missing, even with every section filled', async () => {
    api({
      'GET /api/holder_subscriptions': json({ data: [] }),
      'GET /api/wallet_completeness': json({
        data: {
          percent: 92,
          sections: [{ key: 'name', complete: true }],
          verified: [
            { key: 'identity', complete: true, offered: false },
            { key: 'screening', complete: false, offered: false },
          ],
        },
      }),
    });
    await renderApp('/v3/dashboard');
    const missing = await screen.findByRole('list', { name: 'Still to add:' });
    expect(within(missing).getByRole('link', { name: 'Exclusion screening result' })).toBeTruthy();
    expect(screen.queryByText(/Your wallet is complete/)).toBeNull();
  });

  it('says what to do next when there is nothing yet', async () => {
    localStorage.setItem(NEXT_SIGN_AND_SUBMIT_KEY, 'stale');
    api({
      'GET /api/clinician_task': json({ data: [task('t-done', 'Done', { task_status: 'completed' })] }),
      'GET /api/holder_subscriptions': json({ data: [] }),
      'GET /api/wallet_completeness': json({
        data: { percent: 100, sections: [{ key: 'name', complete: true }] },
      }),
    });
    await renderApp('/v3/dashboard');
    expect(await screen.findByText(/You have no open tasks\. When an organization asks you/)).toBeTruthy();
    expect(await screen.findByText(/You are not connected to an organization yet/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Wallet 100% complete' })).toBeTruthy();
    expect(screen.getByText(/Your wallet is complete/)).toBeTruthy();
    expect(localStorage.getItem(NEXT_SIGN_AND_SUBMIT_KEY)).toBeNull();
  });

  it('holds one loading placeholder until every section has its answer, so nothing moves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api({
      'GET /api/clinician_task': async () => {
        await held;
        return json({ data: TASKS });
      },
    });
    await renderApp('/v3/dashboard');
    const placeholder = await screen.findByText('Loading…');
    expect(placeholder.closest('[aria-busy="true"]')).not.toBeNull();
    // The wallet and the organizations have answered, but they wait for the tasks: shown one by one on a
    // phone, each section pushed the next down (a layout shift).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your tasks' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Wallet \d+% complete/ })).toBeNull();
    release();
    const tasks = await screen.findByRole('region', { name: 'Your tasks' });
    expect(tasks.getAttribute('aria-busy')).toBe('false');
    expect(within(tasks).queryByRole('status')).toBeNull();
    expect(await screen.findByRole('img', { name: /Wallet \d+% complete/ })).toBeTruthy();
  });

  it(
    'reports a section that failed through the generic notice and says so in place',
    { timeout: 10_000 },
    async () => {
      api({
        'GET /api/clinician_task': apiError(500, 'internal-error'),
        'GET /api/holder_subscriptions': apiError(503, 'service.unavailable'),
      });
      await renderApp('/v3/dashboard');
      // A failed read is asked once more (the query client's retry) before the section gives up.
      const slow = { timeout: 5000 };
      expect(
        await screen.findByText(
          'We could not load your tasks. Please reload the page to try again.',
          {},
          slow,
        ),
      ).toBeTruthy();
      expect(await screen.findByText(/We could not load your organizations/, {}, slow)).toBeTruthy();
      const notices = await screen.findAllByRole('alert');
      // One notice at a time: whichever failure came first (the header asks for the organizations too).
      expect(notices.map((notice) => notice.textContent).join(' ')).toMatch(
        /Internal Server Error|The service is temporarily unavailable/,
      );
      // The other sections still work.
      expect(await screen.findByRole('img', { name: 'Wallet 40% complete' })).toBeTruthy();
    },
  );
});
