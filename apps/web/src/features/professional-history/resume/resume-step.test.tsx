import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '#web/test/auth';
import { apiError, json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { monthsAgo } from '../test/fake-server';
import type { fakeHistoryServer } from '../test/fake-server';
import { installFetchBackedXhr } from '#web/test/fake-xhr';
import { openStep, stepHeading } from '../test/render-page';

const FOUND = {
  id: '55555555-5555-4555-8555-555555555555',
  type: 'job',
  institution: 'Lakeside Clinic',
  role: 'Nurse practitioner',
  start_date: monthsAgo(30),
  isCurrent: true,
};
const resumeFile = () =>
  new File(['Nurse practitioner, Lakeside Clinic'], 'resume.txt', { type: 'text/plain' });

describe('the resume step', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('uploads the resume with the session’s headers, shows progress, then lists what was found', async () => {
    const xhr = installFetchBackedXhr();
    let release!: () => void;
    const read = new Promise<void>((resolve) => (release = resolve));
    const fake: { server?: ReturnType<typeof fakeHistoryServer> } = {};
    const parse: Handler = async () => {
      await read;
      fake.server!.state.prefill = {
        source: 'resume',
        created_at: '2026-11-22T10:00:00Z',
        positions: [FOUND],
      };
      return json({ data: { positions: [FOUND] } });
    };
    const view = await openStep('resume', { overrides: { 'POST /api/resume_parser': parse } });
    fake.server = view.server;
    const { user } = view;
    expect(screen.getByText(/Upload your resume and we will fill in your employment/)).toBeTruthy();
    const upload = screen.getByRole('group', { name: 'Your resume' });
    expect(within(upload).getByText('Accepted File Types: .pdf, .docx, .txt')).toBeTruthy();
    expect(within(upload).getByText('Maximum File Size: 10MB')).toBeTruthy();

    await user.upload(screen.getByLabelText('Add File'), resumeFile());
    expect(await screen.findByText('Reading your resume…')).toBeTruthy();
    const [sent] = xhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/resume_parser' });
    expect(sent!.headers.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(sent!.headers['x-xsrf-token']).toBe('xsrf-1');
    expect((sent!.body as FormData).get('file')).toHaveProperty('name', 'resume.txt');

    release();
    await stepHeading('Work history');
    const fromResume = screen.getByRole('region', { name: 'From your resume' });
    expect(within(fromResume).getByText('Nurse practitioner, Lakeside Clinic')).toBeTruthy();
    expect(
      within(fromResume).getByRole('button', { name: 'Review and add Nurse practitioner, Lakeside Clinic' }),
    ).toBeTruthy();

    // Back at the resume step: the file uploaded is listed and the progress counts the step as done.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Resume');
    // One of five steps (resume, work history, affiliations, references, verifications) is done.
    await waitFor(() => expect(screen.getByText('20% complete')).toBeTruthy());
    expect(screen.queryByText('0% complete')).toBeNull();
    const list = within(screen.getByRole('group', { name: 'Your resume' }));
    expect(list.getByText('resume.txt')).toBeTruthy();
  });

  it('shows the upload’s progress while the file goes up', async () => {
    const xhr = installFetchBackedXhr();
    let finish!: () => void;
    xhr.halfway = new Promise<void>((resolve) => (finish = resolve));
    const { user } = await openStep('resume', {
      overrides: { 'POST /api/resume_parser': () => new Promise<Response>(() => undefined) },
    });
    await user.upload(screen.getByLabelText('Add File'), resumeFile());
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveProperty('value', 50));
    expect((screen.getByLabelText('Add File') as HTMLInputElement).disabled).toBe(true);
    finish();
    expect(await screen.findByText('Reading your resume…')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('says a resume could not be read and offers manual entry', async () => {
    installFetchBackedXhr();
    const { user } = await openStep('resume', {
      overrides: { 'POST /api/resume_parser': apiError(422, 'resume.parse-error') },
    });
    await user.upload(screen.getByLabelText('Add File'), resumeFile());
    expect(
      await screen.findByText('We could not read your resume. Please enter your information manually.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enter my work history manually' }));
    await stepHeading('Work history');
  });

  it('says reading took too long on a 504, and another file can be tried', async () => {
    installFetchBackedXhr();
    const { user } = await openStep('resume', {
      overrides: { 'POST /api/resume_parser': apiError(504, 'resume.parse-timeout') },
    });
    await user.upload(screen.getByLabelText('Add File'), resumeFile());
    expect(
      await screen.findByText('Reading your resume took too long. Please enter your information manually.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Add File') as HTMLInputElement).disabled).toBe(false);
  });

  it('can always be skipped', async () => {
    const { user, router } = await openStep('resume');
    await user.click(screen.getByRole('button', { name: 'Skip, enter my work history manually' }));
    await stepHeading('Work history');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/history$/));
  });
});
