import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch';
import { COMPLETE_JOB } from '../test/fake-server';
import { installFetchBackedXhr } from '#web/test/fake-xhr';
import { fillJob, posted } from '../test/fill-job';
import { checkbox, openStep, summaryMessages } from '../test/render-page';

// The professional-liability coverage section of a position (001 §4, §5; issue 15): shown when the requirement
// asks for a certificate of insurance, with the spec's messages written out.

const REQUIREMENT = 'Please tell us whether you had professional liability coverage for this position.';
const CERTIFICATE = 'Please upload your certificate of insurance for this position.';
const REASON = 'Please explain why you did not have coverage.';
const SHEET = {
  id: '5e0c7d8a-2f4b-4c6d-8e0f-1a2b3c4d5e6f',
  document_type: 'malpractice',
  name: 'COI.pdf',
  size: 10,
  content_type: 'application/pdf',
  created_at: '2026-11-20T10:00:00.000Z',
  used_in: [],
};

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('professional-liability coverage of a position', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('is not asked unless the requirement wants a certificate of insurance', async () => {
    const { user } = await openStep('history');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    expect(screen.queryByRole('group', { name: 'Professional Liability Coverage' })).toBeNull();
  });

  it('asks whether there was coverage; with coverage, the certificate unless the bypass is ticked', async () => {
    const { user, server } = await openStep('history', { config: { certificate_of_insurance: true } });
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([REQUIREMENT]);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: REQUIREMENT }));
    expect(document.activeElement).toBe(radio('Yes'));

    await user.click(radio('Yes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([CERTIFICATE]);
    expect(posted(server)).toEqual([]);

    await user.click(checkbox('I will provide my certificate of insurance later'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({ hasCoverage: true, bypass_policies: true, policies: [] });
  });

  it('uploading a certificate (with a progress bar) attaches it and turns the bypass off', async () => {
    const xhr = installFetchBackedXhr();
    let release!: () => void;
    xhr.halfway = new Promise((resolve) => (release = resolve));
    const { user, server } = await openStep('history', {
      config: { certificate_of_insurance: true },
      overrides: { 'POST /api/document': () => json({ data: [SHEET] }, 201) },
    });
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.click(radio('Yes'));
    await user.click(checkbox('I will provide my certificate of insurance later'));
    await user.upload(
      screen.getByLabelText('Add File'),
      new File(['%PDF-1.4'], 'COI.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    release();
    expect((await screen.findAllByText('COI.pdf')).length).toBeGreaterThan(0);
    const bypass = checkbox('I will provide my certificate of insurance later');
    expect(bypass.checked).toBe(false);
    expect(bypass.disabled).toBe(true);
    expect(xhr.sent[0]?.url).toContain('/api/document');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toMatchObject({
      hasCoverage: true,
      bypass_policies: false,
      policies: [{ id: expect.any(String), document: { id: SHEET.id, name: 'COI.pdf' } }],
    });
  });

  it('choosing no coverage resets the policy list, and asks for the reason the requirement wants', async () => {
    const withPolicy = {
      ...COMPLETE_JOB,
      hasCoverage: true,
      policies: [{ id: 'p-1', document: { id: SHEET.id, name: 'COI.pdf' } }],
    };
    const { user, server } = await openStep('history', {
      config: { certificate_of_insurance: true, no_coverage_reason: true },
      history: [withPolicy],
    });
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(checkbox('I will provide my certificate of insurance later').disabled).toBe(true);
    await user.click(radio('No'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual([REASON]);
    await user.type(
      screen.getByRole('textbox', { name: /Please explain/ }),
      'Covered by the residency program',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.state.writes.filter((write) => write.method === 'PUT')).toHaveLength(1),
    );
    const [put] = server.state.writes.filter((write) => write.method === 'PUT');
    expect(put!.entry).toMatchObject({
      hasCoverage: false,
      policies: [
        {
          id: expect.any(String),
          is_explanation: true,
          no_coverage_reason: 'Covered by the residency program',
        },
      ],
    });
  });
});
